/**
 * Labelled form fields: every control has a visible label, an optional hint, and its error right
 * below it, tied to the control with aria-describedby and marked with aria-invalid. Error texts
 * arrive translated; the form's ErrorSummary announces them.
 */
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Described = { id: string; hint?: string | undefined; error?: string | undefined };

function describedBy({ id, hint, error }: Described): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Hint({ id, hint }: Described) {
  return hint ? (
    <p id={`${id}-hint`} className="cart-field__hint">
      {hint}
    </p>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="cart-field__error">
      <span aria-hidden="true">⚠ </span>
      {error}
    </p>
  ) : null;
}

type TextFieldProps = Described & {
  label: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  /** a message shown elsewhere that refuses the value (a backend's answer): its element's id */
  refusedBy?: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

export function TextField({
  id,
  label,
  hint,
  error,
  registration,
  required,
  className,
  refusedBy,
  ...input
}: TextFieldProps) {
  return (
    <div className={`cart-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="cart-field__label">
        {label}
      </label>
      <Hint id={id} hint={hint} />
      <input
        id={id}
        className="cart-field__control"
        aria-invalid={error || refusedBy ? true : undefined}
        aria-describedby={
          [describedBy({ id, hint, error }), refusedBy].filter(Boolean).join(' ') || undefined
        }
        aria-required={required || undefined}
        {...input}
        {...registration}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

type SelectFieldProps = Described & {
  label: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  /** the empty first option's text; none when absent */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

export function SelectField({
  id,
  label,
  hint,
  error,
  registration,
  required,
  placeholder,
  options,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <div className={`cart-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="cart-field__label">
        {label}
      </label>
      <Hint id={id} hint={hint} />
      <select
        id={id}
        className="cart-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error })}
        aria-required={required || undefined}
        {...select}
        {...registration}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

type TextAreaFieldProps = Described & {
  label: string;
  registration: UseFormRegisterReturn;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

export function TextAreaField({
  id,
  label,
  hint,
  error,
  registration,
  ...area
}: TextAreaFieldProps) {
  return (
    <div className="cart-field">
      <label htmlFor={id} className="cart-field__label">
        {label}
      </label>
      <Hint id={id} hint={hint} />
      <textarea
        id={id}
        className="cart-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error })}
        {...area}
        {...registration}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

type CheckboxFieldProps = Described & {
  label: ReactNode;
  registration: UseFormRegisterReturn;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

export function CheckboxField({
  id,
  label,
  hint,
  error,
  registration,
  ...input
}: CheckboxFieldProps) {
  return (
    <div className="cart-field cart-field--check">
      <input
        id={id}
        type="checkbox"
        className="cart-field__check"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error })}
        {...input}
        {...registration}
      />
      <label htmlFor={id} className="cart-field__check-label">
        {label}
      </label>
      <Hint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

export type DatePartsRegistration = {
  day: UseFormRegisterReturn;
  month: UseFormRegisterReturn;
  year: UseFormRegisterReturn;
};

/**
 * A date as three short text fields (day, month, year) in a fieldset: typed by keyboard in any
 * language without a picker, the way public-service forms ask for dates of birth.
 */
export function DatePartsField({
  id,
  legend,
  hint,
  error,
  labels,
  registration,
  autoComplete,
}: Described & {
  legend: string;
  labels: { day: string; month: string; year: string };
  registration: DatePartsRegistration;
  /** e.g. 'bday' gives bday-day, bday-month, bday-year; with a section prefix when given */
  autoComplete?: { section?: string; token: 'bday' } | undefined;
}) {
  const described = describedBy({ id, hint, error });
  const complete = (part: 'day' | 'month' | 'year') =>
    autoComplete
      ? `${autoComplete.section ? `${autoComplete.section} ` : ''}${autoComplete.token}-${part}`
      : 'off';
  const parts = [
    { part: 'day', size: 2, max: 2 },
    { part: 'month', size: 2, max: 2 },
    { part: 'year', size: 4, max: 4 },
  ] as const;
  return (
    <fieldset className="cart-field cart-date" aria-describedby={described}>
      <legend className="cart-field__label">{legend}</legend>
      <Hint id={id} hint={hint} />
      <div className="cart-date__parts">
        {parts.map(({ part, size, max }) => (
          <div key={part} className={`cart-date__part cart-date__part--${part}`}>
            <label htmlFor={part === 'day' ? id : `${id}-${part}`} className="cart-date__label">
              {labels[part]}
            </label>
            <input
              id={part === 'day' ? id : `${id}-${part}`}
              className="cart-field__control"
              inputMode="numeric"
              size={size}
              maxLength={max}
              autoComplete={complete(part)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...registration[part]}
            />
          </div>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
