/**
 * Step 4, requests and invoice: special requests for the booking or one of its products (add,
 * list, delete: AddSpecialRequestToCart, RetrieveSpecialRequestByCartId,
 * DeleteSpecialRequestByCartId) and invoice details (AddInvoice, GetInvoices). Both optional.
 */
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import {
  addInvoice,
  addSpecialRequestToCart,
  deleteSpecialRequestByCartId,
  getInvoices,
  retrieveSpecialRequestByCartId,
} from '@storefront/shared/api/checkout';
import type {
  Country,
  Invoice,
  InvoiceInput,
  SpecialRequest,
} from '@storefront/shared/domain/cart';
import { ErrorSummary, errorAt } from '../../../components/form/ErrorSummary';
import type { FormProblem } from '../../../components/form/ErrorSummary';
import { SelectField, TextAreaField, TextField } from '../../../components/form/fields';
import { useDraftSync } from '../../../components/form/use-draft';
import { productTitle } from '../../../components/product-text';
import { Loading, LoadFailed } from '../../../components/ScreenStates';
import { callErrorKey, useCartChange, useCartLoad } from '../../../lib/cart-call';
import { useCartStrings } from '../../../lib/i18n';
import { clearDraft, readDraft } from '../../../lib/session-store';
import { CountriesGate } from './CountriesGate';
import { StepFrame } from './StepFrame';
import type { StepProps } from './types';
import { CartSection } from '../../../components/CartSection';

type Saved = { requests: SpecialRequest[]; invoices: Invoice[] };

export function DetailsStep(props: StepProps) {
  const { t } = useCartStrings();
  const load = useCallback(async (id: string): Promise<Saved> => {
    const [requests, invoices] = await Promise.all([
      retrieveSpecialRequestByCartId(id),
      getInvoices(id),
    ]);
    return { requests, invoices };
  }, []);
  const { state, reload } = useCartLoad(props.cartId, load);
  return (
    <StepFrame id="step-details" title={t('steps.details')} takeFocus={props.takeFocus}>
      {state.status === 'loading' ? <Loading label={t('details.loading')} /> : null}
      {state.status === 'failed' && !state.expired ? (
        <LoadFailed code={state.code} onRetry={reload} />
      ) : null}
      {state.status === 'ready' ? (
        <>
          <SpecialRequests {...props} saved={state.data.requests} />
          <CountriesGate>
            {(countries) => (
              <Invoices {...props} saved={state.data.invoices} countries={countries} />
            )}
          </CountriesGate>
          <div className="cart-step__actions">
            <button
              type="button"
              className="cart-button cart-button--primary"
              onClick={props.onDone}
            >
              {t('details.continue')}
            </button>
          </div>
        </>
      ) : null}
    </StepFrame>
  );
}

const requestSchema = z.object({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.requestRequired'),
      z.maxLength(500, 'validation.requestTooLong'),
    ),
  productId: z.string(),
});
type RequestValues = z.infer<typeof requestSchema>;
const isRequestDraft = (value: unknown): value is RequestValues =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RequestValues).text === 'string' &&
  typeof (value as RequestValues).productId === 'string';

