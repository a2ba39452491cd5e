/**
 * The flights screens (/F, /FF, /memSearch) as a shopper meets them, and what the tests read
 * back from the sandbox: the proposals requests this page's search made, the faults left, the
 * cart a choice created.
 */
import { expect } from '@playwright/test';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { SANDBOX_URL, SCHEME, brandUrl } from '../env';
import { callsTo } from '../sandbox';
import type { CallRecord } from '../sandbox';

export const PROPOSALS_CALL = 'ShoppingTransportService/RetrieveProposals';
export const CREATE_SEARCH_CALL = 'ShoppingTransportService/CreateSearch';

/** A date `days` from today, as the search URL writes it (yyyyMMdd). */
export function urlDate(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
}

/** The ISO form of a yyyyMMdd date. */
export const isoDate = (compact: string) =>
  `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}`;

export type FlightLink = {
  departure: string;
  destination: string;
  outboundDate: string;
  returnDate?: string;
  adults?: number;
  childrenAges?: number[];
  extra?: Record<string, string>;
};

export function flightQuery(link: FlightLink): string {
  const params = new URLSearchParams({
    departure: link.departure,
    destination: link.destination,
    outboundDate: link.outboundDate,
  });
  if (link.returnDate) params.set('returnDate', link.returnDate);
  if (link.adults !== undefined) params.set('adults', String(link.adults));
  if (link.childrenAges?.length) params.set('childrenAges', link.childrenAges.join('-'));
  for (const [key, value] of Object.entries(link.extra ?? {})) params.set(key, value);
  return params.toString();
}

type Facet = { name: string; values?: string[]; from?: string | number; to?: string | number };
export type ProposalsBody = {
  facets?: Facet[];
  sort?: { name: string; ascending: boolean };
  page?: { number: number; size: number };
  filtersMetadata?: boolean;
  staticData?: { language: string };
};

/** Consent already given, so the banner stays out of the way (the shell's tests cover it). */
export async function withConsent(context: BrowserContext, brand: string) {
  await context.addCookies([
    {
      name: 'cookies-acceptance',
      value: 'technical',
      domain: `${brand}.localhost`,
      path: '/',
    },
  ]);
}

export class FlightsScreen {
  /** the search id the page's last CreateSearch answered */
  searchId: string | null = null;
  /** RetrieveProposals requests this page sent, in order */
  readonly proposalRequests: ProposalsBody[] = [];

  constructor(
    readonly page: Page,
    readonly brand: string,
  ) {
    page.on('response', async (response) => {
      if (!response.url().includes(`/${CREATE_SEARCH_CALL}`) || !response.ok()) return;
      const body = (await response.json().catch(() => null)) as {
        result?: { searchId?: string };
      } | null;
      if (body?.result?.searchId) this.searchId = body.result.searchId;
    });
    page.on('request', (request) => {
      if (request.url().includes(`/${PROPOSALS_CALL}`)) {
        this.proposalRequests.push(request.postDataJSON() as ProposalsBody);
      }
    });
  }

  get domain() {
    return `${this.brand}.localhost`;
  }

  async open(path: '/F' | '/FF' | '/memSearch', query = '') {
    await withConsent(this.page.context(), this.brand);
    await this.page.goto(brandUrl(this.brand, query ? `${path}?${query}` : path));
  }

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  field(name: string | RegExp): Locator {
    return this.page.getByRole('combobox', { name });
  }

  results(name: string | RegExp = 'Resultados') {
    return this.page.getByRole('region', { name });
  }

  status(results = this.results()) {
    return results.getByRole('status');
  }

  cards(results = this.results()) {
    return results.getByRole('article');
  }

  filters(name: string | RegExp = 'Filtros') {
    return this.page.getByRole('complementary', { name });
  }

  /** A filter group (a fieldset) by its legend. */
  group(legend: string | RegExp) {
    return this.filters().getByRole('group', { name: legend });
  }

  /** On a phone: the one line that stands for the folded form. */
  get summary(): Locator {
    return this.page.getByRole('main').locator('.sf-summary__text');
  }

  /** On a phone: the summary's button that unfolds the form. */
  get editSearch(): Locator {
    return this.page.getByRole('button', { name: 'Editar la búsqueda' });
  }

  /** The search form (folded on a phone while it shows results). */
  get searchForm(): Locator {
    return this.page.getByRole('region', { name: 'Buscar vuelos' });
  }

  /** On a phone: the button that opens the filters' sheet, saying how many flights. */
  get filtersButton(): Locator {
    return this.page.getByRole('button', { name: /^Filtros · / });
  }

  /** On a phone: the filters' full-screen sheet. */
  get filtersSheet(): Locator {
    return this.page.getByRole('dialog', { name: 'Filtros' });
  }

  /** Waits for the list to show `count` flights found (e.g. after a change). */
  async expectFound(text: RegExp, results = this.results()) {
    await expect(this.status(results)).toHaveText(text, { timeout: 20_000 });
    await expect(results).not.toHaveAttribute('aria-busy', 'true');
    // The list's code arrives with the first search; its placeholder cards stand until then.
    await expect(results.locator('.remote-flights-loading')).toHaveCount(0);
  }

  /**
   * The RetrieveProposals requests the sandbox recorded for this page's search since `since`,
   * read from its call log (the last 20 of every brand: checked right after the call).
   */
  async recorded(since: number): Promise<CallRecord[]> {
    const all = await callsTo(PROPOSALS_CALL);
    return all.filter(
      (call) =>
        call.brand === this.domain &&
        Date.parse(call.at) >= since - 1000 &&
        (this.searchId === null || call.query.searchId === this.searchId),
    );
  }

  /** Polls the sandbox's call log until a proposals request of this search matches `matches`. */
  async expectRequest(since: number, matches: (body: ProposalsBody) => boolean) {
    await expect
      .poll(
        async () =>
          (await this.recorded(since)).some((call) => matches(call.body as ProposalsBody)),
        { timeout: 15_000 },
      )
      .toBe(true);
  }
}

/** The facet of a request body, by name. */
export function facet(body: ProposalsBody, name: string): Facet | undefined {
  return body.facets?.find((item) => item.name === name);
}

/** Faults still pending for a brand (sandbox control API). */
export async function pendingFaults(domain: string) {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/faults`);
  const { faults } = (await response.json()) as {
    faults: {
      id: string;
      call: string;
      kind: string;
      remaining: number | null;
      brand: string;
      fired: number;
    }[];
  };
  return faults.filter((fault) => fault.brand === domain);
}

/** The cart as the sandbox holds it, read with the page's own bearer. */
export async function sandboxCart(context: BrowserContext, domain: string, cartId: string) {
  const token = (await context.cookies(`${SCHEME}://${domain}`)).find(
    (cookie) => cookie.name === 'Abp.AuthToken',
  )?.value;
  if (!token) throw new Error(`no Abp.AuthToken for ${domain}`);
  const response = await fetch(
    `${SANDBOX_URL}/api/services/app/CartApiService/RetrieveCartFull?cartId=${encodeURIComponent(cartId)}&requestUuid=${crypto.randomUUID()}`,
    { method: 'POST', headers: { authorization: `Bearer ${decodeURIComponent(token)}` } },
  );
  const envelope = (await response.json()) as {
    result: { cartId: string; products: { kind: string; details: unknown; title: string }[] };
  };
  return envelope.result;
}
