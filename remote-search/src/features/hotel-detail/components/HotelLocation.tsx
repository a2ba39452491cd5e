/**
 * Where the hotel is: a small map over the environment's base map, its code loaded only when the
 * hotel has coordinates and the map's place comes near the screen. The map takes the focus like
 * any control (arrow keys move it, + and − zoom) and Tab leaves it; a map that cannot load leaves
 * the section out.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Ref } from 'react';
import type { Coordinates } from '@storefront/shared/domain/location';
import { MapBoundary } from '../../../components/map/MapBoundary';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';
import { Section } from '@storefront/shared/ui/Section';

const HotelLocationMap = lazy(() => import('./HotelLocationMap'));

/** How near the viewport the map's place comes before its code is fetched and it is drawn. */
const NEAR = '50% 0px';

/**
 * The map's place before it is drawn: the map's frame, empty. Nothing is loading yet, so it says
 * nothing (a loading status there would stay on a phone until the shopper scrolled).
 */
function MapPlace({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} className="rs-location__map" />;
}

/** The map's code on its way, once its place has come near the screen. */
function MapLoading() {
  const { t } = useSearchTranslation();
  return (
    <div className="rs-location__map rs-map__canvas--loading" role="status">
      {t('map.loading')}
    </div>
  );
}

/**
 * The map is drawn in the browser only (its library needs a window): on the render server its
 * region stays the map's empty place, which the browser then fills (React renders a region that
 * throws on the server in the browser). It is drawn once its place comes near the viewport: on a
 * phone, below the fold, its code (and the long task of drawing it) waits for the shopper to
 * scroll towards it instead of weighing on the page's start (at 1280 px too, where it is below the
 * fold).
 */
function BrowserMap(props: Parameters<typeof HotelLocationMap>[0]) {
  if (typeof window === 'undefined') throw new Error('the map is drawn in the browser');
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <MapPlace ref={place} />;
  return (
    <Suspense fallback={<MapLoading />}>
      <HotelLocationMap {...props} />
    </Suspense>
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
        <Suspense fallback={<MapPlace />}>
          <BrowserMap name={name} coordinates={coordinates} describedBy={hintId} />
        </Suspense>
      </Section>
    </MapBoundary>
  );
}
