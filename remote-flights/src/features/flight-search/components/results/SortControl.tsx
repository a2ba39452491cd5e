import { useId } from 'react';
import type { SortName } from '@storefront/shared/domain/contract';
import { useFlightsTranslation } from '../../../../hooks/useFlightsTranslation';
import { FLIGHT_SORT_NAMES } from '../../../../lib/flights-url';
import type { FlightSortName } from '../../../../lib/flights-url';

/**
 * The order of the results. On a free-flight brand the sort is PRICE whatever was chosen (spec
 * section 5): the control shows PRICE, cannot be changed, and says why.
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
  const id = useId();
  return (
    <div className="remote-flights-sort">
      <label htmlFor={id}>{t('sort.label')}</label>
      <select
        id={id}
        value={value}
        disabled={forcedByVoucher}
        aria-describedby={forcedByVoucher ? `${id}-why` : undefined}
        onChange={(event) => onChange(event.target.value as FlightSortName)}
      >
        {FLIGHT_SORT_NAMES.map((name) => (
          <option key={name} value={name}>
            {t(`translation:domain.sort.${name}`)}
          </option>
        ))}
      </select>
      {forcedByVoucher ? (
        <p id={`${id}-why`} className="remote-flights-sort__why">
          {t('sort.forcedByVoucher')}
        </p>
      ) : null}
    </div>
  );
}
