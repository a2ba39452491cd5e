/**
 * The reading side shared by the URL codecs of this folder (search-url.ts, filters-url.ts).
 *
 * A URL is input from anyone: a codec reads one value per key, turns it into a domain value
 * with a zod schema, and reports a value it cannot accept as an issue carrying a translation
 * key. Nothing here throws, whatever the query string holds.
 */
import * as z from 'zod/mini';

// English issue messages, as classic zod registered them with its first schema unless a locale
// was already set (zod/mini registers none). Every codec of this folder parses through this
// module, so it is set here once.
if (!z.config().localeError) z.config(z.locales.en());

/**
 * Reported when a key appears more than once with different values; the first one is used. Its
 * message names the key (`values.param`).
 */
export const REPEATED_PARAM_REASON = 'search.errors.repeated';

/** A rejected value is echoed in its issue cut to this many characters (plus an ellipsis). */
const ISSUE_VALUE_MAX_LENGTH = 64;

/** Interpolation values of an issue's message (i18next `{{name}}`). */
export type IssueValues = Readonly<Record<string, number | string>>;

/**
 * One rejected URL parameter. `reason` is a translation key of shared/i18n; `values` holds
 * everything its message interpolates. Messages never interpolate `value`: it is text from the
 * link, shown (if at all) only as what it is.
 */
export type ParamIssue<Param extends string, Reason extends string> = {
  param: Param;
  value: string;
  reason: Reason;
  values?: IssueValues;
};

type Rejection<Reason extends string> = { reason: Reason; values?: IssueValues };

/** What a decoder makes of one raw value: a value, a rejection, or (for lists) both. */
type Decoded<T, Reason extends string> = { value?: T; rejection?: Rejection<Reason> };

export type Decoder<T, Reason extends string> = (raw: string) => Decoded<T, Reason>;

export function rejection<Reason extends string>(
  reason: Reason,
  values?: IssueValues,
): Rejection<Reason> {
  return values === undefined ? { reason } : { reason, values };
}

/** A decoder that accepts what `schema` accepts and rejects everything else with `reason`. */
export function decodeWith<T, Reason extends string>(
  schema: z.core.$ZodType<T, string>,
  reason: Reason,
  values?: IssueValues,
): Decoder<T, Reason> {
  return (raw) => {
    const result = z.safeParse(schema, raw);
    return result.success ? { value: result.data } : { rejection: rejection(reason, values) };
  };
}

/** Cuts a rejected value to a length that is safe to log and show, never inside a surrogate pair. */
function truncateValue(value: string): string {
  if (value.length <= ISSUE_VALUE_MAX_LENGTH) return value;
  const cut = value.slice(0, ISSUE_VALUE_MAX_LENGTH);
  return `${/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut}…`;
}

type ParamReader<Param extends string, Reason extends string> = {
  /** Decoded value of `param`, or undefined when it is absent, empty or rejected. */
  read<T>(param: Param, decode: Decoder<T, Reason>): T | undefined;
  /** Rejects a value for a reason found outside its decoder (e.g. a rule across two params). */
  reject(param: Param, reason: Reason, values?: IssueValues): void;
  readonly issues: ParamIssue<Param, Reason | typeof REPEATED_PARAM_REASON>[];
};

/**
 * Reads a query string (with or without its leading '?') or a URLSearchParams, which it never
 * modifies. Keys are matched exactly; an empty value counts as absent.
 */
export function createParamReader<Param extends string, Reason extends string>(
  input: URLSearchParams | string,
): ParamReader<Param, Reason> {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const issues: ParamIssue<Param, Reason | typeof REPEATED_PARAM_REASON>[] = [];
  const report = (param: Param, raw: string, { reason, values }: Rejection<Reason>) => {
    issues.push({
      param,
      value: truncateValue(raw),
      reason,
      ...(values === undefined ? {} : { values }),
    });
  };
  return {
    issues,
    read(param, decode) {
      const [raw, ...others] = params.getAll(param);
      const conflicting = others.find((other) => other !== raw);
      if (conflicting !== undefined) {
        // the message quotes the parameter as the link writes it, so it names what was wrong
        issues.push({
          param,
          value: truncateValue(conflicting),
          reason: REPEATED_PARAM_REASON,
          values: { param },
        });
      }
      if (raw === undefined || raw === '') return undefined;
      const { value, rejection: rejected } = decode(raw);
      if (rejected) report(param, raw, rejected);
      return value;
    },
    reject(param, reason, values) {
      report(param, params.get(param) ?? '', rejection(reason, values));
    },
  };
}

/** 'true' or 'false', nothing else. */
export const booleanParam = z.pipe(
  z.enum(['true', 'false']),
  z.transform((text) => text === 'true'),
);

/** Digits only (no sign, no space, no exponent), read as a whole number. */
export const wholeNumberParam = z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number));

/** 'from-to' of two whole numbers. */
export const wholeRangeParam = z.pipe(
  z.string().check(z.regex(/^\d{1,9}-\d{1,9}$/)),
  z.transform((text) => {
    const dash = text.indexOf('-');
    return { from: Number(text.slice(0, dash)), to: Number(text.slice(dash + 1)) };
  }),
);

/**
 * A list of items joined by '-' (which URLSearchParams, unlike ',', writes as it is), each read
 * with `item`. More than `maxItems` items is rejected without splitting the rest of the value.
 */
export function listParam<T>(item: z.core.$ZodType<T, string>, maxItems: number) {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((text) => text.split('-', maxItems + 1)),
    ),
    z.array(item).check(z.maxLength(maxItems)),
  );
}

/**
 * A new URLSearchParams: `base` (left untouched) without any of `keys`, followed by each
 * non-empty value of `values` in the order of `keys`.
 */
export function replaceParams<Key extends string>(
  base: URLSearchParams | undefined,
  keys: readonly Key[],
  values: Readonly<Record<Key, string | undefined>>,
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of keys) params.delete(key);
  for (const key of keys) {
    const value = values[key];
    if (value) params.append(key, value);
  }
  return params;
}
