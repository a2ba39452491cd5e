import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { writeDraft } from '../../lib/session-store';

/** Keeps what is typed in a form as the cart's draft for this session, on every change. */
export function useDraftSync<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  cartId: string,
  name: string,
): void {
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => writeDraft(cartId, name, values),
      }),
    [subscribe, cartId, name],
  );
}
