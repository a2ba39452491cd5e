/**
 * A results screen's search folded into one line on a phone: the place, the dates and the
 * travellers ("Palma de Mallorca · 24–31 ene · 2 adultos"), with the button that unfolds the
 * form it stands for (a disclosure: aria-expanded, aria-controls). Dates are written by the
 * browser's Intl for the shopper's language; the numbers of travellers by the shared strings.
 * From 768px the summary is not shown and the form never folds (results-phone.css).
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { currentLanguage, isLanguage } from '@storefront/shared/i18n';
import type { Language } from '@storefront/shared/i18n';
import { usePhoneLayout } from '@storefront/shared/lib/phone-layout';
import { formatDate, formatDateRange, formatList } from '@storefront/shared/domain/format';
import type { PlaceValue } from './LocationCombobox';
import { useQueriesOnServer } from '@storefront/shared/api/queries';
import { keptPlaceNamed, locationsQuery } from '@storefront/shared/api/locations';
import type { LocationRole } from '@storefront/shared/domain/location';
import type { ProductType } from '@storefront/shared/domain/contract';
import type { TravellersValue } from './TravellersField';
import './results-phone.css';

export type SearchSummaryParts = {
  /** the place as the shopper knows it ("Palma de Mallorca", "Madrid → Barcelona") */
  place: string;
  /** ISO dates (YYYY-MM-DD); a one-way trip has no `to` */
  dates: { from?: string | undefined; to?: string | undefined };
  travellers: TravellersValue;
};

function datesText(dates: SearchSummaryParts['dates'], language: Language): string {
  // day before month in English too ("24–31 Jan")
  const locale = language === 'en' ? 'en-GB' : language;
  if (dates.from && dates.to) return formatDateRange(dates.from, dates.to, locale, 'dayMonth');
  return dates.from ? formatDate(dates.from, locale, 'dayMonth') : '';
}

/** The summary's words: place, dates and travellers, each left out when there is none. */
export function searchSummaryText(
  { place, dates, travellers }: SearchSummaryParts,
  t: TFunction,
  language: Language,
): string {
  const people = [t('searchSummary.adults', { count: travellers.adults })];
  const children = travellers.childrenAges.length;
  if (children > 0) people.push(t('searchSummary.children', { count: children }));
  return [place, datesText(dates, language), formatList(people, language)]
    .filter((part) => part !== '')
    .join(' · ');
}

/**
 * The fold of a results screen's search form. `canFold`: the screen has a search to show (a link
 * without enough to search shows its form open). A search made from the form folds it again and,
 * on a phone, puts focus on the summary's button, where the form was.
 */
export function useSearchFold(canFold: boolean) {
  const phone = usePhoneLayout();
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const focusPending = useRef(false);
  // after the commit that shows the summary (the search may reach the URL a render later)
  useEffect(() => {
    if (!focusPending.current || !editRef.current) return;
    focusPending.current = false;
    editRef.current.focus();
  });
  return {
    folded: canFold && !editing,
    editRef,
    toggle: () => setEditing((open) => !open),
    searched: () => {
      setEditing(false);
      focusPending.current = phone;
    },
  };
}

/** A place a screen's link names by its code, and the search its place field names it by. */
export type PlaceInLink = {
  code: string | undefined;
  productType: ProductType;
  role: LocationRole;
};

/**
 * The names of the places in the screen's link (`link`), for its summary. A code is named as its
 * place field names it: by the places found for the code as text. On the render server the page
 * waits for those, so it goes out with names (and the browser finds them kept): the summary never
 * shows a code where a name follows. The names the fields give are kept by the screen as well, so
 * the summary names the places while the shopper types others, and after the form is built again
 * for a new search. `learn` takes what a place field shows.
 */
export function usePlaceNames(link: readonly PlaceInLink[] = []) {
  const { i18n } = useTranslation();
  // the page's own (on the render server, the request's)
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  const queries = link.flatMap(({ code, productType, role }) =>
    code ? [{ text: code, productType, role, language }] : [],
  );
  useQueriesOnServer(queries.map((query) => locationsQuery(query)));
  const [known, setKnown] = useState<Readonly<Record<string, string>>>({});
  const learn = useCallback((place: PlaceValue) => {
    if (!place || place.name.toLowerCase() === place.code.toLowerCase()) return;
    const code = place.code.toLowerCase();
    // a transition: not urgent, and a part of the screen still hydrating waits for it instead of
    // being rendered afresh
    startTransition(() =>
      setKnown((names) => (names[code] === place.name ? names : { ...names, [code]: place.name })),
    );
  }, []);
  const nameOf = (code: string | undefined) => {
    if (!code) return '';
    const query = queries.find((each) => each.text.toLowerCase() === code.toLowerCase());
    return (
      known[code.toLowerCase()] ??
      (query ? keptPlaceNamed(query)?.name : undefined) ??
      code.toUpperCase()
    );
  };
  return { nameOf, learn };
}

export function SearchSummary({
  expanded,
  controls,
  onToggle,
  editRef,
  ...parts
}: SearchSummaryParts & {
  /** whether the form is unfolded */
  expanded: boolean;
  /** the id of the form's container */
  controls: string;
  onToggle: () => void;
  editRef?: RefObject<HTMLButtonElement | null>;
}) {
  const { t, i18n } = useTranslation();
  // the page's own (on the render server, the request's)
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <div className="sf-summary">
      <p className="sf-summary__text">{searchSummaryText(parts, t, language)}</p>
      <button
        ref={editRef}
        type="button"
        className="sf-summary__edit"
        aria-label={t('searchSummary.editLabel')}
        aria-expanded={expanded}
        aria-controls={controls}
        onClick={onToggle}
      >
        {t('searchSummary.edit')}
      </button>
    </div>
  );
}
