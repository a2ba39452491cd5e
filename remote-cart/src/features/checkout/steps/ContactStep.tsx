/**
 * Step 2, contact: who we write to about the booking (AddContactToCart), offered again from the
 * cart (RetrieveContact), from what was typed before, or else from the lead traveller; plus the
 * shopper's subscriptions (GetSubscriptions, AddSubscriptions). Countries and phone prefixes come
 * from RetrieveCountries in the page's language.
 */
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { retrieveCartFull } from '@storefront/shared/api/cart';
import {
  addContactToCart,
  addSubscriptions,
  getSubscriptions,
  retrieveContact,
} from '@storefront/shared/api/checkout';
import type { Contact, Country, Subscriptions } from '@storefront/shared/domain/cart';
import { ErrorSummary, errorAt } from '../../../components/form/ErrorSummary';
import type { FormProblem } from '../../../components/form/ErrorSummary';
import { CheckboxField, SelectField, TextField } from '../../../components/form/fields';
import { useDraftSync } from '../../../components/form/use-draft';
import { Loading, LoadFailed } from '../../../components/ScreenStates';
import { callErrorKey, useCartCall, useCartChange, useCartLoad } from '../../../lib/cart-call';
import { useCartStrings } from '../../../lib/i18n';
import { readDraft } from '../../../lib/session-store';
import { CountriesGate } from './CountriesGate';
import { StepFrame } from './StepFrame';
import type { StepProps } from './types';

const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;
const name = (required: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(60, 'validation.nameTooLong'),
      z.regex(NAME, 'validation.nameInvalid'),
    );

/** A phone number as it is sent: its digits only (the spaces typed to group them dropped). */
export function phoneDigits(value: string): string {
  return value.replace(/\s/g, '');
}

export const contactSchema = z.object({
  firstName: name('validation.firstNameRequired'),
  lastName: name('validation.lastNameRequired'),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.emailRequired'),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'validation.emailInvalid'),
    ),
  phoneCountry: z.string().check(z.minLength(1, 'validation.phonePrefixRequired')),
  phoneNumber: z.string().check(
    z.trim(),
    z.minLength(1, 'validation.phoneRequired'),
    // 6 to 15 digits, as the hint says: the spaces a shopper types to group them do not count
    z.refine((value) => /^\d{6,15}$/.test(phoneDigits(value)), 'validation.phoneInvalid'),
  ),
  countryCode: z.string().check(z.minLength(1, 'validation.countryRequired')),
  newsletter: z.boolean(),
  partnerOffers: z.boolean(),
});
export type ContactValues = z.infer<typeof contactSchema>;

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneCountry',
  'phoneNumber',
  'countryCode',
] as const;

const isContactDraft = (value: unknown): value is ContactValues =>
  typeof value === 'object' &&
  value !== null &&
  FIELDS.every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

type Saved = { contact: Contact | null; subscriptions: Subscriptions };

export function ContactStep(props: StepProps) {
  const { t } = useCartStrings();
  const load = useCallback(async (id: string): Promise<Saved> => {
    const [contact, subscriptions] = await Promise.all([retrieveContact(id), getSubscriptions(id)]);
    return { contact, subscriptions };
  }, []);
  const { state, reload } = useCartLoad(props.cartId, load);
  return (
    <StepFrame id="step-contact" title={t('steps.contact')} takeFocus={props.takeFocus}>
      {state.status === 'loading' ? <Loading label={t('contact.loading')} /> : null}
      {state.status === 'failed' && !state.expired ? (
        <LoadFailed code={state.code} onRetry={reload} />
      ) : null}
      {state.status === 'ready' ? (
        <CountriesGate>
          {(countries) => <ContactForm {...props} saved={state.data} countries={countries} />}
        </CountriesGate>
      ) : null}
    </StepFrame>
  );
}

/** The first values: the cart's contact, else the lead traveller's name and nationality. */
export function initialContact(
  saved: Saved,
  lead: { firstName: string; lastName: string; nationality: string } | null,
  countries: readonly Country[],
): ContactValues {
  const { contact, subscriptions } = saved;
  if (contact) {
    const phoneCountry =
      countries.find(
        (country) =>
          country.phonePrefix === contact.phonePrefix && country.code === contact.countryCode,
      ) ?? countries.find((country) => country.phonePrefix === contact.phonePrefix);
    return {
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phoneCountry: phoneCountry?.code ?? '',
      phoneNumber: contact.phoneNumber,
      countryCode: contact.countryCode,
      ...subscriptions,
    };
  }
  return {
    firstName: lead?.firstName ?? '',
    lastName: lead?.lastName ?? '',
    email: '',
    phoneCountry: lead?.nationality ?? '',
    phoneNumber: '',
    countryCode: lead?.nationality ?? '',
    ...subscriptions,
  };
}

