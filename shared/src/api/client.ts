/**
 * The page's one API client (spec sections 6, 7, 9): empty base path, credentials included,
 * 60 s timeout, the bearer token from the `Abp.AuthToken` cookie when present, the response
 * read from the envelope's `result`. Every failure becomes an ApiError; a body that is not
 * the expected shape is a MALFORMED_RESPONSE, not a crash further down.
 *
 * axios is loaded with the first call that goes to the network (or when `warmHttp` asks for it),
 * not with this module: the shell's start-up calls are answered from the entry point's early
 * calls, and a first screen without data (the landing) has no call to make before the shopper
 * does something, so the page shows without it (about 18 KB gzip of the shell's start-up).
 * Nor does it load zod: each call's module brings its schemas (and zod with them), so a page
 * whose start-up answers came with it from the server checks none and loads no zod.
 */
import type { AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import type * as z from 'zod/mini';
import { ERROR_CODES, REQUEST_TIMEOUT_MS } from '../domain/contract';
import type { ErrorCode } from '../domain/contract';
// by package name: the federated pages must share one ApiError class with every caller of
// isApiError/hasErrorCode, and a relative import would bundle a second copy into this module
import { ApiError } from '@storefront/shared/api/errors';
import { API_HEADERS, authToken } from '@storefront/shared/start-up';

/** axios itself, once loaded: its errors can only exist from then on. */
let axiosLoaded: AxiosStatic | null = null;
let httpLoading: Promise<AxiosInstance> | null = null;

function createHttp(axios: AxiosStatic): AxiosInstance {
  const http = axios.create({
    baseURL: '',
    withCredentials: true,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { ...API_HEADERS },
  });
  http.interceptors.request.use((config) => {
    const token = authToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  return http;
}

/**
 * The client's axios instance, loading axios the first time it is asked for. A failed load (the
 * shopper went offline) is forgotten, so the next call tries again.
 */
export function loadHttp(): Promise<AxiosInstance> {
  if (!httpLoading) {
    const loading = import('axios').then(({ default: axios }) => {
      axiosLoaded = axios;
      return createHttp(axios);
    });
    httpLoading = loading;
    loading.catch(() => {
      if (httpLoading === loading) httpLoading = null;
    });
  }
  return httpLoading;
}

/** Starts loading axios now, for a screen whose first calls should not wait for it. */
export function warmHttp(): void {
  loadHttp().catch(() => undefined);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isErrorCode = (v: unknown): v is ErrorCode =>
  typeof v === 'string' && (ERROR_CODES as readonly string[]).includes(v);

/** The call's name for messages and reports: the path after the API prefix, no query. */
export function callName(url: string): string {
  return url.split('?')[0]!.replace(/^\/api\/(services\/app\/)?/, '');
}

function fromEnvelopeError(body: unknown, status: number | null, call: string): ApiError | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message, details } = body.error;
  const text = typeof message === 'string' && message ? message : `${call} failed`;
  const reason = isRecord(details) && typeof details.reason === 'string' ? details.reason : null;
  return new ApiError(isErrorCode(code) ? code : 'GENERIC_ERROR', text, status, call, reason);
}

/** A call that had no answer within the client's timeout, said as axios says it. */
const timedOut = (call: string) =>
  new ApiError('TIMEOUT', `${call}: timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`, null, call);

export function toApiError(error: unknown, call: string): ApiError {
  if (error instanceof ApiError) return error;
  const axios = axiosLoaded;
  if (axios?.isCancel(error)) return new ApiError('ABORTED', `${call} was cancelled`, null, call);
  if (axios?.isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return timedOut(call);
    }
    const status = error.response?.status ?? null;
    const fromBody = fromEnvelopeError(error.response?.data, status, call);
    if (fromBody) return fromBody;
    if (!error.response) return new ApiError('NETWORK_ERROR', `${call}: network error`, null, call);
    return new ApiError('HTTP_ERROR', `${call}: HTTP ${status}`, status, call);
  }
  return new ApiError(
    'GENERIC_ERROR',
    error instanceof Error ? error.message : `${call} failed`,
    null,
    call,
  );
}

/**
 * Answers to calls the page asked for before this client was loaded (the host's entry point
 * starts the start-up calls beside the download of the shell's libraries): for a method, URL (as
 * this client would send it) and body, the answer if that call was started early, once it is
 * known whether it was. Each is taken once and read as this client reads its own answers; a later
 * call goes to the network.
 */
export type EarlyAnswers = (
  method: string,
  url: string,
  body: unknown,
) => Promise<{ response: Promise<Response> } | undefined>;
let earlyAnswers: EarlyAnswers | null = null;

export function adoptEarlyAnswers(source: EarlyAnswers | null): void {
  earlyAnswers = source;
}

/**
 * The URL a call is matched against the early calls by (whose identity reads the query's
 * parameters decoded and sorted): its path and its `params` as a query, without loading axios
 * for it. A parameter axios would leave out (undefined, null) is left out; a list is one
 * `name[]` per item, as axios sends it.
 */
function earlyUri({ url, params }: AxiosRequestConfig & { url: string }): string {
  if (!isRecord(params)) return url;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => query.append(`${name}[]`, String(item)));
    else query.append(name, String(value));
  }
  const text = query.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

