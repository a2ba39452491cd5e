// What the composition shares as `zod/mini` (see react-router-dom.mjs): one copy of zod on a page,
// the schema builders and checks the apps use. zod's own issue messages (for logs and the
// MALFORMED_RESPONSE reports, never shown to a shopper) in English only: no other locale.
import { config, locales as zodLocales } from '@storefront/facade-impl/zod-mini';

// In a browser, schemas check without compiling a parser of their own. The page's
// Content-Security-Policy refuses eval, so a compiled parser never runs there, and zod's probe
// for eval (`new Function("")`, as the first object schema is built) is a violation on every
// page. Set here, where every app's schemas first reach zod, before any schema is built: the page
// is the same with or without the policy in front (the render server alone, the bench), and its
// first answers checked cost no compiling. The render server (no document) keeps compiled parsers:
// no policy applies there, and it checks the same shapes again and again.
if (typeof document !== 'undefined') config({ jitless: true });
// zod/mini registers no locale (every issue would read "Invalid input"); classic zod registered
// English with its first schema unless a locale was already set. The issues make the
// MALFORMED_RESPONSE messages of the API client: the same English, on the same condition, for
// every app's schemas.
if (!config().localeError) config(zodLocales.en());

export {
  array,
  boolean,
  catch,
  config,
  discriminatedUnion,
  enum,
  extend,
  gte,
  int,
  iso,
  lazy,
  literal,
  lte,
  maxLength,
  minLength,
  nullable,
  nullish,
  number,
  object,
  optional,
  pick,
  pipe,
  positive,
  readonly,
  record,
  refine,
  regex,
  safeParse,
  strictObject,
  string,
  superRefine,
  transform,
  trim,
  tuple,
  union,
  unknown,
} from '@storefront/facade-impl/zod-mini';

const locales = { en: zodLocales.en };
export { locales };
