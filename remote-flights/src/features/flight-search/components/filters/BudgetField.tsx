import { formatMoney } from '@storefront/shared/domain/format';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { NumberRange } from '@storefront/shared/domain/filter-common';
import { MAX_FILTER_PRICE } from '@storefront/shared/domain/filter-common';
import { useFlightsTranslation } from '../../../../hooks/useFlightsTranslation';

/**
 * The budget: a lowest and a highest total price, applied together. On a free-flight brand the
 * price is capped by the voucher instead, and the panel says so.
 */
export function BudgetField({
  value,
  onChange,
  offered,
  currency,
  language,
  freeFlightCap,
}: {
  value: NumberRange | null;
  onChange: (range: NumberRange | null) => void;
  offered: { min: number; max: number } | null;
  currency: string;
  language: string;
  freeFlightCap: number | null;
}) {
  const { t } = useFlightsTranslation();
  const id = useId();
  const [from, setFrom] = useState(value ? String(value.from) : '');
  const [to, setTo] = useState(value ? String(value.to) : '');
  const [error, setError] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(amount, currency, language, { wholeUnits: true });

  if (freeFlightCap !== null) {
    return (
      <div className="remote-flights-filter">
        <h3 className="remote-flights-filter__legend">{t('filters.budget.legend')}</h3>
        <p className="remote-flights-filter__note">
          {t('filters.budget.freeFlight', { cap: money(freeFlightCap) })}
        </p>
      </div>
    );
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const read = (text: string, fallback: number) =>
      text.trim() === '' ? fallback : /^\d{1,7}$/.test(text.trim()) ? Number(text) : NaN;
    const low = read(from, 0);
    const high = read(to, MAX_FILTER_PRICE);
    if (Number.isNaN(low) || Number.isNaN(high) || high > MAX_FILTER_PRICE || low > high) {
      setError(t('filters.budget.invalid'));
      return;
    }
    setError(null);
    onChange(from.trim() === '' && to.trim() === '' ? null : { from: low, to: high });
  };

  return (
    <form className="remote-flights-filter" onSubmit={apply} aria-labelledby={`${id}-legend`}>
      <h3 id={`${id}-legend`} className="remote-flights-filter__legend">
        {t('filters.budget.legend')}
      </h3>
      {offered ? (
        <p className="remote-flights-filter__note" id={`${id}-offered`}>
          {t('filters.budget.offered', {
            min: money(Math.floor(offered.min)),
            max: money(Math.ceil(offered.max)),
          })}
        </p>
      ) : null}
      <div className="remote-flights-filter__pair">
        <label htmlFor={`${id}-from`}>{t('filters.budget.min', { currency })}</label>
        <input
          id={`${id}-from`}
          inputMode="numeric"
          value={from}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : offered ? `${id}-offered` : undefined}
          onChange={(event) => setFrom(event.target.value)}
        />
        <label htmlFor={`${id}-to`}>{t('filters.budget.max', { currency })}</label>
        <input
          id={`${id}-to`}
          inputMode="numeric"
          value={to}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : offered ? `${id}-offered` : undefined}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="remote-flights-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="remote-flights-filter__actions">
        <button type="submit" className="remote-flights-button">
          {t('filters.budget.apply')}
        </button>
        {value ? (
          <button
            type="button"
            className="remote-flights-button remote-flights-button--link"
            onClick={() => {
              setFrom('');
              setTo('');
              setError(null);
              onChange(null);
            }}
          >
            {t('filters.budget.clear')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
