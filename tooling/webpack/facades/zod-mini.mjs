// What the composition shares as `zod/mini` (see react-router-dom.mjs beside this file for why a
// facade): one copy of zod for the shell and every remote, instead of the shell's and one per
// remote screen on the page (each tree-shaken to its own schemas, each about 10-12 KB gzip).
// The list is the schema builders and checks the apps use; the build fails if an app uses a
// name missing here (facade-guard.cjs). zod's own issue messages (for logs and the
// MALFORMED_RESPONSE reports, never shown to a shopper) come in English only: its other
// locales stay out of the shared chunk.
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
