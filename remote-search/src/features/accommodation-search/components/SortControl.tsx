/** The order of the stays: each sort of the hotel results, with its direction. */
import type { Sort } from '@storefront/shared/domain/contract';
import { SortControl as ResultsSort } from '@storefront/shared/ui/SortControl';
import { HOTEL_SORT_OPTIONS, sortFromParam, sortToParam } from '../../../lib/results-url';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';

export function SortControl({ sort, onChange }: { sort: Sort; onChange: (sort: Sort) => void }) {
  const { t } = useSearchTranslation();
  const option = (of: Sort) => ({
    value: sortToParam(of),
    label:
      of.name === 'RECOMMENDED'
        ? t('translation:domain.sort.RECOMMENDED')
        : t(`sort.${of.name}.${of.ascending ? 'asc' : 'desc'}`, {
            sort: t(`translation:domain.sort.${of.name}`),
          }),
  });
  const value = sortToParam(sort);
  const known = HOTEL_SORT_OPTIONS.some((offered) => sortToParam(offered) === value);
  // a sort the link named that is not among the offered ones is still shown as the current one
  const options = [...(known ? [] : [option(sort)]), ...HOTEL_SORT_OPTIONS.map(option)];
  return (
    <ResultsSort
      value={value}
      options={options}
      onChange={(param) => {
        const next = sortFromParam(param);
        if (next) onChange(next);
      }}
    />
  );
}
