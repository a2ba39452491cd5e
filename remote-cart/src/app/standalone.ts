/**
 * For this remote running alone (never part of a federated screen): sign on to the backend the
 * way the shell would (an anonymous session, the Abp.AuthToken cookie), and, when /cart or
 * /checkout is opened without a cartId, build a demo cart the sandbox prices: a flight + hotel
 * package (Madrid to Palma, a month ahead, two adults), or a flight with `?demo=F`.
 */
import { addProductToCart, createCart } from '@storefront/shared/api/cart';
import { AUTH_COOKIE, authToken } from '@storefront/shared/start-up';
import {
  createHotelSearch,
  createPricing,
  createSelection,
  retrieveHotelProposals,
} from '@storefront/shared/api/holiday-packages';
import { authenticateExternal } from '@storefront/shared/api/token-auth';
import { createFlightSearch, retrieveFlightProposals } from '@storefront/shared/api/transport';
import { writeCookie } from '@storefront/shared/lib/cookies';

const DEFAULT_DOMAIN = 'sunsea.localhost';

/** The brand: `?brand=flyfree` picks flyfree.localhost; otherwise the page's host name. */
export function standaloneDomain(location: Location): string {
  const brand = new URLSearchParams(location.search).get('brand');
  if (brand && /^[a-z0-9-]+$/.test(brand)) return `${brand}.localhost`;
  const host = location.hostname.toLowerCase();
  return host === '127.0.0.1' || host === 'localhost' ? DEFAULT_DOMAIN : host;
}

export async function signOnStandalone(domainName: string): Promise<void> {
  if (authToken()) return;
  const auth = await authenticateExternal({ token: '', domainName });
  writeCookie(AUTH_COOKIE, auth.accessToken, {
    maxAgeSeconds: auth.expiresAt ?? auth.expireInSeconds,
    sameSite: 'Lax',
  });
}

const isoDaysAhead = (days: number): string => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};

async function demoPackageCart(language: string): Promise<string> {
  const searchId = await createHotelSearch({
    productType: 'DP',
    departure: 'MAD',
    destination: 'PMI',
    outboundDate: isoDaysAhead(30),
    returnDate: isoDaysAhead(37),
    rooms: [{ adults: 2, childrenAges: [] }],
  });
  if (!searchId) throw new Error('The demo search could not be created');
  const page = await retrieveHotelProposals({ searchId, language, pageSize: 1 });
  const proposal = page.proposals[0];
  if (!proposal) throw new Error('The demo search found no hotel');
  const pricingId = await createPricing({ searchId, proposalId: proposal.id });
  const { selectionId } = await createSelection(pricingId);
  const cart = await createCart({ productType: 'DP' });
  await addProductToCart(cart.cartId, { type: 'SELECTION', selectionId });
  return cart.cartId;
}

async function demoFlightCart(language: string): Promise<string> {
  const searchId = await createFlightSearch({
    departure: 'MAD',
    destination: 'PMI',
    outboundDate: isoDaysAhead(30),
    returnDate: isoDaysAhead(37),
    travellers: { adults: 1, childrenAges: [] },
  });
  if (!searchId) throw new Error('The demo flight search could not be created');
  const page = await retrieveFlightProposals({ searchId, language, pageSize: 1 });
  const proposal = page.proposals[0];
  if (!proposal) throw new Error('The demo flight search found no flight');
  const cart = await createCart({ productType: 'F' });
  await addProductToCart(cart.cartId, { type: 'TRANSPORT', proposalId: proposal.id });
  return cart.cartId;
}

/** Puts a new demo cart in the URL when a cart screen is opened without one. */
export async function ensureDemoCart(location: Location, language: string): Promise<void> {
  if (!['/cart', '/checkout'].includes(location.pathname)) return;
  const params = new URLSearchParams(location.search);
  if (params.get('cartId')) return;
  const cartId =
    params.get('demo') === 'F' ? await demoFlightCart(language) : await demoPackageCart(language);
  params.delete('demo');
  params.set('cartId', cartId);
  window.history.replaceState(null, '', `${location.pathname}?${params.toString()}`);
}
