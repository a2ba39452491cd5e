import { useId } from 'react';
import type { NumberRange } from '@storefront/shared/domain/filter-common';
import { MINUTES_PER_DAY } from '@storefront/shared/domain/flight-filters';
import { useFlightsTranslation } from '../../../../hooks/useFlightsTranslation';
import { clockOfMinutes } from '../../../../lib/format';

const HOURS = Array.from({ length: 25 }, (_, hour) => hour * 60);

/** A departure time window: from and to, by the hour; the whole day is no filter. */
export function TimeWindowField({
  legend,
  value,
  onChange,
  offered,
}: {
  legend: string;
  value: NumberRange | null;
  onChange: (window: NumberRange | null) => void;
  /** earliest and latest departures on offer, 'HH:MM' */
  offered: { min: string; max: string } | null;
}) {
  const { t } = useFlightsTranslation();
  const id = useId();
  const from = value?.from ?? 0;
  const to = value?.to ?? MINUTES_PER_DAY;
  const choices = (current: number) => [...new Set([...HOURS, current])].sort((a, b) => a - b);
  const set = (next: NumberRange) =>
    onChange(next.from === 0 && next.to === MINUTES_PER_DAY ? null : next);
  return (
    <fieldset
      className="remote-flights-filter"
      aria-describedby={offered ? `${id}-offered` : undefined}
    >
      <legend className="remote-flights-filter__legend">{legend}</legend>
      {offered ? (
        <p id={`${id}-offered`} className="remote-flights-filter__note">
          {t('filters.timeOffered', offered)}
        </p>
      ) : null}
      <div className="remote-flights-filter__pair">
        <label htmlFor={`${id}-from`}>{t('filters.from')}</label>
        <select
          id={`${id}-from`}
          value={from}
          onChange={(event) => {
            const next = Number(event.target.value);
            set({ from: next, to: Math.max(to, Math.min(next + 60, MINUTES_PER_DAY)) });
          }}
        >
          {choices(from)
            .filter((minutes) => minutes < MINUTES_PER_DAY)
            .map((minutes) => (
              <option key={minutes} value={minutes}>
                {clockOfMinutes(minutes)}
              </option>
            ))}
        </select>
        <label htmlFor={`${id}-to`}>{t('filters.to')}</label>
        <select
          id={`${id}-to`}
          value={to}
          onChange={(event) => {
            const next = Number(event.target.value);
            set({ from: Math.min(from, Math.max(next - 60, 0)), to: next });
          }}
        >
          {choices(to)
            .filter((minutes) => minutes > 0)
            .map((minutes) => (
              <option key={minutes} value={minutes}>
                {clockOfMinutes(minutes)}
              </option>
            ))}
        </select>
      </div>
    </fieldset>
  );
}
