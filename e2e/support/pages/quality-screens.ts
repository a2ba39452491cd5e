/**
 * Every screen of the storefront, as the quality suite visits it: how to reach it with real data
 * (a search with results, a cart, a cart ready to pay, an order), in which brand, and how to
 * tell it has settled (nothing loading any more). Languages are switched as a shopper does, with
 * the header's language choice; the full-screen pages (no header) read the stored choice on a
 * new load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ROOT } from '../../../scripts/build.mjs';
import { brandUrl } from '../env';
import {
  confirmedOrder,
  createHotelAndFlightCart,
  fillTravellersAndContact,
  openHotelAndFlightCart,
} from './cart-sandbox';

export const LANGUAGES = ['es', 'en', 'it', 'fr', 'de', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const WIDTHS = [360, 768, 1024, 1240, 1440] as const;

/** A date `days` from today as the search URL writes it (YYYYMMDD). */
export function urlDate(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
}
export const STAY = `outboundDate=${urlDate(60)}&returnDate=${urlDate(67)}`;

export type Screen = {
  name: string;
  /** the brand whose site it is on (sunsea unless said) */
  brand?: string;
  /** the address, made once per test (carts and orders are created for it) */
  path: () => Promise<string> | string;
  /** no header: the language is chosen by a new load with the stored choice */
  fullScreen?: boolean;
  /** what shows once the screen has its data, in Spanish */
  ready?: RegExp;
  /** a page so large (the seat maps) that axe alone takes minutes on a loaded machine */
  slow?: boolean;
};

async function cartOnly() {
  return createHotelAndFlightCart('sunsea.localhost');
}
async function cartReadyToPay() {
  const { token, cartId } = await openHotelAndFlightCart('sunsea.localhost');
  await fillTravellersAndContact(token, cartId);
  return cartId;
}

export const SCREENS: Screen[] = [
  { name: 'landing', path: () => '/', ready: /Cómo funciona/ },
  {
    name: 'package results (/DP)',
    path: () => `/DP?departure=mad&destination=pmi&${STAY}`,
    ready: /alojamientos encontrados/,
  },
  {
    name: 'hotel results (/H)',
    path: () => `/H?destination=pmi&${STAY}`,
    ready: /alojamientos encontrados/,
  },
  {
    // a search by map area shows the map beside the list (otherwise it waits for "Map")
    name: 'hotel results by map area, with the map (/H)',
    path: () => `/H?destination=pmi&${STAY}&h.map=39.3_2.3_39.9_3.0`,
    ready: /alojamientos? encontrados?/,
  },
  {
    name: 'hotels and flights results (/HGH)',
    path: () => `/HGH?departure=mad&destination=pmi&${STAY}`,
    ready: /alojamientos encontrados/,
  },
  {
    name: 'hotel detail',
    path: () => `/hotel-detail?product=DP&departure=mad&destination=pmi&${STAY}&hotelId=H-PMI-002`,
    ready: /Boutique Hotel Sombra/,
  },
  {
    name: 'member hotel search (/hdpMemSearch)',
    path: () => `/hdpMemSearch?a=member-silver&departure=mad&destination=pmi&${STAY}`,
    ready: /alojamientos encontrados/,
  },
  {
    name: 'flight results (/F)',
    path: () => `/F?departure=mad&destination=bcn&${STAY}`,
    ready: /vuelos encontrados/,
  },
  {
    name: 'one-way flight results (/FF)',
    path: () => `/FF?departure=mad&destination=lon&outboundDate=${urlDate(45)}`,
    ready: /vuelos encontrados/,
  },
  {
    name: 'member flight search (/memSearch)',
    path: () => `/memSearch?a=member-silver&departure=mad&destination=bcn&${STAY}`,
    ready: /vuelos encontrados/,
  },
  { name: 'cart', path: async () => `/cart?cartId=${await cartOnly()}`, ready: /Total/ },
  {
    name: 'checkout: travellers',
    path: async () => `/checkout?cartId=${await cartOnly()}&checkoutStep=1`,
    ready: /Adulto 1/,
  },
  ...[2, 3, 4, 5].map((step) => ({
    name: `checkout: step ${step}`,
    path: async () => `/checkout?cartId=${await cartReadyToPay()}&checkoutStep=${step}`,
    ready: /Finalizar la reserva/,
    slow: step === 3,
  })),
  {
    name: 'order',
    path: async () => `/order?cartId=${await confirmedOrder('sunsea.localhost')}`,
    ready: /Tu reserva está confirmada/,
  },
  { name: 'deals', path: () => '/deals', ready: /Ofertas encontradas|€/ },
  { name: 'deal search', path: () => '/deal-search', ready: /Ofertas encontradas/ },
  { name: 'not found', path: () => '/no-such-page', ready: /Página no encontrada/ },
  { name: 'exception', path: () => '/exception', ready: /Algo ha ido mal/ },
  { name: 'expired session', path: () => '/expired-session', ready: /sesión ha caducado/ },
  {
    // the flag asked for by the address (on the closed brand it is the brand's own, whose flag
    // load a spec of the shell makes fail for a moment)
    name: 'maintenance',
    path: () => '/deals?travel.maintenance_mode=true',
    fullScreen: true,
    ready: /Estamos haciendo mejoras/,
  },
  {
    name: 'brand configuration error',
    brand: 'nobrand',
    path: () => '/',
    fullScreen: true,
  },
  {
    name: 'sign-on error',
    brand: 'members',
    path: () => '/deals?a=not-a-real-token',
    fullScreen: true,
  },
];

export const screenUrl = (screen: Screen, path: string) => brandUrl(screen.brand ?? 'sunsea', path);

const LOADING = ['main [aria-busy="true"]', 'main .cart-loading', '[role="progressbar"]'].join(
  ', ',
);

/** Waits until the screen has its heading and nothing in it is loading any more. */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 20_000 });
}

/** Every translation key of every app (shell, shared, the remotes), to spot one left as text. */
export function knownTranslationKeys(): Set<string> {
  const files = [
    'host/i18n',
    'shared/i18n',
    'shared/src/ui/locales',
    'remote-search/i18n',
    'remote-flights/i18n',
    'remote-cart/i18n',
    'remote-deals/i18n',
  ].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir))
      .filter((file) => file.endsWith('.json'))
      .map((file) => path.join(ROOT, dir, file)),
  );
  const keys = new Set<string>();
  const walk = (tree: unknown, prefix: string) => {
    if (typeof tree !== 'object' || tree === null) {
      keys.add(prefix);
      return;
    }
    for (const [name, value] of Object.entries(tree))
      walk(value, prefix ? `${prefix}.${name}` : name);
  };
  for (const file of files) walk(JSON.parse(readFileSync(file, 'utf8')), '');
  // plural forms are written without their suffix
  for (const key of [...keys]) keys.add(key.replace(/_(zero|one|two|few|many|other)$/, ''));
  return keys;
}
