// What the composition shares as `zod/mini` (see react-router-dom.mjs): one copy of zod on a page,
// the schema builders and checks the apps use. zod's own issue messages (for logs and the
// MALFORMED_RESPONSE reports, never shown to a shopper) in English only: no other locale.
import { locales as zodLocales } from '@storefront/facade-impl/zod-mini';

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
