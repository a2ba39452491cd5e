/**
 * The list of a form's problems at its top, shown after a failed submit: announced (role=alert),
 * focused, and each problem a link that puts the focus in its field.
 */
import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';

export type FormProblem = { fieldId: string; message: string };

/** Reads the error of a field path ('travellers.0.firstName') from react-hook-form's errors. */
export function errorAt(errors: FieldErrors<FieldValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'object' || node === null) return undefined;
  const message = (node as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

export function ErrorSummary({
  title,
  problems,
  focusKey,
}: {
  title: string;
  problems: readonly FormProblem[];
  /** changes on every failed submit, so the summary takes the focus again */
  focusKey: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length > 0) ref.current?.focus();
    // focus again on each failed submit, not on each keystroke that changes the list
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);
  if (problems.length === 0) return null;
  return (
    <div
      ref={ref}
      className="cart-error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby={`error-summary-${focusKey}`}
    >
      <h3 id={`error-summary-${focusKey}`} className="cart-error-summary__title">
        {title}
      </h3>
      <ul className="cart-error-summary__list">
        {problems.map((problem) => (
          <li key={`${problem.fieldId}:${problem.message}`}>
            <a
              href={`#${problem.fieldId}`}
              onClick={(event) => {
                const field = document.getElementById(problem.fieldId);
                if (!field) return;
                event.preventDefault();
                field.focus();
                field.scrollIntoView?.({ block: 'center' });
              }}
            >
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
