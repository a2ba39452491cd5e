/**
 * A search form filled from a link that does not fully describe a search says at once, on each
 * field, what the search still needs (no submit, no search); each message goes as soon as its
 * field is filled. The form library's own checks take over after the first submit.
 */
import { useEffect } from 'react';

export function useCheckAtOnce<Field extends string>({
  checkAtOnce,
  link,
  check,
  fieldsWithMessages,
  submitted,
  values,
}: {
  checkAtOnce: boolean;
  /** the link the form was filled from: another one is checked anew */
  link?: string;
  /** checks the given fields, or every field (react-hook-form's `trigger`: stable) */
  check: (fields?: Field[]) => unknown;
  fieldsWithMessages: readonly Field[];
  submitted: boolean;
  /** the form's values, as anything that changes when they do */
  values: unknown;
}): void {
  useEffect(() => {
    if (checkAtOnce) void check();
  }, [checkAtOnce, check, link]);
  const shown = fieldsWithMessages.join();
  const valuesKey = JSON.stringify(values);
  useEffect(() => {
    if (!checkAtOnce || submitted || shown === '') return;
    void check(shown.split(',') as Field[]);
    // valuesKey stands for the values: a field filled is checked again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valuesKey]);
}
