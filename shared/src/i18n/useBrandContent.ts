/**
 * The brand's texts for a screen that shows them, with the `lang` attribute they need on the
 * page: their own language when it is not the page's (the content service had none in the
 * shopper's language and answered in the brand's), so a screen reader reads them right.
 */
import { useTranslation } from 'react-i18next';
import { contentLang } from '../domain/brand';
import type { BrandContent } from '../domain/brand';
import { useStateValue } from '@storefront/shared/state';
import { brandContentAtom } from '@storefront/shared/state/brand-content';

export function useBrandContent(): { content: BrandContent | null; lang: string | undefined } {
  // the page's language, re-read when the shopper switches it
  const { i18n } = useTranslation();
  const content = useStateValue(brandContentAtom);
  return { content, lang: content ? contentLang(content.language, i18n.language) : undefined };
}
