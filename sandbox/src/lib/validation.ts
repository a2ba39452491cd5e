import type { z } from 'zod';
import { SandboxError } from './envelope';

/**
 * Parses request input with a zod schema; a mismatch becomes a VALIDATION_ERROR whose details
 * list each problem as `{ path, message }`.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  what: string,
): z.infer<Schema> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  throw new SandboxError(
    'VALIDATION_ERROR',
    `Invalid ${what}`,
    parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}
