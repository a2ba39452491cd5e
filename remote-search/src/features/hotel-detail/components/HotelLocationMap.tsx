/** The hotel detail's small map (leaflet), loaded by HotelLocation: the hotel's pin on the base map. */
import { useMemo } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, ZoomControl } from 'react-leaflet';
import type { Coordinates } from '@storefront/shared/domain/location';
import { BaseTiles, MAP_MAX_ZOOM } from '../../../components/map/BaseTiles';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';
import 'leaflet/dist/leaflet.css';
import '../../../components/map/map.css';

/** The town and its coast around the hotel (Natural Earth has no streets to show closer). */
const ZOOM = 10;

export default function HotelLocationMap({
  name,
  coordinates,
  describedBy,
}: {
  name: string;
  coordinates: Coordinates;
  describedBy: string;
}) {
  const { t } = useSearchTranslation();
  const position: [number, number] = [coordinates.latitude, coordinates.longitude];
  const icon = useMemo(
    () =>
      L.divIcon({
        className: 'rs-location__pin',
        html: '<span class="rs-location__dot" aria-hidden="true"></span>',
        iconSize: [24, 24],
        iconAnchor: [12, 12],
      }),
    [],
  );
  return (
    <div
      className="rs-location__map"
      role="group"
      aria-label={t('detail.locationMap')}
      aria-describedby={describedBy}
    >
      <MapContainer
        className="rs-map__leaflet"
        center={position}
        zoom={ZOOM}
        maxZoom={MAP_MAX_ZOOM}
        zoomControl={false}
        // the page scrolls past the map; the buttons and + and − zoom it
        scrollWheelZoom={false}
        keyboard
      >
        <BaseTiles />
        <ZoomControl
          position="topright"
          zoomInTitle={t('map.zoomIn')}
          zoomOutTitle={t('map.zoomOut')}
        />
        <Marker
          position={position}
          icon={icon}
          interactive={false}
          keyboard={false}
          title={t('detail.locationPin', { name })}
        />
      </MapContainer>
    </div>
  );
}
