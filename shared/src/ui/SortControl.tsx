/**
 * The order of a results list: a labelled select of the screen's orders. A screen whose order is
 * fixed (a free-flight brand sorts by price, spec section 5) passes `lockedBecause`: the select
 * shows the order, cannot be changed, and says why.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './results-controls.css';

export type SortOption = { value: string; label: string };

export function SortControl({
  value,
  options,
  onChange,
  lockedBecause,
}: {
  /** the chosen order, one of the options' values */
  value: string;
  options: readonly SortOption[];
  onChange: (value: string) => void;
  /** why the order cannot be changed; none: it can */
  lockedBecause?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sf-sort">
      <label htmlFor={id}>{t('sortControl.label')}</label>
      <select
        id={id}
        value={value}
        disabled={lockedBecause !== undefined}
        aria-describedby={lockedBecause !== undefined ? `${id}-why` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {lockedBecause !== undefined ? (
        <p id={`${id}-why`} className="sf-sort__why">
          {lockedBecause}
        </p>
      ) : null}
    </div>
  );
}
