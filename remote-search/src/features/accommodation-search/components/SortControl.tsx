/** The sort of the results. */
import { useId } from 'react';
import type { Sort } from '@storefront/shared/domain/contract';
import { HOTEL_SORT_OPTIONS, sortFromParam, sortToParam } from '../../../lib/results-url';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';

export function SortControl({ sort, onChange }: { sort: Sort; onChange: (sort: Sort) => void }) {
  const { t } = useSearchTranslation();
  const id = useId();
  const label = (option: Sort) =>
    option.name === 'RECOMMENDED'
      ? t('translation:domain.sort.RECOMMENDED')
      : t(`sort.${option.name}.${option.ascending ? 'asc' : 'desc'}`, {
          sort: t(`translation:domain.sort.${option.name}`),
        });
  const value = sortToParam(sort);
  const known = HOTEL_SORT_OPTIONS.some((option) => sortToParam(option) === value);
  return (
    <div className="rs-sort">
      <label htmlFor={id}>{t('sort.label')}</label>
      <select
        id={id}
        className="rs-select"
        value={value}
        onChange={(event) => {
          const next = sortFromParam(event.target.value);
          if (next) onChange(next);
        }}
      >
        {known ? null : <option value={value}>{label(sort)}</option>}
        {HOTEL_SORT_OPTIONS.map((option) => (
          <option key={sortToParam(option)} value={sortToParam(option)}>
            {label(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
