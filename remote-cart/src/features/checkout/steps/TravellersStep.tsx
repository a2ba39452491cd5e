/**
 * Step 1, travellers: one fieldset per traveller the trip needs, with the fields their type asks
 * for (documents when there is a flight, ages checked on the departure date). What the cart
 * already holds (RetrieveTravellersByCartId) and what was typed before (the session's draft) are
 * offered again; each traveller is saved with AddTravellerToCart (with its id once saved).
 */
import { formatDate } from '@storefront/shared/domain/format';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { retrieveCartFull } from '@storefront/shared/api/cart';
import { addTravellerToCart, retrieveTravellersByCartId } from '@storefront/shared/api/checkout';
import type { Country, Traveller, TravellerType } from '@storefront/shared/domain/cart';
import { ErrorSummary, errorAt } from '../../../components/form/ErrorSummary';
import type { FormProblem } from '../../../components/form/ErrorSummary';
import { DatePartsField, SelectField, TextField } from '../../../components/form/fields';
import { useDraftSync } from '../../../components/form/use-draft';
import { Loading, LoadFailed } from '../../../components/ScreenStates';
import { callErrorKey, useCartCall, useCartChange, useCartLoad } from '../../../lib/cart-call';
import { todayIso } from '../../../lib/dates';
import { useCartStrings } from '../../../lib/i18n';
import type { CartT } from '../../../lib/i18n';
import { readDraft } from '../../../lib/session-store';
import { CountriesGate } from './CountriesGate';
import { StepFrame } from './StepFrame';
import {
  DOCUMENT_TYPES,
  TITLES,
  draftFits,
  initialTravellers,
  sameTraveller,
  toTravellerInput,
  travellerFieldOrder,
  travellerSlots,
  travellersSchema,
} from './travellers-form';
import type { TravellersValues } from './travellers-form';
import { tripDates } from './types';
import type { StepProps } from './types';

/** "Adult 1", "Child 2"… */
export function travellerLabel(t: CartT, slots: readonly TravellerType[], index: number): string {
  const type = slots[index] ?? 'ADULT';
  const number = slots.slice(0, index + 1).filter((slot) => slot === type).length;
  return t(`travellers.label.${type}`, { number });
}

export function TravellersStep(props: StepProps) {
  const { t } = useCartStrings();
  const { cartId } = props;
  const load = useCallback((id: string) => retrieveTravellersByCartId(id), []);
  const { state, reload } = useCartLoad(cartId, load);
  return (
    <StepFrame id="step-travellers" title={t('steps.travellers')} takeFocus={props.takeFocus}>
      {state.status === 'loading' ? <Loading label={t('travellers.loading')} /> : null}
      {state.status === 'failed' && !state.expired ? (
        <LoadFailed code={state.code} onRetry={reload} />
      ) : null}
      {state.status === 'ready' ? <TravellersLoaded {...props} saved={state.data} /> : null}
    </StepFrame>
  );
}

function TravellersLoaded(props: StepProps & { saved: Traveller[] }) {
  return (
    <CountriesGate>
      {(countries) => <TravellersForm {...props} countries={countries} />}
    </CountriesGate>
  );
}

