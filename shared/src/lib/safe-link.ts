/**
 * Links and pictures named by the brand configuration or the backend are data, not code,
 * wherever they are shown (the shell's header, footer and consent modal, the landing's hero and
 * offers, the hotel cards and gallery, the cart's payment step, a detail's way back): only a path
 * of this site or an http(s) address is used; anything else (javascript:, data:, vbscript:, a
 * protocol-relative //host) is dropped.
 */
export type SafeLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/** A path of this site (for the router) or an http(s) address (for an anchor), else null. */
export function safeLink(url: string | null | undefined): SafeLink | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  if (/^\/(?![/\\])/.test(trimmed)) return { kind: 'internal', to: trimmed };
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? { kind: 'external', href: parsed.href }
      : null;
  } catch {
    return null;
  }
}

/** The address of a link or a picture if it is a path of this site or an http(s) one; else null. */
export function safeHref(url: string | null | undefined): string | null {
  const link = safeLink(url);
  if (!link) return null;
  return link.kind === 'internal' ? link.to : link.href;
}