function ContactForm({
  cartId,
  cart,
  saved,
  countries,
  onCart,
  onDone,
}: StepProps & { saved: Saved; countries: Country[] }) {
  const { t } = useCartStrings();
  const change = useCartChange();
  const run = useCartCall();
  const lead = cart.travellers.find((traveller) => traveller.type === 'ADULT') ?? null;
  const form = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues:
      readDraft(cartId, 'contact', isContactDraft) ?? initialContact(saved, lead, countries),
    shouldFocusError: false,
  });
  useDraftSync(form, cartId, 'contact');
  const { errors, submitCount } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [subscriptions, setSubscriptions] = useState(saved.subscriptions);

  const message = (path: string) => {
    const key = errorAt(errors, path);
    return key ? t(key) : undefined;
  };
  const problems: FormProblem[] = FIELDS.flatMap((field) => {
    const text = message(field);
    return text ? [{ fieldId: `contact-${field}`, message: text }] : [];
  });
  const countryOptions = useMemo(
    () => countries.map((country) => ({ value: country.code, label: country.name })),
    [countries],
  );
  const prefixOptions = useMemo(
    () =>
      countries.map((country) => ({
        value: country.code,
        label: `${country.name} (${country.phonePrefix})`,
      })),
    [countries],
  );

  const submit = form.handleSubmit(async (data) => {
    setSaving(true);
    setFailure(null);
    const contact: Contact = {
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      phonePrefix:
        countries.find((country) => country.code === data.phoneCountry)?.phonePrefix ?? '',
      phoneNumber: phoneDigits(data.phoneNumber),
      countryCode: data.countryCode,
    };
    const saving1 = await change(cartId, 'contact', contact, (requestUuid) =>
      addContactToCart(cartId, contact, { requestUuid }),
    );
    if (!saving1.ok) {
      setSaving(false);
      if (!saving1.expired)
        setFailure(t('contact.saveFailed', { reason: t(callErrorKey(saving1.code)) }));
      return;
    }
    const wanted = { newsletter: data.newsletter, partnerOffers: data.partnerOffers };
    if (
      wanted.newsletter !== subscriptions.newsletter ||
      wanted.partnerOffers !== subscriptions.partnerOffers
    ) {
      const saving2 = await change(cartId, 'subscriptions', wanted, (requestUuid) =>
        addSubscriptions(cartId, wanted, { requestUuid }),
      );
      if (!saving2.ok) {
        setSaving(false);
        if (!saving2.expired)
          setFailure(t('contact.subscriptionsFailed', { reason: t(callErrorKey(saving2.code)) }));
        return;
      }
      setSubscriptions(saving2.value);
    }
    const refreshed = await run(() => retrieveCartFull(cartId));
    setSaving(false);
    if (refreshed.ok) onCart(refreshed.value);
    else if (refreshed.expired) return;
    onDone();
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="cart-form">
      <ErrorSummary
        title={t('form.problems', { count: problems.length })}
        problems={problems}
        focusKey={submitCount}
      />
      <p className="cart-field__hint">{t('contact.intro')}</p>
      {!saved.contact && lead ? <p className="cart-field__hint">{t('contact.prefilled')}</p> : null}
      <div className="cart-grid">
        <TextField
          id="contact-firstName"
          label={t('contact.firstName')}
          registration={form.register('firstName')}
          error={message('firstName')}
          autoComplete="given-name"
          required
        />
        <TextField
          id="contact-lastName"
          label={t('contact.lastName')}
          registration={form.register('lastName')}
          error={message('lastName')}
          autoComplete="family-name"
          required
        />
      </div>
      <TextField
        id="contact-email"
        type="email"
        label={t('contact.email')}
        hint={t('contact.emailHint')}
        registration={form.register('email')}
        error={message('email')}
        autoComplete="email"
        spellCheck={false}
        required
      />
      <div className="cart-grid">
        <SelectField
          id="contact-phoneCountry"
          label={t('contact.phonePrefix')}
          placeholder={t('form.choose')}
          options={prefixOptions}
          registration={form.register('phoneCountry')}
          error={message('phoneCountry')}
          autoComplete="tel-country-code"
          required
        />
        <TextField
          id="contact-phoneNumber"
          type="tel"
          label={t('contact.phoneNumber')}
          hint={t('contact.phoneHint')}
          registration={form.register('phoneNumber')}
          error={message('phoneNumber')}
          autoComplete="tel-national"
          inputMode="tel"
          required
        />
      </div>
      <SelectField
        id="contact-countryCode"
        label={t('contact.country')}
        placeholder={t('form.choose')}
        options={countryOptions}
        registration={form.register('countryCode')}
        error={message('countryCode')}
        autoComplete="country"
        required
      />
      <fieldset className="cart-subscriptions">
        <legend className="cart-field__label">{t('contact.subscriptionsLegend')}</legend>
        <CheckboxField
          id="contact-newsletter"
          label={t('contact.newsletter')}
          registration={form.register('newsletter')}
        />
        <CheckboxField
          id="contact-partnerOffers"
          label={t('contact.partnerOffers')}
          registration={form.register('partnerOffers')}
        />
      </fieldset>
      {failure ? (
        <p className="cart-alert cart-alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="cart-step__actions">
        <button type="submit" className="cart-button cart-button--primary" disabled={saving}>
          {saving ? t('form.saving') : t('contact.submit')}
        </button>
      </div>
    </form>
  );
}
