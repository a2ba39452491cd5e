/**
 * The brand's texts as the screens show them (landing, offers, destination proposals): in the
 * shopper's language once the shell has fetched them for it, else as the brand configuration
 * came. Kept beside the brand configuration, not in it: a change of language gives the screens
 * that show brand texts new texts, and leaves the configuration every other screen reads (and
 * searches, prices and forms with) exactly as it was.
 */
import { atom } from 'jotai';
import { brandContentOf } from '../domain/brand';
import type { BrandConfig, BrandContent } from '../domain/brand';
import { brandConfigAtom } from '@storefront/shared/state';

/** texts fetched in another language, for the brand configuration they belong to */
const translated = atom<{ brand: BrandConfig; content: BrandContent } | null>(null);

/** The brand's texts, with the language they are in; null before the brand is known. */
export const brandContentAtom = atom((get): BrandContent | null => {
  const brand = get(brandConfigAtom);
  if (!brand) return null;
  const override = get(translated);
  return override?.brand === brand ? override.content : brandContentOf(brand);
});

/** The brand's texts in another language, for the brand configuration the store holds now. */
export const setBrandContentAtom = atom(null, (get, set, content: BrandContent) => {
  const brand = get(brandConfigAtom);
  if (brand) set(translated, { brand, content });
});
