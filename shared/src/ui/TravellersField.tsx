/**
 * Rooms and travellers of every search form: adults, and each child with an age (the URL
 * keeps them as `adults` and `childrenAges`). Plain form controls, all labelled.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TRAVELLER_LIMITS } from '@storefront/shared/domain/travellers';
import type { Travellers } from '@storefront/shared/domain/travellers';
import './search-fields.css';

export type TravellersValue = Travellers;

const DEFAULT_CHILD_AGE = 8;

export function TravellersField({
  value,
  onChange,
  error,
}: {
  value: TravellersValue;
  onChange: (value: TravellersValue) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { adults, childAge, maxChildren } = TRAVELLER_LIMITS;
  const setAdults = (n: number) =>
    onChange({ ...value, adults: Math.min(adults.max, Math.max(adults.min, n)) });
  const setChildren = (n: number) => {
    const count = Math.min(maxChildren, Math.max(0, n));
    const ages = value.childrenAges.slice(0, count);
    while (ages.length < count) ages.push(DEFAULT_CHILD_AGE);
    onChange({ ...value, childrenAges: ages });
  };
  const ages = Array.from({ length: childAge.max - childAge.min + 1 }, (_, i) => childAge.min + i);

  return (
    <fieldset
      className="sf-field sf-travellers"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="sf-label">{t('searchFields.travellers.legend')}</legend>
      <div className="sf-stepper">
        <span id={`${id}-adults`}>{t('searchFields.travellers.adults')}</span>
        <button
          type="button"
          className="sf-stepper__button"
          aria-label={t('searchFields.travellers.fewerAdults')}
          disabled={value.adults <= adults.min}
          onClick={() => setAdults(value.adults - 1)}
        >
          −
        </button>
        <output aria-labelledby={`${id}-adults`} aria-live="polite">
          {value.adults}
        </output>
        <button
          type="button"
          className="sf-stepper__button"
          aria-label={t('searchFields.travellers.moreAdults')}
          disabled={value.adults >= adults.max}
          onClick={() => setAdults(value.adults + 1)}
        >
          +
        </button>
      </div>
      <div className="sf-stepper">
        <span id={`${id}-children`}>{t('searchFields.travellers.children')}</span>
        <button
          type="button"
          className="sf-stepper__button"
          aria-label={t('searchFields.travellers.fewerChildren')}
          disabled={value.childrenAges.length === 0}
          onClick={() => setChildren(value.childrenAges.length - 1)}
        >
          −
        </button>
        <output aria-labelledby={`${id}-children`} aria-live="polite">
          {value.childrenAges.length}
        </output>
        <button
          type="button"
          className="sf-stepper__button"
          aria-label={t('searchFields.travellers.moreChildren')}
          disabled={value.childrenAges.length >= maxChildren}
          onClick={() => setChildren(value.childrenAges.length + 1)}
        >
          +
        </button>
      </div>
      {value.childrenAges.map((age, index) => (
        <div className="sf-child" key={index}>
          <label htmlFor={`${id}-age-${index}`}>
            {t('searchFields.travellers.childAge', { n: index + 1 })}
          </label>
          <select
            id={`${id}-age-${index}`}
            value={age}
            onChange={(event) =>
              onChange({
                ...value,
                childrenAges: value.childrenAges.map((a, i) =>
                  i === index ? Number(event.target.value) : a,
                ),
              })
            }
          >
            {ages.map((a) => (
              <option key={a} value={a}>
                {t('searchFields.travellers.years', { count: a })}
              </option>
            ))}
          </select>
        </div>
      ))}
      {error ? (
        <p id={`${id}-error`} className="sf-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
