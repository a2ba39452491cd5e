/**
 * Links named by the brand configuration (policies, terms, the phone privacy notice) are data,
 * not code, wherever they are shown (the shell's header, footer and consent modal, the cart's
 * payment step): only a path of this site or an http(s) address is linked; anything else (javascript:,
 * data:, vbscript:, a protocol-relative //host) is dropped.
 */
export function safeHref(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
