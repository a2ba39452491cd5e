/**
 * The results map beside the list. The map itself (leaflet) is loaded only when the panel is
 * shown; it is complementary: if it cannot load, the list stays as it is and says so here.
 * "Search as I move the map" turns map moves into the bounding box filter.
 */
import { lazy, Suspense, useId } from 'react';
import type { MapBoundingBox } from '@storefront/shared/domain/accommodation-filters';
import type { HotelProposal } from '@storefront/shared/domain/hotel';
import type { Bounds } from '../../../lib/filter-metadata';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';
import { MapBoundary } from '../../../components/map/MapBoundary';

const ResultsMap = lazy(() => import('./ResultsMap'));

export type MapPanelProps = {
  proposals: readonly HotelProposal[];
  /** the box around every result of the search (filtersMetadata), for the first view */
  resultsBounds: Bounds | null;
  box: MapBoundingBox | null;
  /** changes when the map should fit the results again (another search, page or filter) */
  fitKey: string;
  searchAsMove: boolean;
  onSearchAsMoveChange: (on: boolean) => void;
  onBoxChange: (box: MapBoundingBox | null) => void;
  hrefOf: (proposal: HotelProposal) => string;
};

export function MapPanel(props: MapPanelProps) {
  const { t } = useSearchTranslation();
  const checkboxId = useId();
  const hintId = useId();
  return (
    <section className="rs-map" aria-label={t('map.label')}>
      <div className="rs-map__controls">
        <div className="rs-filter__option">
          <input
            id={checkboxId}
            type="checkbox"
            checked={props.searchAsMove}
            onChange={(event) => props.onSearchAsMoveChange(event.target.checked)}
          />
          <label htmlFor={checkboxId}>{t('map.searchAsMove')}</label>
        </div>
        {props.box ? (
          <button type="button" className="rs-link" onClick={() => props.onBoxChange(null)}>
            {t('map.clearArea')}
          </button>
        ) : null}
      </div>
      <p id={hintId} className="rs-map__hint rs-muted">
        {t('map.hint')}
      </p>
      <MapBoundary
        fallback={
          <p className="rs-notice" role="status">
            {t('map.unavailable')}
          </p>
        }
      >
        <Suspense
          fallback={
            <div className="rs-map__canvas rs-map__canvas--loading" role="status">
              {t('map.loading')}
            </div>
          }
        >
          <ResultsMap {...props} describedBy={hintId} />
        </Suspense>
      </MapBoundary>
    </section>
  );
}
