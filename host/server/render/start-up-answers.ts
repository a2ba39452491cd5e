/**
 * The brand configuration and feature flags the render server asks for each page's start-up,
 * kept a short while per brand (and, for the configuration, per language: its address names
 * both): every page of a brand asks the same, and a slow backend then holds none of them. Only a
 * successful answer is kept; the cache is bounded (a long-lived process sees many brands), and
 * each answer lives `ttlMs` so a brand's or flag's change is seen soon without a restart.
 */
import { LRUCache } from 'lru-cache';
import { BRAND_CONFIG_URL, FLAGS_URL } from '@storefront/shared/start-up';
import { observe } from './observe';

export type KeptAnswer = { status: number; text: string };

export type StartUpAnswersOptions = {
  /** the most answers kept */
  max?: number;
  /** how long an answer is kept, in ms */
  ttlMs?: number;
  /** the clock lifetimes are counted on (a test's own) */
  now?: () => number;
};

export const START_UP_ANSWERS_MAX = 512;
export const START_UP_ANSWERS_TTL_MS = 30_000;

/** Which start-up call a request is, by its path: the brand configuration, the flags, or none. */
export function startUpCall(method: string, url: string): 'brand-config' | 'flags' | null {
  const pathname = url.split('?')[0];
  if (method === 'GET' && pathname === BRAND_CONFIG_URL) return 'brand-config';
  if (method === 'POST' && pathname === FLAGS_URL) return 'flags';
  return null;
}

export function startUpAnswers({
  max = START_UP_ANSWERS_MAX,
  ttlMs = START_UP_ANSWERS_TTL_MS,
  now,
}: StartUpAnswersOptions = {}) {
  const answers = new LRUCache<string, KeptAnswer>({
    max,
    ttl: ttlMs,
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
  /** the flags are the caller's brand's (its token's), the configuration names its own */
  const keyOf = (call: string, url: string, brand: string | null) =>
    call === 'flags' ? `flags ${brand ?? ''}` : `brand-config ${url}`;

  return {
    /**
     * The kept answer of a start-up call, or undefined (a call of another kind, or none kept);
     * each lookup of a start-up call is told to the metrics as a hit or a miss.
     */
    get(method: string, url: string, brand: string | null): KeptAnswer | undefined {
      const call = startUpCall(method, url);
      if (!call) return undefined;
      const kept = answers.get(keyOf(call, url, brand));
      observe({ type: 'cache', cache: call, hit: kept !== undefined });
      return kept;
    },
    /** Keeps a start-up call's successful answer; anything else is left alone. */
    set(method: string, url: string, brand: string | null, answer: KeptAnswer): void {
      const call = startUpCall(method, url);
      if (!call || answer.status < 200 || answer.status >= 300) return;
      if (call === 'flags' && !brand) return;
      answers.set(keyOf(call, url, brand), answer);
    },
    get size() {
      return answers.size;
    },
  };
}