/** The body of an answer fetched early, or the ApiError axios's answer would have given. */
async function earlyBody(answer: Promise<Response>, call: string): Promise<unknown> {
  let response: Response;
  let text: string;
  try {
    response = await answer;
    text = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw timedOut(call);
    }
    throw new ApiError('NETWORK_ERROR', `${call}: network error`, null, call);
  }
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // like axios: a body that is not JSON stays text (and is then no envelope)
  }
  if (response.status >= 200 && response.status < 300) return data;
  throw (
    fromEnvelopeError(data, response.status, call) ??
    new ApiError('HTTP_ERROR', `${call}: HTTP ${response.status}`, response.status, call)
  );
}

/**
 * Makes one call and returns its `result` checked by `parse` (which throws on a shape it does
 * not accept). `parse` turns the wire shape into the domain type, so nothing past this point
 * sees the backend's shapes.
 */
export async function request<T>(
  config: AxiosRequestConfig & { url: string },
  parse: (result: unknown) => T,
): Promise<T> {
  const call = callName(config.url);
  let body: unknown;
  try {
    const early = await earlyAnswers?.(config.method ?? 'GET', earlyUri(config), config.data);
    if (early) {
      body = await earlyBody(early.response, call);
    } else {
      let http: AxiosInstance;
      try {
        http = await loadHttp();
      } catch {
        throw new ApiError('NETWORK_ERROR', `${call}: network error`, null, call);
      }
      body = (await http.request<unknown>(config)).data;
    }
  } catch (error) {
    throw toApiError(error, call);
  }
  // an error envelope carries its code whether or not it has a result field
  if (isRecord(body) && body.success === false) {
    throw (
      fromEnvelopeError(body, 200, call) ??
      new ApiError('GENERIC_ERROR', `${call} failed`, 200, call)
    );
  }
  if (!isRecord(body) || !('result' in body)) {
    throw new ApiError('MALFORMED_RESPONSE', `${call}: the answer has no result`, 200, call);
  }
  try {
    return parse(body.result);
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 300) : 'unexpected shape';
    throw new ApiError('MALFORMED_RESPONSE', `${call}: ${detail}`, 200, call);
  }
}

/** At most this many schema problems are named in a MALFORMED_RESPONSE message. */
const MAX_ISSUES_IN_MESSAGE = 3;

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const named = issues
    .slice(0, MAX_ISSUES_IN_MESSAGE)
    .map((issue) => `${issue.path.map(String).join('.') || 'result'}: ${issue.message}`);
  const more = issues.length - named.length;
  return more > 0 ? `${named.join('; ')} (and ${more} more)` : named.join('; ');
}

/**
 * The `parse` of `request` for one call: the wire `result` is checked by a zod schema (whose
 * problems become the MALFORMED_RESPONSE message, by path, never by value) and then reshaped
 * into the domain type, so no wire shape leaves the api modules.
 */
export function parseWith<Schema extends z.ZodMiniType, T>(
  schema: Schema,
  reshape: (wire: z.output<Schema>) => T,
): (result: unknown) => T {
  return (result) => {
    const parsed = schema.safeParse(result);
    if (!parsed.success) throw new Error(describeIssues(parsed.error.issues));
    return reshape(parsed.data);
  };
}

/**
 * Logs a failed call by its message only (spec section 8, "other call errors: only logged;
 * message read from error.message"): never headers, bodies or tokens. Returns the message, for
 * callers that keep it (the flag loader does).
 */
export function logCallError(error: unknown): string {
  const apiError = error instanceof ApiError ? error : toApiError(error, 'unknown');
  console.error(`[api] ${apiError.call}: ${apiError.code}: ${apiError.message}`);
  return apiError.message;
}
