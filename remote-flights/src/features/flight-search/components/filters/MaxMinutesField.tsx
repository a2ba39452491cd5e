import { useId } from 'react';
import { useFlightsTranslation } from '../../../../hooks/useFlightsTranslation';
import { durationParts } from '../../../../lib/format';
import { maxMinutesChoices } from '../../../../lib/metadata';

/** "At most this long" (connection time, trip duration): any, or one of the offered steps. */
export function MaxMinutesField({
  label,
  value,
  onChange,
  offered,
  step,
}: {
  label: string;
  value: number | null;
  onChange: (minutes: number | null) => void;
  offered: { min: number; max: number } | null;
  step: number;
}) {
  const { t } = useFlightsTranslation();
  const id = useId();
  const choices = maxMinutesChoices(offered, value, step);
  return (
    <div className="remote-flights-filter">
      <label className="remote-flights-filter__legend" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
      >
        <option value="">{t('filters.anyDuration')}</option>
        {choices.map((minutes) => (
          <option key={minutes} value={minutes}>
            {t('filters.upTo', { duration: t('duration', durationParts(minutes)) })}
          </option>
        ))}
      </select>
    </div>
  );
}
