/**
 * The brand's texts follow the page's language: when the shopper switches language, the landing,
 * offers and destination texts are fetched again in it (once per brand and language: a language
 * already fetched is shown at once) and handed to the screens through the store
 * (`brandContentAtom`). Nothing reloads and no screen is rendered anew, so a form keeps what the
 * shopper typed; the brand configuration (theme, flags, settings, policies) stays as it was.
 * Where the content service has no texts in the language, they come in the brand's own, and the
 * screens mark them with its `lang`.
 */
import { useEffect } from 'react';
import { brandContentOf } from '@storefront/shared/domain/brand';
import type { BrandConfig, BrandContent } from '@storefront/shared/domain/brand';
import { currentLanguage, i18n, isLanguage } from '@storefront/shared/i18n';
import type { Language } from '@storefront/shared/i18n';
import type { StorefrontStore } from '@storefront/shared/state';
import { setBrandContentAtom } from '@storefront/shared/state/brand-content';

/**
 * Follows the page's language from now on, for a brand whose configuration came in the page's
 * current language (the start-up asks in the shopper's choice, or in the brand's own, which is
 * then the page's). Returns the function that stops following.
 */
export function followPageLanguage(
  store: StorefrontStore,
  brand: BrandConfig,
  domain: string,
): () => void {
  const texts = new Map<Language, Promise<BrandContent | null>>([
    [currentLanguage(), Promise.resolve(brandContentOf(brand))],
  ]);
  let wanted = currentLanguage();
  let live = true;

  const show = (language: string) => {
    if (!isLanguage(language)) return;
    wanted = language;
    let answer = texts.get(language);
    if (!answer) {
      // the call's module (and zod) loaded with the first switch: a page never switched needs neither
      answer = import('@storefront/shared/api/content').then((calls) =>
        calls.getBrandContent(domain, language),
      );
      texts.set(language, answer);
    }
    answer.then(
      (content) => {
        // an answer for a language the shopper has left since is not shown
        if (live && wanted === language && content) store.set(setBrandContentAtom, content);
      },
      (error: unknown) => {
        // the texts stay in the language they are in (marked as such); the next switch to this
        // language asks again (spec section 8: other call errors are only logged)
        if (texts.get(language) === answer) texts.delete(language);
        console.error(
          `[brand] texts in ${language}: ${error instanceof Error ? error.message : 'failed'}`,
        );
      },
    );
  };

  i18n.on('languageChanged', show);
  return () => {
    live = false;
    i18n.off('languageChanged', show);
  };
}

/** `followPageLanguage` for as long as the shell shows the brand. */
export function useBrandTextsInPageLanguage(
  store: StorefrontStore,
  brand: BrandConfig | null,
  domain: string | null,
): void {
  useEffect(() => {
    if (!brand || !domain) return undefined;
    return followPageLanguage(store, brand, domain);
  }, [store, brand, domain]);
}