function TravellersForm({
  cartId,
  cart,
  config,
  saved,
  countries,
  onCart,
  onDone,
}: StepProps & { saved: Traveller[]; countries: Country[] }) {
  const { t, language } = useCartStrings();
  const change = useCartChange();
  const run = useCartCall();
  const slots = useMemo(
    () => travellerSlots(config.travellerRules.required),
    [config.travellerRules.required],
  );
  const documentRequired = config.travellerRules.documentRequired;
  const rules = useMemo(() => {
    const today = todayIso();
    const { start, end } = tripDates(cart, today);
    return { today, tripStart: start, tripEnd: end, documentRequired };
  }, [cart, documentRequired]);
  const schema = useMemo(() => travellersSchema(rules), [rules]);
  const form = useForm<TravellersValues>({
    resolver: zodResolver(schema),
    defaultValues:
      readDraft(cartId, 'travellers', draftFits(slots)) ?? initialTravellers(slots, saved),
    shouldFocusError: false,
  });
  useDraftSync(form, cartId, 'travellers');
  const { errors, submitCount } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [known, setKnown] = useState<Traveller[]>(saved);

  const values = {
    date: formatDate(rules.tripStart, language, 'written'),
    end: formatDate(rules.tripEnd, language, 'written'),
  };
  const message = (path: string) => {
    const key = errorAt(errors, path);
    return key ? t(key, values) : undefined;
  };
  const problems: FormProblem[] = travellerFieldOrder(slots.length, documentRequired).flatMap(
    (path) => {
      const text = message(path);
      if (!text) return [];
      const [, index, field] = path.split('.');
      return [
        {
          fieldId: `traveller-${index}-${field}`,
          message: `${travellerLabel(t, slots, Number(index))}: ${text}`,
        },
      ];
    },
  );

  const countryOptions = countries.map((country) => ({ value: country.code, label: country.name }));
  const titleOptions = TITLES.map((title) => ({
    value: title,
    label: t(`travellers.title.${title}`),
  }));
  const documentOptions = DOCUMENT_TYPES.map((type) => ({
    value: type,
    label: t(`travellers.document.${type}`),
  }));

  const submit = form.handleSubmit(async (data) => {
    setSaving(true);
    setFailure(null);
    let current = known;
    for (const [index, entry] of data.travellers.entries()) {
      const input = toTravellerInput(entry, documentRequired);
      if (
        sameTraveller(
          input,
          current.find((traveller) => traveller.id === input.id),
        )
      )
        continue;
      const outcome = await change(cartId, `traveller:${index}`, input, (requestUuid) =>
        addTravellerToCart(cartId, input, { requestUuid }),
      );
      if (!outcome.ok) {
        setSaving(false);
        if (!outcome.expired)
          setFailure(
            t('travellers.saveFailed', {
              traveller: travellerLabel(t, slots, index),
              reason: t(callErrorKey(outcome.code)),
            }),
          );
        return;
      }
      const before = new Set(current.map((traveller) => traveller.id));
      const id = input.id ?? outcome.value.find((traveller) => !before.has(traveller.id))?.id ?? '';
      current = outcome.value;
      setKnown(outcome.value);
      if (id && id !== entry.id) form.setValue(`travellers.${index}.id`, id);
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
      <p className="cart-field__hint">{t('form.allRequired')}</p>
      {slots.map((type, index) => {
        const field = (name: string) => `traveller-${index}-${name}`;
        const lead = index === 0;
        const section = lead ? '' : `section-traveller-${index + 1} `;
        const legendId = field('legend');
        return (
          <fieldset key={field('set')} className="cart-traveller" aria-labelledby={legendId}>
            <legend id={legendId} className="cart-traveller__legend">
              {travellerLabel(t, slots, index)}
              {lead ? ` (${t('travellers.lead')})` : ''}
            </legend>
            <p className="cart-field__hint">{t(`travellers.hint.${type}`, values)}</p>
            <div className="cart-grid">
              <SelectField
                id={field('title')}
                label={t('travellers.titleLabel')}
                placeholder={t('form.choose')}
                options={titleOptions}
                registration={form.register(`travellers.${index}.title`)}
                error={message(`travellers.${index}.title`)}
                autoComplete={`${section}honorific-prefix`}
                required
              />
              <TextField
                id={field('firstName')}
                label={t('travellers.firstName')}
                registration={form.register(`travellers.${index}.firstName`)}
                error={message(`travellers.${index}.firstName`)}
                autoComplete={`${section}given-name`}
                hint={t('travellers.asInDocument')}
                required
              />
              <TextField
                id={field('lastName')}
                label={t('travellers.lastName')}
                registration={form.register(`travellers.${index}.lastName`)}
                error={message(`travellers.${index}.lastName`)}
                autoComplete={`${section}family-name`}
                required
              />
            </div>
            <DatePartsField
              id={field('birthDate')}
              legend={t('travellers.birthDate')}
              hint={t('form.dateHint')}
              labels={{ day: t('form.day'), month: t('form.month'), year: t('form.year') }}
              registration={{
                day: form.register(`travellers.${index}.birthDay`),
                month: form.register(`travellers.${index}.birthMonth`),
                year: form.register(`travellers.${index}.birthYear`),
              }}
              error={message(`travellers.${index}.birthDate`)}
              autoComplete={{
                token: 'bday',
                ...(lead ? {} : { section: `section-traveller-${index + 1}` }),
              }}
            />
            <SelectField
              id={field('nationality')}
              label={t('travellers.nationality')}
              placeholder={t('form.choose')}
              options={countryOptions}
              registration={form.register(`travellers.${index}.nationality`)}
              error={message(`travellers.${index}.nationality`)}
              autoComplete="off"
              required
            />
            {documentRequired ? (
              <fieldset className="cart-document" aria-labelledby={field('document-legend')}>
                <legend id={field('document-legend')} className="cart-field__label">
                  {t('travellers.documentLegend')}
                </legend>
                <div className="cart-grid">
                  <SelectField
                    id={field('documentType')}
                    label={t('travellers.documentType')}
                    placeholder={t('form.choose')}
                    options={documentOptions}
                    registration={form.register(`travellers.${index}.documentType`)}
                    error={message(`travellers.${index}.documentType`)}
                    autoComplete="off"
                    required
                  />
                  <TextField
                    id={field('documentNumber')}
                    label={t('travellers.documentNumber')}
                    registration={form.register(`travellers.${index}.documentNumber`)}
                    error={message(`travellers.${index}.documentNumber`)}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    required
                  />
                </div>
                <DatePartsField
                  id={field('documentExpiry')}
                  legend={t('travellers.documentExpiry')}
                  hint={t('travellers.documentExpiryHint', values)}
                  labels={{ day: t('form.day'), month: t('form.month'), year: t('form.year') }}
                  registration={{
                    day: form.register(`travellers.${index}.expiryDay`),
                    month: form.register(`travellers.${index}.expiryMonth`),
                    year: form.register(`travellers.${index}.expiryYear`),
                  }}
                  error={message(`travellers.${index}.documentExpiry`)}
                />
                <SelectField
                  id={field('issuingCountry')}
                  label={t('travellers.issuingCountry')}
                  placeholder={t('form.choose')}
                  options={countryOptions}
                  registration={form.register(`travellers.${index}.issuingCountry`)}
                  error={message(`travellers.${index}.issuingCountry`)}
                  autoComplete="off"
                  required
                />
              </fieldset>
            ) : null}
          </fieldset>
        );
      })}
      {failure ? (
        <p className="cart-alert cart-alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="cart-step__actions">
        <button type="submit" className="cart-button cart-button--primary" disabled={saving}>
          {saving ? t('form.saving') : t('travellers.submit')}
        </button>
      </div>
    </form>
  );
}
