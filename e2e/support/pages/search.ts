/**
 * Page objects of the search remote's screens (landing, hotels-and-packages search and results,
 * hotel detail), in the sunsea brand's language (es) unless a test says otherwise, plus the
 * helpers its specs share: future dates for deep links and the sandbox's record of
 * RetrieveProposals for a brand.
 */
import { expect } from '@playwright/test';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { brandUrl } from '../env';
import { callsTo } from '../sandbox';
import type { CallRecord } from '../sandbox';

/** A calendar date `days` from today, as the search URL writes it (YYYYMMDD). */
export function urlDate(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
}

/** A stay 60 days from now, a week long. */
export const STAY = { outboundDate: urlDate(60), returnDate: urlDate(67) };

export const searchUrl = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;

/** The brand's consent choice made beforehand, so the banner does not sit over the screens. */
export async function acceptCookies(context: BrowserContext, brands: string[] = ['sunsea']) {
  await context.addCookies(
    brands.map((brand) => ({
      name: 'cookies-acceptance',
      value: 'technical,measurement',
      domain: `${brand}.localhost`,
      path: '/',
    })),
  );
}

type ProposalsBody = {
  facets?: Array<{ name: string; values?: string[]; from?: unknown; to?: unknown }>;
  sort?: { name: string; ascending: boolean };
  page?: { number: number; size: number };
  filtersMetadata?: boolean;
};

/**
 * The RetrieveProposals calls the sandbox recorded for a brand since `since` (its log keeps the
 * last 20 of every brand: read it right after the call).
 */
export async function proposalCalls(brand: string, since: number) {
  const calls: CallRecord[] = await callsTo('ShoppingHDPService/RetrieveProposals');
  return calls
    .filter((call) => call.brand === brand && Date.parse(call.at) >= since)
    .map((call) => call.body as ProposalsBody);
}

/** Waits until the sandbox has recorded a RetrieveProposals of `brand` that `matches`. */
export async function expectProposalCall(
  brand: string,
  since: number,
  matches: (body: ProposalsBody) => boolean,
) {
  await expect
    .poll(async () => (await proposalCalls(brand, since)).some(matches), { timeout: 10_000 })
    .toBe(true);
}

export const facetOf = (body: ProposalsBody, name: string) =>
  body.facets?.find((facet) => facet.name === name);

export class LandingPage {
  constructor(readonly page: Page) {}

  goto(brand = 'sunsea') {
    return this.page.goto(brandUrl(brand));
  }

  get selector(): Locator {
    return this.page.getByRole('navigation', { name: '¿Qué quieres reservar?' });
  }
}

export class SearchPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  get form(): Locator {
    return this.main.getByRole('form', { name: 'Buscar hoteles y paquetes' });
  }

  get results(): Locator {
    return this.main.getByRole('region', { name: /^Alojamientos en|^Resultados/ });
  }

  get count(): Locator {
    return this.results
      .getByRole('status')
      .filter({ hasText: /alojamiento|Buscando/ })
      .first();
  }

  get hotels(): Locator {
    return this.results.getByRole('article');
  }

  get filters(): Locator {
    return this.main.getByRole('complementary', { name: 'Filtros' });
  }

  /** Waits for a settled list and answers how many stays it announces. */
  async total(): Promise<number> {
    await expect(this.count).toHaveText(/alojamientos? encontrados?|No se han encontrado/, {
      timeout: 20_000,
    });
    // The list's code arrives with the first search; its placeholder cards stand until then.
    await expect(this.results.locator('.rs-hotels--placeholder')).toHaveCount(0);
    const text = (await this.count.textContent()) ?? '';
    const match = /^([\d.]+)/.exec(text);
    return match ? Number(match[1]?.replace(/\./g, '')) : 0;
  }

  async choosePlace(label: 'Destino' | 'Origen', typed: string, option: RegExp) {
    const input = this.form.getByRole('combobox', { name: label });
    await input.fill(typed);
    await this.page.getByRole('option', { name: option }).first().click();
  }

  /** Picks a stay in the calendar `monthsAhead` months from now, from day `from` to day `to`. */
  async chooseDates(monthsAhead: number, from: number, to: number) {
    await this.form.getByRole('button', { name: /^Fechas/ }).click();
    const calendar = this.page.getByRole('group', { name: 'Fechas' });
    for (let n = 0; n < monthsAhead; n += 1) {
      await calendar.getByRole('button', { name: 'Ir al mes siguiente' }).click();
    }
    await calendar.getByRole('button', { name: new RegExp(`, ${from} de `) }).click();
    await calendar.getByRole('button', { name: new RegExp(`, ${to} de `) }).click();
    await expect(calendar).toBeHidden();
  }

  async submit() {
    await this.form.getByRole('button', { name: 'Buscar' }).click();
  }

  /** On a phone: the one line that stands for the folded form. */
  get summary(): Locator {
    return this.main.locator('.sf-summary__text');
  }

  /** On a phone: the summary's button that unfolds the form. */
  get editSearch(): Locator {
    return this.main.getByRole('button', { name: 'Editar la búsqueda' });
  }

  /** The filters' button of the results' bar (on a phone it also says how many stays). */
  get filtersButton(): Locator {
    return this.results.getByRole('button', { name: /^Filtros\b/ });
  }

  /** On a phone: the filters' full-screen sheet. */
  get filtersSheet(): Locator {
    return this.page.getByRole('dialog', { name: 'Filtrar alojamientos' });
  }
}
