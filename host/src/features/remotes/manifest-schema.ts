/**
 * The remotes manifest's schema, written once: the one checker of a manifest in the browser, on
 * the render server, in `pnpm remotes` and in `pnpm remotes:check`, and the source of the
 * manifest's TypeScript types (`z.infer`) and of its JSON Schema for operators' editors
 * (manifest-json-schema.ts, written to schema/remotes-manifest.schema.json by
 * operations/bin/remotes-schema.mjs at build time).
 *
 * The schema names no remote: a manifest lists the remotes it serves, a host reads those it knows
 * (manifest.ts, `completeManifest`), so host and remotes deploy in any order. Besides each field's
 * shape it checks what a JSON Schema cannot say: every version a default, a pin, a canary arm or
 * `lastKnownGood` names is listed, a pin's remote is listed, and a version serves each route path
 * once.
 *
 * zod/mini, as the rest of the composition (tooling/webpack/facades/zod-mini.mjs names what it
 * may use), so the page adds only the schema to the zod its start-up loads anyway; the host
 * reads a manifest through manifest-check.ts's `parseManifest`, which the page loads only when it
 * must check the manifest itself.
 */
import * as z from 'zod/mini';
import { ManifestError } from './manifest-error';

export { ManifestError };

export const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;
/** A fixed path of the site: no parameters, no wildcards. */
export const ROUTE_PATH = /^\/([A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*)?$/;
export const EXPOSE = /^\.\/[A-Za-z0-9_-]+$/;
export const SRI = /^sha(256|384|512)-[A-Za-z0-9+/=]+$/;
export const HTTP_URL = /^https?:\/\//;
export const ORIGIN = /^https?:\/\/[^/]+$/;

/** A string of a pattern, refused with the same message whether it is absent, not a string or off the pattern. */
const text = (pattern: RegExp, error: string) =>
  z.string({ error }).check(z.regex(pattern, { error }));

const version = text(VERSION, 'must be a version x.y.z');

const canaryWatch = z.strictObject({
  minPageViews: z.int().check(z.gte(1)),
  windowPageViews: z.optional(z.int().check(z.gte(1))),
  windowMinutes: z.optional(z.number().check(z.positive())),
  maxErrorRate: z.optional(z.number().check(z.gte(0), z.lte(1))),
  maxErrorRateRatio: z.optional(z.number().check(z.gte(1))),
  maxInpIncreaseMs: z.optional(z.number().check(z.gte(0))),
  maxLcpIncreaseMs: z.optional(z.number().check(z.gte(0))),
});

const PERCENT = 'canary percent must be between 0 and 100';
const canary = z.strictObject({
  canary: z.strictObject({
    stable: version,
    next: version,
    percent: z
      .number({ error: PERCENT })
      .check(z.gte(0, { error: PERCENT }), z.lte(100, { error: PERCENT })),
    watch: z.optional(canaryWatch),
  }),
});

/** A version, or `percent` of visitors on `next` and the rest on `stable`. */
const choice = z.union([version, canary]);

const route = z.strictObject({
  path: text(
    ROUTE_PATH,
    'a route needs a fixed "path" such as "/deals": no parameters, no wildcards',
  ),
  expose: text(EXPOSE, '"expose" must be ./<Screen>'),
  callsAsShown: z.optional(z.boolean()),
});

const routes = z.array(route, { error: '"routes" must be a list' }).check(
  z.superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((r, index) => {
      if (seen.has(r.path)) {
        ctx.addIssue({
          code: 'custom',
          message: `route ${r.path} twice: a version serves each path once`,
          path: [index, 'path'],
          input: r.path,
        });
      }
      seen.add(r.path);
    });
  }),
);

const integrity = (field: string) =>
  z.optional(text(SRI, `"${field}" must be sha256-, sha384- or sha512-<base64>`));

const entry = z.strictObject({
  entry: text(HTTP_URL, '"entry" must be an http(s) URL'),
  integrity: integrity('integrity'),
  serverIntegrity: integrity('serverIntegrity'),
  routes,
});

const versions = z.record(version, entry);

type Issue = { code: 'custom'; message: string; path: PropertyKey[]; input: unknown };
type Problem = (path: PropertyKey[], message: string) => void;

/** The versions listed under `versions` (none when it is not an object). */
const listedIn = (value: unknown): string[] =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];

/** A default's or a pin's versions against the remote's listed ones. */
function checkListed(remote: string, value: unknown, listed: string[], problem: Problem): void {
  const names = `(listed: ${listed.join(', ') || 'none'})`;
  if (typeof value === 'string') {
    if (!listed.includes(value))
      problem([], `no version "${value}" of remote "${remote}" ${names}`);
    return;
  }
  const split = (value as { canary?: Record<string, unknown> } | null)?.canary;
  for (const arm of ['stable', 'next'] as const) {
    const armVersion = split?.[arm];
    if (typeof armVersion === 'string' && !listed.includes(armVersion)) {
      problem(
        ['canary', arm],
        `canary ${arm} "${armVersion}" is not listed for remote "${remote}" ${names}`,
      );
    }
  }
}

/**
 * A remote's release: its versions, its default (none: served only to the brands that pin it),
 * the version its failures fall back to.
 */
const release = z.strictObject(
  { versions, default: z.optional(choice), lastKnownGood: z.optional(version) },
  {
    error: (issue) =>
      issue.code === 'invalid_type'
        ? 'a remote needs its release: an object with "versions" (and a "default" unless only brands\' pins serve it)'
        : undefined,
  },
);

export const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;
const remoteName = text(
  REMOTE_NAME,
  'must be a remote\'s name: lower-case letters, digits and "-"',
);

