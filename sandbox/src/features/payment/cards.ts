/**
 * The provider's card rules: the number (Luhn), the expiry (this month or later), the security
 * code (length by card brand) and the name; and the test cards, each with its outcome.
 */
import type { PaymentReason } from './payment-store';

export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'OTHER';
export type CardField = 'number' | 'expiry' | 'code' | 'name';
export type CardProblem =
  | 'required'
  | 'numberInvalid'
  | 'expiryFormat'
  | 'expiryPast'
  | 'codeLength3'
  | 'codeLength4'
  | 'nameInvalid';

export type CardInput = { number: string; expiry: string; code: string; name: string };
export type CardOutcome =
  { kind: 'approve' } | { kind: 'decline'; reason: PaymentReason } | { kind: 'challenge' };

/** Test cards (any future expiry, any name, a code of the brand's length). */
export const TEST_CARDS = {
  success: '4242424242424242',
  successMastercard: '5555555555554444',
  successAmex: '378282246310005',
  insufficientFunds: '4000000000009995',
  cardExpired: '4000000000000069',
  challenge: '4000000000003220',
} as const;

/** The one-time code the 3-D Secure challenge accepts. */
export const CHALLENGE_CODE = '123456';

export const digitsOf = (number: string): string => number.replace(/[\s-]/g, '');

export function luhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MASTERCARD';
  return 'OTHER';
}

/** Every problem of a card form, by field (empty when the card can be tried). */
export function validateCard(
  input: CardInput,
  now: number,
): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const digits = digitsOf(input.number);
  if (digits === '') problems.number = 'required';
  else if (!luhn(digits)) problems.number = 'numberInvalid';

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  if (input.expiry.trim() === '') problems.expiry = 'required';
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12)
    problems.expiry = 'expiryFormat';
  else {
    const month = Number(expiry[1]);
    const year = Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]);
    const today = new Date(now);
    if (year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1)
      problems.expiry = 'expiryPast';
  }

  const codeLength = cardBrand(digits) === 'AMEX' ? 4 : 3;
  if (input.code.trim() === '') problems.code = 'required';
  else if (!new RegExp(`^\\d{${codeLength}}$`).test(input.code.trim()))
    problems.code = codeLength === 4 ? 'codeLength4' : 'codeLength3';

  const name = input.name.trim();
  if (name === '') problems.name = 'required';
  else if (name.length < 2 || name.length > 80 || /[\d<>]/.test(name))
    problems.name = 'nameInvalid';
  return problems;
}

/** What the provider does with a valid card. */
export function cardOutcome(digits: string): CardOutcome {
  switch (digits) {
    case TEST_CARDS.insufficientFunds:
      return { kind: 'decline', reason: 'INSUFFICIENT_FUNDS' };
    case TEST_CARDS.cardExpired:
      return { kind: 'decline', reason: 'CARD_EXPIRED' };
    case TEST_CARDS.challenge:
      return { kind: 'challenge' };
    default:
      return { kind: 'approve' };
  }
}
