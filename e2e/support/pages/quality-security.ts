/**
 * Tools of the quality suite's security checks: a trap that records any script payload that
 * runs, brand configurations and environments rewritten at the network edge, and a record of
 * everything a page sends (URLs, headers, bodies) to search for secrets.
 */
import type { Page, Request, Route } from '@playwright/test';

/** Every payload writes `window.__xss = '<where>'`; the trap records it (and any dialog). */
export async function trapPayloads(page: Page) {
  await page.addInitScript(() => {
    const fired: string[] = [];
    Object.defineProperty(window, '__xssFired', { value: fired });
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => undefined,
      set: (value: unknown) => fired.push(String(value)),
    });
    window.alert = (message?: unknown) => fired.push(`alert: ${String(message)}`);
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    /** what ran: payload marks and dialogs */
    fired: async () => [
      ...(await page.evaluate(
        () => (window as unknown as { __xssFired: string[] }).__xssFired ?? [],
      )),
      ...dialogs.map((message) => `dialog: ${message}`),
    ],
  };
}

/** Elements or attributes a payload would have created if the page parsed it as markup. */
export function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name))
          found.push(`${element.tagName.toLowerCase()}[${attribute.name}]`);
        // where a javascript: or data: URL runs (an img never runs one: its src is not listed)
        const runs =
          ['href', 'action', 'formaction', 'srcdoc', 'data'].includes(attribute.name) ||
          (attribute.name === 'src' &&
            /^(IFRAME|FRAME|EMBED|OBJECT|SCRIPT)$/.test(element.tagName));
        if (
          runs &&
          /^\s*(javascript|data):/i.test(attribute.value) &&
          /__xss/.test(attribute.value)
        )
          found.push(`${element.tagName.toLowerCase()}[${attribute.name}=${attribute.value}]`);
      }
      if (element.tagName === 'SCRIPT' && /__xss/.test(element.textContent ?? '')) {
        // a script that runs; a data block (schema.org data, the server state) holds the text as
        // data, and then must hold no markup either (its `<` written as \u003c)
        const type = (element.getAttribute('type') ?? '').trim().toLowerCase();
        const runs =
          type === '' ||
          type === 'module' ||
          /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
        if (runs || (element.textContent ?? '').includes('<')) found.push('script with a payload');
      }
      if (element.tagName === 'IFRAME') found.push('iframe');
    }
    return found;
  });
}

const mark = (where: string) => `window.__xss='${where}'`;
/** A script payload in markup, marked with where it was put. */
export const payload = (where: string) =>
  `${where} <img src=x onerror="${mark(where)}"><script>${mark(where)}</script><svg onload="${mark(where)}">`;
/** A link that would run a payload if followed. */
export const scriptUrl = (where: string) => `javascript:${mark(where)}`;

type Attributes = Record<string, Record<string, unknown> & Record<string, unknown>>;

/** Every text and link of a brand configuration carrying a payload. */
export function poisonBrand(attributes: Attributes) {
  const brand = attributes.brand as Record<string, unknown>;
  Object.assign(brand, {
    brandName: payload('brandName'),
    pageTitle: `</title>${payload('pageTitle')}`,
    phoneNumber: `+34 900 ${payload('phone')}`,
    phonePrivacyPolicyUrl: scriptUrl('phonePrivacyPolicyUrl'),
    privacyPolicyUrl: scriptUrl('privacyPolicyUrl'),
    cookiesPolicyUrl: ` JaVaScRiPt:${mark('cookiesPolicyUrl')}`,
    termsUrl: `data:text/html,<script>${mark('termsUrl')}</script>`,
    customPointsLabel: payload('customPointsLabel'),
  });
  const landing = attributes.landing as Record<string, unknown>;
  for (const field of [
    'heroTitle',
    'heroSubtitle',
    'productExplanationTitle',
    'productExplanationSubtitle',
    'productExplanationDescription',
  ])
    landing[field] = payload(field);
  landing.heroBackground = `x" onerror="${mark('heroBackground')}`;
  const offers = attributes.offers as {
    deals: Record<string, string>[];
    destinations: Record<string, string>[];
  };
  for (const [index, deal] of offers.deals.entries()) {
    deal.title = payload(`deal ${index}`);
    deal.url = scriptUrl(`deal url ${index}`);
    deal.imageUrl = `javascript:${mark(`deal image ${index}`)}`;
  }
  for (const [index, destination] of offers.destinations.entries()) {
    destination.name = payload(`destination ${index}`);
    destination.url = `//evil.example/${index}`;
  }
  const proposals = attributes.destinationProposals as Record<string, Record<string, string>[]>;
  for (const [type, list] of Object.entries(proposals)) {
    if (!Array.isArray(list)) continue;
    for (const [index, proposal] of list.entries()) {
      proposal.name = payload(`${type} proposal ${index}`);
      proposal.title = payload(`${type} proposal title ${index}`);
      proposal.subtitle = payload(`${type} proposal subtitle ${index}`);
    }
  }
  const banners = attributes.promoBanners as Record<string, Record<string, string>>;
  for (const [type, banner] of Object.entries(banners)) {
    if (typeof banner !== 'object' || banner === null) continue;
    banner.ctaUrl = scriptUrl(`${type} banner`);
  }
  const theme = attributes.theme as Record<string, unknown> & { colors: Record<string, string> };
  theme.colors.primary = `red;}</style>${payload('colour')}<style>`;
  theme.logo = scriptUrl('logo');
  theme.favicon = `"><script>${mark('favicon')}</script>`;
}

/**
 * Rewrites the brand configuration the page loads (at the network edge, as the content service
 * would have answered it).
 */
export async function rewriteBrand(page: Page, change: (attributes: Attributes) => void) {
  await page.route('**/api/services/app/Strapi/GetConfig?**', async (route: Route) => {
    // Node cannot resolve *.localhost: fetched through the loopback address of the same server
    const response = await route.fetch({
      url: route
        .request()
        .url()
        .replace(/\/\/[a-z]+\.localhost:/, '//127.0.0.1:'),
    });
    const body = (await response.json()) as { result: { data: { attributes: Attributes } | null } };
    if (body.result.data) change(body.result.data.attributes);
    await route.fulfill({ response, json: body });
  });
}

/** Rewrites the environment settings (/environment.json) the page starts with. */
export async function rewriteEnvironment(
  page: Page,
  change: (environment: Record<string, unknown>) => void,
) {
  await page.route('**/environment.json', async (route) => {
    const response = await route.fetch({
      url: route
        .request()
        .url()
        .replace(/\/\/[a-z]+\.localhost:/, '//127.0.0.1:'),
    });
    const environment = (await response.json()) as Record<string, unknown>;
    change(environment);
    await route.fulfill({ response, json: environment });
  });
}

/** Everything the page sends: URL, headers and body of each request, as text. */
export function recordRequests(page: Page) {
  const sent: { url: string; text: string; request: Request }[] = [];
  page.on('request', (request) => {
    const body = request.postDataBuffer();
    sent.push({
      url: request.url(),
      text: [
        request.url(),
        JSON.stringify(request.headers()),
        body ? body.toString('latin1') : '',
      ].join('\n'),
      request,
    });
  });
  return sent;
}
