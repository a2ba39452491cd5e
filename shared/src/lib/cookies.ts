/** Reading and writing cookies by name, with the attributes the spec asks for. */

/** Where cookies are read from outside a browser: the request's Cookie header (render server). */
let requestCookies: (() => string | null) | null = null;

/** Makes `readCookie` read the request being rendered (set once by the render server). */
export function readCookiesFrom(source: () => string | null): void {
  requestCookies = source;
}

function cookieHeader(): string | null {
  if (requestCookies) return requestCookies();
  return typeof document === 'undefined' ? null : document.cookie;
}

export function readCookie(name: string): string | null {
  return cookieIn(cookieHeader(), name);
}

/** The first value of the cookie `name` in a Cookie header, decoded; null when absent. */
export function cookieIn(header: string | null, name: string): string | null {
  if (header === null) return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of header.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) {
      try {
        return decodeURIComponent(trimmed.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export type CookieOptions = {
  maxAgeSeconds?: number;
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
  path?: string;
};

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/'}`,
  ];
  if (options.maxAgeSeconds !== undefined)
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0`;
}
