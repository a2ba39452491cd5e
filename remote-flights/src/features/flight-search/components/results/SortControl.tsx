import type { SortName } from '@storefront/shared/domain/contract';
import { SortControl as ResultsSort } from '@storefront/shared/ui/SortControl';
import { useFlightsTranslation } from '../../../../hooks/useFlightsTranslation';
import { FLIGHT_SORT_NAMES } from '../../../../lib/flights-url';
import type { FlightSortName } from '../../../../lib/flights-url';

/**
 * The order of the flights, each ascending. On a free-flight brand the sort is PRICE whatever was
 * chosen (spec section 5): the control shows PRICE, cannot be changed, and says why.
 */
export function SortControl({
  value,
  forcedByVoucher,
  onChange,
}: {
  value: SortName;
  forcedByVoucher: boolean;
  onChange: (sort: FlightSortName) => void;
}) {
  const { t } = useFlightsTranslation();
  return (
    <ResultsSort
      value={value}
      options={FLIGHT_SORT_NAMES.map((name) => ({
        value: name,
        label: t(`translation:domain.sort.${name}`),
      }))}
      lockedBecause={forcedByVoucher ? t('sort.forcedByVoucher') : undefined}
      onChange={(name) => onChange(name as FlightSortName)}
    />
  );
}
