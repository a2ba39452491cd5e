/**
 * The two wire pieces the shell's own calls use (sign-on, flags, brand content): an id and a text
 * the storefront can live without. Apart from wire.ts, which re-exports them, so the shell's
 * start does not build the product calls' schemas (prices, pages, flight proposals) it never uses.
 */
import * as z from 'zod/mini';

export const idSchema = z.string().check(z.minLength(1));
/** A text the storefront can live without: missing or null reads as null. */
export const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? null),
);