function SpecialRequests({ cartId, cart, saved }: StepProps & { saved: SpecialRequest[] }) {
  const { t } = useCartStrings();
  const change = useCartChange();
  const [requests, setRequests] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const form = useForm<RequestValues>({
    resolver: zodResolver(requestSchema),
    defaultValues: readDraft(cartId, 'request', isRequestDraft) ?? { text: '', productId: '' },
  });
  useDraftSync(form, cartId, 'request');
  const { errors } = form.formState;
  const trips = cart.products.filter((product) => product.productType !== null);
  const titleOf = (productId: string | null) => {
    const product = cart.products.find((item) => item.id === productId);
    return product ? productTitle(t, product.kind, product.title) : t('requests.wholeBooking');
  };

  const add = form.handleSubmit(async (data) => {
    setBusy(true);
    setFailure(null);
    setStatus('');
    const input = { text: data.text, ...(data.productId ? { productId: data.productId } : {}) };
    const outcome = await change(cartId, 'special-request', input, (requestUuid) =>
      addSpecialRequestToCart(cartId, input, { requestUuid }),
    );
    setBusy(false);
    if (outcome.ok) {
      setRequests(outcome.value);
      form.reset({ text: '', productId: '' });
      clearDraft(cartId, 'request');
      setStatus(t('requests.added'));
    } else if (!outcome.expired) {
      setFailure(t(callErrorKey(outcome.code)));
    }
  });

  const remove = async (request: SpecialRequest) => {
    setBusy(true);
    setFailure(null);
    setStatus('');
    const outcome = await change(
      cartId,
      `delete-request:${request.id}`,
      request.id,
      (requestUuid) => deleteSpecialRequestByCartId(cartId, request.id, { requestUuid }),
    );
    setBusy(false);
    if (outcome.ok) {
      setRequests(outcome.value);
      setStatus(t('requests.deleted'));
    } else if (!outcome.expired) {
      setFailure(t(callErrorKey(outcome.code)));
    }
  };

  const textError = errors.text?.message ? t(errors.text.message) : undefined;
  const problems: FormProblem[] = textError
    ? [{ fieldId: 'request-text', message: textError }]
    : [];
  return (
    <CartSection className="cart-requests" level={3} title={t('requests.title')}>
      <p className="cart-field__hint">{t('requests.intro')}</p>
      {requests.length > 0 ? (
        <ul className="cart-requests__list" aria-label={t('requests.listLabel')}>
          {requests.map((request) => (
            <li key={request.id}>
              <p>
                <span className="cart-requests__for">{titleOf(request.productId)}:</span>{' '}
                {request.text}
              </p>
              <button
                type="button"
                className="cart-button cart-button--quiet"
                onClick={() => void remove(request)}
                disabled={busy}
              >
                {t('requests.delete', { text: request.text.slice(0, 40) })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form noValidate onSubmit={(event) => void add(event)} className="cart-form">
        <ErrorSummary
          title={t('form.problems', { count: problems.length })}
          problems={problems}
          focusKey={form.formState.submitCount}
        />
        <TextAreaField
          id="request-text"
          label={t('requests.text')}
          hint={t('requests.textHint')}
          registration={form.register('text')}
          error={textError}
          rows={3}
          maxLength={500}
        />
        <SelectField
          id="request-product"
          label={t('requests.for')}
          options={[
            { value: '', label: t('requests.wholeBooking') },
            ...trips.map((product) => ({
              value: product.id,
              label: productTitle(t, product.kind, product.title),
            })),
          ]}
          registration={form.register('productId')}
        />
        <button type="submit" className="cart-button" disabled={busy}>
          {t('requests.add')}
        </button>
      </form>
      {failure ? (
        <p className="cart-alert cart-alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      <p className="cart-visually-hidden-when-empty" role="status">
        {status}
      </p>
    </CartSection>
  );
}

const invoiceSchema = z.object({
  type: z.enum(['PERSON', 'COMPANY'], 'validation.invoiceTypeRequired'),
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.invoiceNameRequired'),
      z.maxLength(120, 'validation.tooLong'),
    ),
  taxId: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.taxIdRequired'),
      z.regex(/^[A-Za-z0-9-]{5,20}$/, 'validation.taxIdInvalid'),
    ),
  street: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.streetRequired'),
      z.maxLength(120, 'validation.tooLong'),
    ),
  city: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.cityRequired'),
      z.maxLength(60, 'validation.tooLong'),
    ),
  postalCode: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.postalCodeRequired'),
      z.regex(/^[A-Za-z0-9 -]{3,10}$/, 'validation.postalCodeInvalid'),
    ),
  countryCode: z.string().check(z.minLength(1, 'validation.countryRequired')),
});
type InvoiceValues = z.infer<typeof invoiceSchema>;
const INVOICE_FIELDS = [
  'type',
  'name',
  'taxId',
  'street',
  'city',
  'postalCode',
  'countryCode',
] as const;
const isInvoiceDraft = (value: unknown): value is InvoiceValues =>
  typeof value === 'object' &&
  value !== null &&
  INVOICE_FIELDS.every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

function Invoices({
  cartId,
  cart,
  saved,
  countries,
}: StepProps & { saved: Invoice[]; countries: Country[] }) {
  const { t } = useCartStrings();
  const change = useCartChange();
  const [invoices, setInvoices] = useState(saved);
  const draft = readDraft(cartId, 'invoice', isInvoiceDraft);
  const [open, setOpen] = useState(draft !== null && draft.name !== '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const form = useForm<InvoiceValues>({
    resolver: zodResolver(invoiceSchema),
    defaultValues: draft ?? {
      type: 'PERSON',
      name: cart.contact ? `${cart.contact.firstName} ${cart.contact.lastName}` : '',
      taxId: '',
      street: '',
      city: '',
      postalCode: '',
      countryCode: cart.contact?.countryCode ?? '',
    },
    shouldFocusError: false,
  });
  useDraftSync(form, cartId, 'invoice');
  const { errors, submitCount } = form.formState;
  const message = (field: string) => {
    const key = errorAt(errors, field);
    return key ? t(key) : undefined;
  };
  const problems: FormProblem[] = INVOICE_FIELDS.flatMap((field) => {
    const text = message(field);
    return text ? [{ fieldId: `invoice-${field}`, message: text }] : [];
  });
  const countryName = (code: string) =>
    countries.find((country) => country.code === code)?.name ?? code;

  const submit = form.handleSubmit(async (data) => {
    setBusy(true);
    setFailure(null);
    setStatus('');
    const invoice: InvoiceInput = {
      type: data.type,
      name: data.name,
      taxId: data.taxId.toUpperCase(),
      address: {
        street: data.street,
        city: data.city,
        postalCode: data.postalCode,
        countryCode: data.countryCode,
      },
    };
    const outcome = await change(cartId, 'invoice', invoice, (requestUuid) =>
      addInvoice(cartId, invoice, { requestUuid }),
    );
    setBusy(false);
    if (outcome.ok) {
      setInvoices(outcome.value);
      setOpen(false);
      clearDraft(cartId, 'invoice');
      form.reset({ ...data, taxId: '', street: '', city: '', postalCode: '' });
      setStatus(t('invoice.added'));
    } else if (!outcome.expired) {
      setFailure(t('invoice.saveFailed', { reason: t(callErrorKey(outcome.code)) }));
    }
  });

  const type = useWatch({ control: form.control, name: 'type' });
  return (
    <CartSection className="cart-invoices" level={3} title={t('invoice.title')}>
      {invoices.length > 0 ? (
        <ul className="cart-invoices__list" aria-label={t('invoice.listLabel')}>
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              {invoice.name} · {invoice.taxId} · {invoice.address.street},{' '}
              {invoice.address.postalCode} {invoice.address.city},{' '}
              {countryName(invoice.address.countryCode)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="cart-field__hint">{t('invoice.intro')}</p>
      )}
      <button
        type="button"
        className="cart-button"
        aria-expanded={open}
        aria-controls="invoice-form"
        onClick={() => setOpen((value) => !value)}
      >
        {invoices.length > 0 ? t('invoice.addAnother') : t('invoice.open')}
      </button>
      <form
        id="invoice-form"
        hidden={!open}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="cart-form"
      >
        <ErrorSummary
          title={t('form.problems', { count: problems.length })}
          problems={problems}
          focusKey={submitCount}
        />
        <fieldset className="cart-field">
          <legend className="cart-field__label">{t('invoice.type')}</legend>
          {(['PERSON', 'COMPANY'] as const).map((value) => (
            <div className="cart-choice" key={value}>
              <input
                type="radio"
                id={value === 'PERSON' ? 'invoice-type' : `invoice-type-${value}`}
                value={value}
                {...form.register('type')}
              />
              <label htmlFor={value === 'PERSON' ? 'invoice-type' : `invoice-type-${value}`}>
                {t(`invoice.types.${value}`)}
              </label>
            </div>
          ))}
        </fieldset>
        <TextField
          id="invoice-name"
          label={type === 'COMPANY' ? t('invoice.companyName') : t('invoice.personName')}
          registration={form.register('name')}
          error={message('name')}
          autoComplete={type === 'COMPANY' ? 'organization' : 'name'}
          required
        />
        <TextField
          id="invoice-taxId"
          label={t('invoice.taxId')}
          hint={t('invoice.taxIdHint')}
          registration={form.register('taxId')}
          error={message('taxId')}
          autoComplete="off"
          spellCheck={false}
          required
        />
        <TextField
          id="invoice-street"
          label={t('invoice.street')}
          registration={form.register('street')}
          error={message('street')}
          autoComplete="address-line1"
          required
        />
        <div className="cart-grid">
          <TextField
            id="invoice-postalCode"
            label={t('invoice.postalCode')}
            registration={form.register('postalCode')}
            error={message('postalCode')}
            autoComplete="postal-code"
            required
          />
          <TextField
            id="invoice-city"
            label={t('invoice.city')}
            registration={form.register('city')}
            error={message('city')}
            autoComplete="address-level2"
            required
          />
        </div>
        <SelectField
          id="invoice-countryCode"
          label={t('invoice.country')}
          placeholder={t('form.choose')}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
          registration={form.register('countryCode')}
          error={message('countryCode')}
          autoComplete="country"
          required
        />
        <button type="submit" className="cart-button" disabled={busy}>
          {t('invoice.submit')}
        </button>
      </form>
      {failure ? (
        <p className="cart-alert cart-alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      <p className="cart-visually-hidden-when-empty" role="status">
        {status}
      </p>
    </CartSection>
  );
}
