/**
 * Third-party scripts named by the brand configuration load only from origins the environment
 * allows (https only where the environment says so), and only once.
 */
export type ScriptPolicy = { scriptOrigins: string[]; httpsOnly: boolean };

export function allowedScriptUrl(
  raw: string | null,
  policy: ScriptPolicy,
  base: string = window.location.href,
): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && (policy.httpsOnly || url.protocol !== 'http:')) return null;
  const pageOrigin = new URL(base).origin;
  const allowed = url.origin === pageOrigin || policy.scriptOrigins.includes(url.origin);
  return allowed ? url.href : null;
}

const loaded = new Map<string, Promise<void>>();

export function loadScript(src: string, id: string): Promise<void> {
  let pending = loaded.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.id = id;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`script ${id} failed to load`));
      document.head.appendChild(script);
    });
    loaded.set(src, pending);
  }
  return pending;
}
