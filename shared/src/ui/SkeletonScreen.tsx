/**
 * The composition's stand-in for a screen whose content a later issue builds: it shows the
 * screen's translated name, the search parameters it read from the URL, and the shared sort
 * selector, which proves that every remote reads and writes the page's one store.
 */
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SORT_NAMES } from '@storefront/shared/domain/contract';
import type { SortName } from '@storefront/shared/domain/contract';
import {
  setSortSelectorAtom,
  sortSelectorAtom,
  useStateAction,
  useStateValue,
} from '@storefront/shared/state';
import { useNamespace } from '@storefront/shared/i18n/use-namespace';

export function SkeletonScreen({
  ns,
  baseUrl,
  titleKey,
  children,
}: {
  ns: string;
  baseUrl: string;
  titleKey: string;
  children?: ReactNode;
}) {
  const { ready, error } = useNamespace(ns, baseUrl);
  const { t } = useTranslation(ns);
  const [params] = useSearchParams();
  const sort = useStateValue(sortSelectorAtom);
  const setSort = useStateAction(setSortSelectorAtom);
  const sortId = useId();
  if (!ready && !error) return <div role="status" aria-busy="true" className="route-loading" />;
  const entries = [...params.entries()];
  return (
    <section className="shell-page" aria-labelledby={`${sortId}-title`}>
      <h1 id={`${sortId}-title`}>{t(titleKey)}</h1>
      <h2>{t('translation:skeleton.urlHeading')}</h2>
      {entries.length === 0 ? (
        <p>{t('translation:skeleton.urlEmpty')}</p>
      ) : (
        <dl className="url-readout">
          {entries.map(([key, value], index) => (
            <div key={`${key}-${index}`}>
              <dt>{key}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <label htmlFor={sortId}>{t('translation:skeleton.sortLabel')}</label>{' '}
      <select
        id={sortId}
        value={sort.name}
        onChange={(event) => setSort({ name: event.target.value as SortName, ascending: true })}
      >
        {SORT_NAMES.map((name) => (
          <option key={name} value={name}>
            {t(`translation:domain.sort.${name}`, { defaultValue: name })}
          </option>
        ))}
      </select>
      {children}
    </section>
  );
}
