/**
 * The results on a map (leaflet through react-leaflet), loaded on demand by MapPanel. There is no
 * tile layer: tiles are a brand setting and may be unreachable (the sandbox serves none), so the
 * map is a plain surface whose markers, zoom and moves all work without them. Each marker is a
 * keyboard-focusable button named after its hotel and price; Enter opens its link.
 */
import { formatPrice } from '@storefront/shared/domain/format';
import { useEffect, useMemo, useRef } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, Popup, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router-dom';
import type { MapBoundingBox } from '@storefront/shared/domain/accommodation-filters';
import { useSearchTranslation } from '../../hooks/useSearchTranslation';
import type { MapPanelProps } from './MapPanel';
import 'leaflet/dist/leaflet.css';

const FIT_OPTIONS = { padding: [24, 24] as [number, number], maxZoom: 14, animate: false };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The map's view as a bounding box the filter accepts. */
export function viewToBox(bounds: L.LatLngBounds): MapBoundingBox {
  return {
    south: clamp(bounds.getSouth(), -90, 90),
    west: clamp(bounds.getWest(), -180, 180),
    north: clamp(bounds.getNorth(), -90, 90),
    east: clamp(bounds.getEast(), -180, 180),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Fits the view when the results change, and reports the shopper's own moves. */
function MapBehaviour({
  proposals,
  resultsBounds,
  box,
  fitKey,
  searchAsMove,
  onBoxChange,
}: Pick<
  MapPanelProps,
  'proposals' | 'resultsBounds' | 'box' | 'fitKey' | 'searchAsMove' | 'onBoxChange'
>) {
  const map = useMap();
  const fitting = useRef(false);
  const live = useRef({ searchAsMove, onBoxChange });
  useEffect(() => {
    live.current = { searchAsMove, onBoxChange };
  });

  useEffect(() => {
    const target = box
      ? L.latLngBounds([box.south, box.west], [box.north, box.east])
      : proposals.length > 0
        ? L.latLngBounds(
            proposals.map((p) => [
              p.accommodation.coordinates.latitude,
              p.accommodation.coordinates.longitude,
            ]),
          )
        : resultsBounds
          ? L.latLngBounds(
              [resultsBounds.south, resultsBounds.west],
              [resultsBounds.north, resultsBounds.east],
            )
          : null;
    if (!target || !target.isValid()) return;
    // the fit is the page's doing, not the shopper's: its move events are not a filter
    fitting.current = true;
    try {
      map.fitBounds(target, FIT_OPTIONS);
    } finally {
      fitting.current = false;
    }
    // fit again only for another search, page or filter, not for each new proposals object
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, fitKey]);

  useEffect(() => {
    const container = map.getContainer();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      fitting.current = true;
      try {
        map.invalidateSize({ animate: false });
      } finally {
        fitting.current = false;
      }
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);

  useMapEvents({
    moveend: () => {
      if (fitting.current || !live.current.searchAsMove) return;
      live.current.onBoxChange(viewToBox(map.getBounds()));
    },
  });
  return null;
}

export default function ResultsMap(props: MapPanelProps & { describedBy: string }) {
  const { t, language } = useSearchTranslation();
  const { proposals, hrefOf } = props;
  const markers = useMemo(
    () =>
      proposals.map((proposal) => {
        const price = formatPrice(proposal.price.total, language, { wholeUnits: true });
        const name = proposal.accommodation.name;
        return {
          proposal,
          price,
          label: t('map.marker', { name, price }),
          icon: L.divIcon({
            className: 'rs-marker',
            html: `<span class="rs-marker__price" aria-hidden="true">${escapeHtml(price)}</span>`,
            iconSize: undefined,
            iconAnchor: [0, 0],
          }),
        };
      }),
    [proposals, language, t],
  );
  return (
    <div className="rs-map__canvas" aria-describedby={props.describedBy}>
      <MapContainer
        className="rs-map__leaflet"
        center={[40, 0]}
        zoom={3}
        zoomControl={false}
        scrollWheelZoom={false}
        keyboard
        // a change of size is MapBehaviour's (its ResizeObserver): leaflet's own window-resize
        // handling would report the new view as a move, and with "search as I move the map" a
        // turned phone or a resized window would search another area
        trackResize={false}
      >
        <ZoomControl
          position="topright"
          zoomInTitle={t('map.zoomIn')}
          zoomOutTitle={t('map.zoomOut')}
        />
        <MapBehaviour {...props} />
        {markers.map(({ proposal, price, label, icon }) => (
          <Marker
            key={proposal.id}
            position={[
              proposal.accommodation.coordinates.latitude,
              proposal.accommodation.coordinates.longitude,
            ]}
            icon={icon}
            keyboard
            title={label}
            riseOnHover
            eventHandlers={{
              add: (event) => {
                const element = (event.target as L.Marker).getElement();
                element?.setAttribute('aria-label', label);
              },
            }}
          >
            <Popup autoPan={false}>
              <Link to={hrefOf(proposal)} className="rs-link">
                {proposal.accommodation.name}
              </Link>
              <br />
              {price}
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </div>
  );
}
