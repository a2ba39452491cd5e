import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { brandUrl } from '../env';

/** The deal search (/deal-search), in Spanish (the default brand's language). */
export class DealSearchPage {
  constructor(readonly page: Page) {}

  async goto(query = '', brand = 'sunsea') {
    await this.page.goto(brandUrl(brand, `/deal-search${query}`));
    await expect(this.heading()).toBeVisible();
  }

  main() {
    return this.page.getByRole('main');
  }

  heading() {
    return this.main().getByRole('heading', { level: 1, name: 'Buscar ofertas' });
  }

  form() {
    return this.main().getByRole('form', { name: 'Filtra las ofertas' });
  }

  product() {
    return this.form().getByLabel('Tipo de viaje');
  }

  destination() {
    return this.form().getByLabel('Destino');
  }

  outboundDate() {
    return this.form().getByLabel('Salida a partir del');
  }

  returnDate() {
    return this.form().getByLabel('Regreso como muy tarde el');
  }

  budget() {
    return this.form().getByLabel(/^Presupuesto máximo por persona/);
  }

  async apply() {
    await this.form().getByRole('button', { name: 'Mostrar ofertas' }).click();
  }

  results() {
    return this.main().getByRole('group', { name: 'Resultados' });
  }

  count() {
    return this.results().getByRole('status');
  }

  cards() {
    return this.results().getByRole('article');
  }

  /** The search parameters of every shown deal's link. */
  async shownSearches(): Promise<URLSearchParams[]> {
    const hrefs = await this.results()
      .getByRole('link', { name: /^Ver disponibilidad/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    return hrefs.map((href) => new URLSearchParams(href.split('?')[1] ?? ''));
  }

  /** The query string of the page, without the '?'. */
  query(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }
}
