/**
 * The server's page is the browser's page in every engine: a brand whose deals are pinned to the
 * published 0.9.0, read in a language other than the brand's (the shopper's language cookie), and
 * a flight search whose backend answers fail first: the page the server sent hydrates with no
 * part rendered again (`<html data-hydration-mismatches>` absent), shows what it showed before the
 * code came, and the browser asks the backend nothing the server was told.
 *
 * Each engine has a brand of its own (the projects run side by side, and a fault and a pin are a
 * brand's): the pin is written into the stack's manifest for that brand alone and taken out after.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { brandUrl } from '../../support/env';
import { RUNTIME_MANIFEST } from '../../support/runtime-manifest';
import type { ManifestFile } from '../../support/runtime-manifest';
import { callsTo, clearFaults, injectFault } from '../../support/sandbox';
import { PROPOSALS_CALL, flightQuery, urlDate } from '../../support/pages/flights';
import { SCREENS, expect, test } from '../test';
import type { Shopper } from '../shopper';

/** Each engine's brand, and the language its shopper reads it in (not the brand's own). */
const BRANDS = {
  chromium: { brand: 'quality', language: 'en' },
  webkit: { brand: 'lastminute', language: 'es' },
  firefox: { brand: 'punti', language: 'es' },
} as const;

/** The deals screen's title on the pinned 0.9.0 (1.0.0 says "Deals" / "Ofertas"). */
const PINNED_TITLE = { en: "This week's deals", es: 'Ofertas de la semana' } as const;
const FOUND = { en: /^\d[\d,.]* flights found\.$/, es: /^\d[\d,.]* vuelos encontrados\.$/ };
const NONE = { en: 'No flights found.', es: 'No se han encontrado vuelos.' } as const;
const RESULTS = { en: 'Results', es: 'Resultados' } as const;

/** The brand's deals pinned (`on`) or not in the stack's manifest, its other brands untouched. */
function pinDeals(domain: string, on: boolean) {
  const manifest = JSON.parse(readFileSync(RUNTIME_MANIFEST, 'utf8')) as ManifestFile;
  const pins = { ...manifest.brands[domain] };
  if (on) pins.deals = '0.9.0';
  else delete pins.deals;
  manifest.brands[domain] = pins;
  writeFileSync(RUNTIME_MANIFEST, JSON.stringify(manifest));
}

/** How the page hydrated, and how many of its parts React rendered again. */
const hydration = (shopper: Shopper) =>
  shopper.tab.evaluate(() => ({
    hydrated: document.documentElement.dataset.hydrated ?? null,
    mismatches: document.documentElement.dataset.hydrationMismatches ?? null,
    lang: document.documentElement.lang,
  }));

/** The page hydrated as the server sent it (no part rendered again), in the shopper's language. */
async function expectAsServed(shopper: Shopper, lang: string) {
  expect(await hydration(shopper)).toEqual({ hydrated: 'true', mismatches: null, lang });
}

/** The page's main heading as it is drawn now (before or after the code has come). */
const heading = (shopper: Shopper) =>
  shopper.tab.evaluate(() => document.querySelector('main h1')?.textContent?.trim() ?? null);

/** The backend's proposals calls for `domain` so far (server's and browser's). */
const proposalCalls = async (domain: string) =>
  (await callsTo(PROPOSALS_CALL)).filter((call) => call.brand === domain).length;

for (const screen of SCREENS) {
  test(`the server's page hydrated as it came: a pinned remote, another language, backend faults (${screen.name})`, async ({
    shopper: open,
  }, testInfo) => {
    const { brand, language } = BRANDS[testInfo.project.name as keyof typeof BRANDS];
    const domain = `${brand}.localhost`;
    const shopper = await open(screen, brand);
    const { tab } = shopper;
    await tab.evaluate((lang: string) => {
      document.cookie = `storefront-language=${lang}; path=/; Secure; SameSite=Lax`;
    }, language);
    await clearFaults(domain);
    pinDeals(domain, true);
    try {
      // the deals on 0.9.0, in the shopper's language, from the server's HTML on
      await tab.goto(brandUrl(brand, '/deals'));
      const first = await heading(shopper);
      await shopper.hydrated();
      await expectAsServed(shopper, language);
      expect(first).toBe(PINNED_TITLE[language]);
      await shopper.expectText({ role: 'heading', level: 1 }, PINNED_TITLE[language]);
      expect(
        await tab.evaluate(
          () =>
            (
              JSON.parse(document.getElementById('sf-server-state')?.textContent ?? '{}') as {
                versions?: Record<string, string>;
              }
            ).versions?.deals ?? null,
        ),
      ).toBe('0.9.0');
      await shopper.snap('deals-pinned');

      // three failed answers: the server asked four times and rendered the flights; the browser
      // asks nothing more
      const search = flightQuery({
        departure: 'mad',
        destination: 'bcn',
        outboundDate: urlDate(61),
      });
      const results = { role: 'region', name: RESULTS[language] } as const;
      let before = await proposalCalls(domain);
      await injectFault({ call: PROPOSALS_CALL, kind: 'GENERIC_ERROR', brand: domain, times: 3 });
      await tab.goto(brandUrl(brand, `/F?${search}`));
      await shopper.hydrated();
      await shopper.expectText({ role: 'status', within: results }, FOUND[language]);
      await shopper.find({ role: 'article', within: results });
      await expectAsServed(shopper, language);
      expect((await proposalCalls(domain)) - before).toBe(4);
      await shopper.snap('flights-after-errors');

      // no content: the no-results message from the server's HTML on, after one call in all
      before = await proposalCalls(domain);
      await injectFault({ call: PROPOSALS_CALL, kind: 'NO_CONTENT', brand: domain, times: 1 });
      await tab.goto(brandUrl(brand, `/F?${search}`));
      await shopper.hydrated();
      await shopper.expectText({ role: 'status', within: results }, NONE[language]);
      await expectAsServed(shopper, language);
      expect((await proposalCalls(domain)) - before).toBe(1);
      await shopper.snap('flights-no-content');
    } finally {
      pinDeals(domain, false);
      await clearFaults(domain);
    }
  });
}
