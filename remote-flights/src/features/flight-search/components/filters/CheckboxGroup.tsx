import { formatNumber } from '@storefront/shared/domain/format';
import { useId } from 'react';

export type CheckboxOption = { value: string; label: string; count?: number | undefined };

/** A fieldset of checkboxes, each with what it filters and how many flights have it. */
export function CheckboxGroup({
  legend,
  options,
  selected,
  onChange,
  language,
  disabled = false,
  note,
}: {
  legend: string;
  options: readonly CheckboxOption[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  language: string;
  disabled?: boolean;
  /** said under the legend (e.g. why the group is disabled) */
  note?: string | undefined;
}) {
  const noteId = useId();
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <fieldset
      className="remote-flights-filter"
      disabled={disabled}
      aria-describedby={note ? noteId : undefined}
    >
      <legend className="remote-flights-filter__legend">{legend}</legend>
      {note ? (
        <p id={noteId} className="remote-flights-filter__note">
          {note}
        </p>
      ) : null}
      {options.map((option) => (
        <label key={option.value} className="remote-flights-check">
          <input
            type="checkbox"
            checked={selected.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          <span className="remote-flights-check__label">{option.label}</span>
          {option.count !== undefined ? (
            <span className="remote-flights-check__count">
              ({formatNumber(option.count, language)})
            </span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}
