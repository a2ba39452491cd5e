/**
 * The payment provider's hosted page (played by the sandbox on its own origin) as a shopper
 * meets it, in Spanish unless told: the card form, the 3-D Secure challenge, the way back.
 */
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PROVIDER_ORIGIN, SANDBOX_URL } from '../env';
import { activate, tabTo, typeInto } from './cart-keyboard';

/** The provider's test cards (README of the sandbox). */
export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  amex: '3782 822463 10005',
  insufficientFunds: '4000 0000 0000 9995',
  cardExpired: '4000 0000 0000 0069',
  challenge: '4000 0000 0000 3220',
} as const;
export const CHALLENGE_CODE = '123456';

export type Card = { number: string; expiry: string; code: string; name: string };
export const CARD: Card = {
  number: TEST_CARDS.success,
  expiry: '12/30',
  code: '123',
  name: 'Lucía García Pérez',
};

export class ProviderPage {
  constructor(readonly page: Page) {}

  async expectOpen() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Pago seguro' })).toBeVisible();
    expect(new URL(this.page.url()).origin).toBe(PROVIDER_ORIGIN);
  }
  field(name: 'number' | 'expiry' | 'code' | 'name') {
    const labels = {
      number: 'Número de tarjeta',
      expiry: 'Caducidad (MM/AA)',
      code: 'Código de seguridad',
      name: 'Titular de la tarjeta',
    };
    return this.page.getByRole('textbox', { name: labels[name], exact: true });
  }
  payButton() {
    return this.page.getByRole('button', { name: /^Pagar / });
  }
  /** Fills the card form with the keyboard. */
  async fillCard(card: Partial<Card> = {}) {
    const filled = { ...CARD, ...card };
    for (const name of ['number', 'expiry', 'code', 'name'] as const)
      await typeInto(this.page, this.field(name), filled[name]);
  }
  async pay(card: Partial<Card> = {}) {
    await this.fillCard(card);
    await activate(this.page, this.payButton());
  }
  async leave() {
    await activate(
      this.page,
      this.page.getByRole('link', { name: 'Volver a la tienda sin pagar' }),
    );
  }
  async answerChallenge(code: string) {
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Confirma tu identidad' }),
    ).toBeVisible();
    await typeInto(
      this.page,
      this.page.getByRole('textbox', { name: 'Código de un solo uso' }),
      code,
    );
    await activate(this.page, this.page.getByRole('button', { name: 'Confirmar' }));
  }
  async cancelChallenge() {
    await tabTo(this.page, this.page.getByRole('button', { name: 'Cancelar el pago' }));
    await this.page.keyboard.press('Enter');
  }
}

export type SandboxPayment = {
  paymentId: string;
  reference: string;
  status: string;
  reason: string | null;
  charges: number;
  orderId: string | null;
};

/** The sandbox's record of a cart's payments, the orders placed for it and refused repeats. */
export async function paymentsOf(
  cartId: string,
): Promise<{ items: SandboxPayment[]; orders: number; refusedDuplicates: number }> {
  const response = await fetch(
    `${SANDBOX_URL}/__sandbox/payments?cartId=${encodeURIComponent(cartId)}`,
  );
  if (!response.ok) throw new Error(`payments of ${cartId}: ${response.status}`);
  return (await response.json()) as {
    items: SandboxPayment[];
    orders: number;
    refusedDuplicates: number;
  };
}
