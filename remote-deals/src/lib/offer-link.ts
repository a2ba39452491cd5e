/**
 * Where a link from the brand's content may lead: a path of this storefront (followed by the
 * router) or an http(s) address; anything else (javascript:, data:, protocol-relative …) is not
 * a link at all.
 */
export type OfferTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

export function offerTarget(url: string | null): OfferTarget | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('\\')) {
    return { kind: 'internal', to: trimmed };
  }
  try {
    const parsed = new URL(trimmed);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') {
      return { kind: 'external', href: parsed.href };
    }
  } catch {
    // not an absolute URL
  }
  return null;
}