/**
 * The schema of a manifest. It names no remote: a manifest may list remotes a host does not know
 * (yet), which that host ignores, and leave out remotes a host knows, which it then does not
 * serve (manifest.ts, `completeManifest`); `names`, a host's or the workspace's remotes, are named
 * in the JSON Schema's description for editors.
 */
export function manifestSchema(names: readonly string[]) {
  return z
    .strictObject({
      environment: z.optional(z.string()),
      /** production refuses overrides from a link alone */
      production: z.optional(z.boolean()),
      remotes: z.record(remoteName, release, {
        error: (issue) =>
          issue.code === 'invalid_type'
            ? `the manifest needs a "remotes" object: each remote's versions and default (the remotes are ${names.join(', ')})`
            : undefined,
      }),
      brands: z.optional(z.record(z.string(), z.record(remoteName, choice))),
      overrides: z.optional(
        z.strictObject({
          allowedOrigins: z.optional(
            z.array(text(ORIGIN, 'must be an origin such as "https://preview.example"')),
          ),
        }),
      ),
    })
    .check(
      z.superRefine((manifest, ctx) => {
        const problem =
          (at: PropertyKey[], input: unknown): Problem =>
          (path, message) =>
            ctx.addIssue({ code: 'custom', message, path: [...at, ...path], input } as Issue);
        for (const [
          name,
          { versions: listed, default: chosen, lastKnownGood: lkg },
        ] of Object.entries(manifest.remotes)) {
          const names = Object.keys(listed);
          if (chosen !== undefined)
            checkListed(name, chosen, names, problem(['remotes', name, 'default'], chosen));
          if (lkg !== undefined && !names.includes(lkg)) {
            problem(['remotes', name, 'lastKnownGood'], lkg)(
              [],
              `lastKnownGood "${lkg}" is not listed for remote "${name}" (listed: ${names.join(', ') || 'none'})`,
            );
          }
        }
        for (const [domain, pins] of Object.entries(manifest.brands ?? {})) {
          for (const [remote, pin] of Object.entries(pins)) {
            const at = problem(['brands', domain, remote], pin);
            const pinned = manifest.remotes[remote];
            if (pinned === undefined) at([], `no remote "${remote}" in "remotes" to pin`);
            else checkListed(remote, pin, listedIn(pinned.versions), at);
          }
        }
      }),
    );
}

/** The schema's parts that name no remote (manifest-json-schema.ts gives each a definition). */
export const MANIFEST_PARTS = { version, choice, canaryWatch, route, entry, release };

/** A manifest as the schema checks it, fields left out as they are. */
export type CheckedManifest = z.infer<ReturnType<typeof manifestSchema>>;
export type RemoteRelease = z.infer<typeof release>;
export type VersionEntry = z.infer<typeof entry>;
/** A route a remote version serves: a fixed path of the site and the exposed screen for it. */
export type DeclaredRoute = z.infer<typeof route>;
/** A version, or `percent` of visitors on `next` and the rest on `stable`. */
export type Choice = z.infer<typeof choice>;
/** The rules `pnpm remotes watch` judges a canary by (operations/src/canary-watch.ts). */
export type CanaryWatch = z.infer<typeof canaryWatch>;

type ZodIssue = {
  code?: string;
  path?: PropertyKey[];
  message: string;
  input?: unknown;
  expected?: string;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: boolean;
  errors?: ZodIssue[][];
  issues?: ZodIssue[];
};

const TYPES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  object: 'an object',
  record: 'an object',
  array: 'a list',
};

/** The words of an issue the schema gives no message of its own. */
function issueMessage(issue: Omit<ZodIssue, 'message'>): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'is required'
        : `must be ${TYPES[issue.expected ?? ''] ?? issue.expected}`;
    case 'unrecognized_keys':
      return 'must NOT have additional properties';
    case 'too_small':
      return `must be ${issue.inclusive ? 'at least' : 'more than'} ${String(issue.minimum)}`;
    case 'too_big':
      return `must be ${issue.inclusive ? 'at most' : 'less than'} ${String(issue.maximum)}`;
    case 'invalid_union':
      return 'must be a version or a canary split { "canary": { "stable", "next", "percent" } }';
    default:
      return 'is not valid';
  }
}

const where = (path: PropertyKey[]) => (path.length ? path.map(String).join('.') : 'manifest');

/**
 * One issue as "<where>: <what is wrong>", the path dotted (`remotes.<name>.versions.1.0.0.entry`).
 * Of a version-or-canary choice, the issue of the form the value has (a string: the version's;
 * an object: the canary's).
 */
function describe(first: ZodIssue): string {
  let issue = first;
  let path = [...(first.path ?? [])];
  while (issue.code === 'invalid_union') {
    const meant = issue.errors?.find(
      (option) => !option.some((i) => i.code === 'invalid_type' && (i.path ?? []).length === 0),
    )?.[0];
    if (!meant) break;
    path = [...path, ...(meant.path ?? [])];
    issue = meant;
  }
  if (issue.code === 'invalid_key') {
    const key = path.pop();
    return `${where(path)}: "${String(key)}" ${issue.issues?.[0]?.message ?? 'is not a valid key'}`;
  }
  return `${where(path)}: ${issue.message}`;
}

/**
 * The checker of a manifest for these remotes: the manifest as checked, or a ManifestError
 * naming the first problem (where, and what is wrong).
 */
export function manifestChecker(names: readonly string[]): (value: unknown) => CheckedManifest {
  const schema = manifestSchema(names);
  return (value) => {
    const result = schema.safeParse(value, { error: issueMessage });
    if (result.success) return result.data;
    const [first] = result.error.issues as unknown as ZodIssue[];
    throw new ManifestError(first ? describe(first) : 'manifest: does not match the schema');
  };
}
