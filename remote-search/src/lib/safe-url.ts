/**
 * Links and pictures named by the brand configuration or the backend are data, not code: only a
 * path of this site or an http(s) address is used; anything else (javascript:, data:, //host)
 * is dropped.
 */
export type SafeLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

export function safeLink(url: string | null | undefined): SafeLink | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) {
    return { kind: 'internal', to: trimmed };
  }
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? { kind: 'external', href: parsed.href }
      : null;
  } catch {
    return null;
  }
}

/** A picture's address if it is a path of this site or an http(s) address; else null. */
export function safeImageSrc(url: string | null | undefined): string | null {
  const link = safeLink(url);
  if (!link) return null;
  return link.kind === 'internal' ? link.to : link.href;
}
