/** Amounts for people, in the current language with the amount's own currency. */
import type { Money } from '@storefront/shared/domain/money';

export function formatMoney(money: Money, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency: money.currency }).format(
      money.amount,
    );
  } catch {
    // a currency code Intl does not know: the amount with the code, never a wrong symbol
    return `${new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(money.amount)} ${money.currency}`;
  }
}

/** The symbol (or code) of a currency in a language: '€', 'US$', 'CHF'. */
export function currencySymbol(currency: string, language: string): string {
  try {
    const parts = new Intl.NumberFormat(language, { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
