/**
 * Where the hotel is: a small map over the environment's base map, its code loaded only when the
 * hotel has coordinates and the shopper comes near the section (it is below the first screen).
 * The map takes the focus like any control (arrow keys move it, + and − zoom) and Tab leaves it;
 * a map that cannot load leaves the section out.
 */
import { lazy, Suspense, useId } from 'react';
import type { Coordinates } from '@storefront/shared/domain/location';
import { MapBoundary } from '../../../components/map/MapBoundary';
import { useNearViewport } from '../../../hooks/useNearViewport';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';
import { Section } from '@storefront/shared/ui/Section';

const HotelLocationMap = lazy(() => import('./HotelLocationMap'));

/**
 * The map is drawn in the browser only (its library needs a window), once the shopper comes near
 * it: until then, on the render server and as the page hydrates, its region is the placeholder,
 * which stays as the map's code comes. The region is the browser's to fill (`data-sf-browser`):
 * a page that opens with the section near the screen draws the map as it hydrates.
 */
function MapOnApproach(props: Parameters<typeof HotelLocationMap>[0]) {
  const { t } = useSearchTranslation();
  const [near, ref] = useNearViewport<HTMLDivElement>();
  const placeholder = (
    <div
      ref={near ? undefined : ref}
      className="rs-location__map rs-map__canvas--loading"
      role="status"
    >
      {t('map.loading')}
    </div>
  );
  return (
    <div data-sf-browser="">
      {near ? (
        <Suspense fallback={placeholder}>
          <HotelLocationMap {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** Coordinates worth a map: numbers on the globe, not the 0, 0 of a hotel nobody placed. */
export function hasPlace(coordinates: Coordinates | null | undefined): coordinates is Coordinates {
  if (!coordinates) return false;
  const { latitude, longitude } = coordinates;
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0)
  );
}

export function HotelLocation({
  name,
  coordinates,
}: {
  name: string;
  coordinates: Coordinates | null | undefined;
}) {
  const { t } = useSearchTranslation();
  const hintId = useId();
  if (!hasPlace(coordinates)) return null;
  return (
    <MapBoundary fallback={null}>
      <Section className="rs-location" level={2} title={t('detail.location')}>
        <p id={hintId} className="rs-map__hint rs-muted">
          {t('detail.locationHint')}
        </p>
        <MapOnApproach name={name} coordinates={coordinates} describedBy={hintId} />
      </Section>
    </MapBoundary>
  );
}
