import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { brandUrl } from '../env';

/**
 * The deals list (/deals) as a shopper meets it, in the brand's language: `labels` holds the
 * few words the tests look for.
 */
export const DEALS_LABELS = {
  es: {
    heading: 'Ofertas',
    count: /^Ofertas encontradas: (\d+)$/,
    cta: /^Ver disponibilidad/,
    productNav: 'Tipo de viaje',
    retry: 'Reintentar',
    error: 'No hemos podido cargar las ofertas.',
  },
  en: {
    heading: 'Deals',
    count: /^Deals found: (\d+)$/,
    cta: /^Check availability/,
    productNav: 'Type of trip',
    retry: 'Try again',
    error: 'We could not load the deals.',
  },
  fr: {
    heading: 'Offres',
    count: /^Offres trouvées : (\d+)$/,
    cta: /^Voir les disponibilités/,
    productNav: 'Type de voyage',
    retry: 'Réessayer',
    error: "Nous n'avons pas pu charger les offres.",
  },
  it: {
    heading: 'Offerte',
    count: /^Offerte trovate: (\d+)$/,
    cta: /^Verifica disponibilità/,
    productNav: 'Tipo di viaggio',
    retry: 'Riprova',
    error: 'Non siamo riusciti a caricare le offerte.',
  },
} as const;
export type DealsLanguage = keyof typeof DEALS_LABELS;

export class DealsPage {
  readonly labels: (typeof DEALS_LABELS)[DealsLanguage];

  constructor(
    readonly page: Page,
    language: DealsLanguage = 'es',
  ) {
    this.labels = DEALS_LABELS[language];
  }

  async goto(brand: string, query = '') {
    await this.page.goto(brandUrl(brand, `/deals${query}`));
    await expect(this.heading()).toBeVisible();
  }

  main() {
    return this.page.getByRole('main');
  }

  heading() {
    return this.main().getByRole('heading', { level: 1, name: this.labels.heading, exact: true });
  }

  /** The live count of the list ("Ofertas encontradas: 12"). */
  count() {
    return this.main().getByRole('status').filter({ hasText: this.labels.count });
  }

  async waitForDeals(expected: number) {
    await expect(this.count()).toHaveText(this.labels.count);
    await expect(this.cards()).toHaveCount(expected);
  }

  cards() {
    return this.main().getByRole('article');
  }

  card(index: number): Locator {
    return this.cards().nth(index);
  }

  cardLink(index: number): Locator {
    return this.card(index).getByRole('link', { name: this.labels.cta });
  }

  productNav() {
    return this.main().getByRole('navigation', { name: this.labels.productNav });
  }

  errorAlert() {
    return this.main().getByRole('alert').filter({ hasText: this.labels.error });
  }
}
