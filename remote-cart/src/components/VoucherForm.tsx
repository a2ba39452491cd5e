/**
 * A voucher: apply a code (ApplyVoucherToCart), see it and its discount, remove it
 * (RemoveVoucherFromCart). The cart that comes back carries the new total. A code the backend
 * refuses (VOUCHER_INVALID) is explained by its reason (expired, unknown, a total too small),
 * announced, tied to the field, and left in the field to be corrected.
 */
import { formatPrice } from '@storefront/shared/domain/format';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { applyVoucherToCart, removeVoucherFromCart } from '@storefront/shared/api/cart';
import type { Voucher } from '@storefront/shared/domain/cart';
import { callErrorKey, useCartChange } from '../lib/cart-call';
import { useCartStrings } from '../lib/i18n';
import { readDraft } from '../lib/session-store';
import { voucherRefusalKey } from '../lib/voucher-refusal';
import { useDraftSync } from './form/use-draft';
import { TextField } from './form/fields';
import './cart.css';
import { CartSection } from './CartSection';
import { useCartEditing } from './cart-editing';

const voucherSchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.voucherRequired'),
      z.regex(/^[A-Za-z0-9_-]{3,32}$/, 'validation.voucherFormat'),
    ),
});
type VoucherValues = z.infer<typeof voucherSchema>;
const isVoucherDraft = (value: unknown): value is VoucherValues =>
  typeof value === 'object' && value !== null && typeof (value as VoucherValues).code === 'string';

export function VoucherForm({
  voucher,
  disabled = false,
}: {
  voucher: Voucher | null;
  disabled?: boolean;
}) {
  const { t, language } = useCartStrings();
  const { cartId, onCart } = useCartEditing();
  const change = useCartChange();
  const id = useId();
  const [failure, setFailure] = useState<{ key: string; code?: string } | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useForm<VoucherValues>({
    resolver: zodResolver(voucherSchema),
    defaultValues: readDraft(cartId, 'voucher', isVoucherDraft) ?? { code: '' },
    shouldFocusError: true,
  });
  useDraftSync(form, cartId, 'voucher');
  const { errors } = form.formState;

  const apply = form.handleSubmit(async ({ code }) => {
    setBusy(true);
    setFailure(null);
    const outcome = await change(cartId, 'voucher', { apply: code.toUpperCase() }, (requestUuid) =>
      applyVoucherToCart(cartId, code, { requestUuid }),
    );
    setBusy(false);
    if (outcome.ok) {
      onCart(outcome.value);
      form.reset({ code: '' });
      const applied = outcome.value.voucher;
      setStatus(
        applied
          ? t('voucher.applied', {
              code: applied.code,
              discount: formatPrice(applied.discount, language),
              total: formatPrice(outcome.value.price.total, language),
            })
          : '',
      );
    } else if (!outcome.expired) {
      setStatus('');
      setFailure(
        outcome.code === 'VOUCHER_INVALID'
          ? { key: voucherRefusalKey(outcome.reason), code: code.trim().toUpperCase() }
          : { key: callErrorKey(outcome.code) },
      );
    }
  });

  const remove = async () => {
    setBusy(true);
    setFailure(null);
    const outcome = await change(cartId, 'voucher', { remove: voucher?.code }, (requestUuid) =>
      removeVoucherFromCart(cartId, { requestUuid }),
    );
    setBusy(false);
    if (outcome.ok) {
      onCart(outcome.value);
      setStatus(t('voucher.removed', { total: formatPrice(outcome.value.price.total, language) }));
    } else if (!outcome.expired) {
      setFailure({ key: callErrorKey(outcome.code) });
    }
  };

  const errorText = errors.code?.message ? t(errors.code.message) : undefined;
  return (
    <CartSection className="cart-voucher" level={2} title={t('voucher.title')}>
      {voucher ? (
        <div className="cart-voucher__current">
          <p>
            {voucher.applicable
              ? t('voucher.current', {
                  code: voucher.code,
                  discount: formatPrice(voucher.discount, language),
                })
              : t('voucher.notApplicable', { code: voucher.code })}
          </p>
          <button
            type="button"
            className="cart-button"
            onClick={() => void remove()}
            disabled={busy || disabled}
          >
            {t('voucher.remove', { code: voucher.code })}
          </button>
        </div>
      ) : null}
      <form className="cart-voucher__form" noValidate onSubmit={(event) => void apply(event)}>
        <TextField
          id={`${id}-code`}
          label={voucher ? t('voucher.replaceLabel') : t('voucher.label')}
          hint={t('voucher.hint')}
          error={errorText}
          registration={form.register('code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={disabled}
          refusedBy={failure?.code ? `${id}-refusal` : undefined}
        />
        <button type="submit" className="cart-button" disabled={busy || disabled}>
          {t('voucher.apply')}
        </button>
      </form>
      {failure ? (
        <p id={`${id}-refusal`} className="cart-alert cart-alert--error" role="alert">
          {t(failure.key, { code: failure.code })}
        </p>
      ) : null}
      <p className="cart-visually-hidden-when-empty" role="status">
        {status}
      </p>
    </CartSection>
  );
}
