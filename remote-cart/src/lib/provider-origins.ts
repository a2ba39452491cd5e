/**
 * The payment provider origins the environment allows (`paymentProviderOrigins` of the host's
 * `/environment.json`, the same setting the Content-Security-Policy's form-action is built
 * from). The shopper is sent only to a provider page on one of them.
 */
const ENVIRONMENT_URL = '/environment.json';

let pending: Promise<string[]> | null = null;

async function load(): Promise<string[]> {
  const response = await fetch(ENVIRONMENT_URL, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) throw new Error(`environment.json: HTTP ${response.status}`);
  const environment = (await response.json()) as { paymentProviderOrigins?: unknown };
  const origins = environment.paymentProviderOrigins;
  return Array.isArray(origins)
    ? origins.filter((origin): origin is string => typeof origin === 'string')
    : [];
}

/** The allowed origins; an environment that cannot be read allows none (and is asked again). */
export async function paymentProviderOrigins(): Promise<string[]> {
  pending ??= load();
  try {
    return await pending;
  } catch {
    pending = null;
    return [];
  }
}

/** Whether an address is an http(s) page on one of the allowed provider origins. */
export function isAllowedProviderPage(address: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return origins.some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
}
