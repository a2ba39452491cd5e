/**
 * The results on a map (leaflet through react-leaflet), loaded on demand by MapPanel, over the
 * environment's base map (BaseTiles). Each price pin is a keyboard-focusable button named after
 * its hotel and price; Enter opens its link. Pins too close to tell apart are drawn as one
 * cluster (supercluster): a button with their count that zooms in on them. A pin and its card
 * in the list highlight each other (highlight.tsx).
 */
import { formatPrice } from '@storefront/shared/domain/format';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, Popup, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router-dom';
import Supercluster from 'supercluster';
import type { MapBoundingBox } from '@storefront/shared/domain/accommodation-filters';
import type { HotelProposal } from '@storefront/shared/domain/hotel';
import { useSearchTranslation } from '../../../hooks/useSearchTranslation';
import { BaseTiles, MAP_MAX_ZOOM } from '../../../components/map/BaseTiles';
import { useHighlight, useIsHighlighted } from './highlight';
import type { MapPanelProps } from './MapPanel';
import 'leaflet/dist/leaflet.css';
import '../../../components/map/map.css';

/** A cluster's round button, in pixels. */
const CLUSTER_SIZE = 40;
/** The closest the fit of the results comes (a street's width would tell nothing more). */
const FIT_MAX_ZOOM = 14;
/** Room between a marker's outermost pixel and the map's edge, after a fit. */
const EDGE_MARGIN = 6;
/** A highlighted price label grows (map.css: scale 1.12) and gains a 3 px outline. */
const HIGHLIGHT_SCALE = 1.12;
const HIGHLIGHT_OUTLINE = 3;

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

/**
 * The room the markers take around their anchors, in pixels, as the fit's padding: a price label
 * stands on its anchor (it rises its whole height and reaches half its width to either side,
 * measured on the labels themselves, as highlighted), a cluster is a circle around its anchor,
 * and the map's credit takes the foot of the map. Fitted with this padding, every marker of the
 * results is drawn whole inside the map.
 */
function markerPadding(
  container: HTMLElement,
  prices: readonly string[],
): { paddingTopLeft: L.PointTuple; paddingBottomRight: L.PointTuple } {
  const probe = document.createElement('div');
  probe.className = 'rs-marker';
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = 'position:absolute;left:0;top:0;visibility:hidden';
  for (const price of new Set(prices)) {
    const label = document.createElement('span');
    label.className = 'rs-marker__price';
    label.textContent = price;
    probe.append(label);
  }
  container.append(probe);
  let width = 0;
  let height = 0;
  for (const label of Array.from(probe.children)) {
    const box = label.getBoundingClientRect();
    width = Math.max(width, box.width);
    height = Math.max(height, box.height);
  }
  probe.remove();
  const credit =
    container.querySelector('.leaflet-control-attribution')?.getBoundingClientRect().height ?? 0;
  const grown = (size: number) => size * HIGHLIGHT_SCALE + HIGHLIGHT_OUTLINE;
  const side = Math.ceil(Math.max(grown(width) / 2, CLUSTER_SIZE / 2)) + EDGE_MARGIN;
  const top = Math.ceil(Math.max(grown(height), CLUSTER_SIZE / 2)) + EDGE_MARGIN;
  const bottom = Math.ceil(Math.max(CLUSTER_SIZE / 2, credit)) + EDGE_MARGIN;
  return { paddingTopLeft: [side, top], paddingBottomRight: [side, bottom] };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Fits the view when the results change, with room for the markers drawn around the results'
 * points (`prices`: their labels), and reports the shopper's own moves.
 */
function MapBehaviour({
  proposals,
  prices,
  resultsBounds,
  box,
  fitKey,
  searchAsMove,
  onBoxChange,
}: Pick<
  MapPanelProps,
  'proposals' | 'resultsBounds' | 'box' | 'fitKey' | 'searchAsMove' | 'onBoxChange'
> & { prices: readonly string[] }) {
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
      map.fitBounds(target, {
        ...markerPadding(map.getContainer(), prices),
        maxZoom: FIT_MAX_ZOOM,
        animate: false,
      });
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

type Pin = {
  proposal: HotelProposal;
  price: string;
  label: string;
  icon: L.DivIcon;
};

/**
 * How close two pins may be before they are one cluster: supercluster's radius is in 1/512 of a
 * tile, leaflet's tiles are 256 pixels, so this groups pins whose anchors are nearer than 48
 * pixels, where their price labels would cover each other.
 */
const CLUSTER_RADIUS = 96;
/** Past this zoom every pin is shown, even pins on one spot (supercluster's own limit). */
const CLUSTER_MAX_ZOOM = 16;

type PinProps = { id: string };
type ClusterProps = { ids: string[] };

/** The current zoom, following the map (from the fit of the results, which may come first). */
function useZoom(): number {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useEffect(() => {
    const update = () => setZoom(map.getZoom());
    update();
    map.on('zoomend', update);
    return () => {
      map.off('zoomend', update);
    };
  }, [map]);
  return zoom;
}

/**
 * Runs a change of view now, or once the zoom animation under way has ended: leaflet ignores a
 * new view while it animates a zoom (a zoom button pressed a moment before).
 */
function useAfterZoomAnimation(): (change: () => void) => void {
  const map = useMap();
  const animating = useRef(false);
  useEffect(() => {
    const start = () => {
      animating.current = true;
    };
    const end = () => {
      animating.current = false;
    };
    map.on('zoomanim', start);
    map.on('zoomend', end);
    return () => {
      map.off('zoomanim', start);
      map.off('zoomend', end);
    };
  }, [map]);
  return useCallback(
    (change) => {
      if (animating.current) map.once('zoomend', change);
      else change();
    },
    [map],
  );
}

/** Adds listeners to a marker's element once it is on the map; removes them when it leaves. */
function useMarkerElement(
  marker: RefObject<L.Marker | null>,
  attach: (element: HTMLElement) => () => void,
  deps: unknown[],
) {
  useEffect(() => {
    const element = marker.current?.getElement();
    return element ? attach(element) : undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

function PricePin({ pin, hrefOf }: { pin: Pin; hrefOf: MapPanelProps['hrefOf'] }) {
  const { proposal, price, label, icon } = pin;
  const id = proposal.id;
  const marker = useRef<L.Marker | null>(null);
  const highlight = useHighlight();
  const highlighted = useIsHighlighted(id);
  useMarkerElement(
    marker,
    (element) => {
      element.setAttribute('aria-label', label);
      const show = () => highlight.show(id);
      const hide = () => highlight.hide(id);
      element.addEventListener('focus', show);
      element.addEventListener('blur', hide);
      return () => {
        element.removeEventListener('focus', show);
        element.removeEventListener('blur', hide);
      };
    },
    [label, id, highlight, icon],
  );
  useEffect(() => {
    marker.current?.getElement()?.classList.toggle('rs-marker--highlighted', highlighted);
  }, [highlighted, icon]);
  return (
    <Marker
      ref={marker}
      position={[
        proposal.accommodation.coordinates.latitude,
        proposal.accommodation.coordinates.longitude,
      ]}
      icon={icon}
      keyboard
      title={label}
      riseOnHover
      eventHandlers={{
        mouseover: () => highlight.show(id),
        mouseout: () => highlight.hide(id),
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
  );
}

function ClusterPin({
  position,
  count,
  ids,
  expansionZoom,
}: {
  position: [number, number];
  count: number;
  ids: string[];
  expansionZoom: number;
}) {
  const { t } = useSearchTranslation();
  const map = useMap();
  const marker = useRef<L.Marker | null>(null);
  const highlighted = useIsHighlighted(...ids);
  const label = t('map.cluster', { count });
  const icon = useMemo(
    () =>
      L.divIcon({
        className: 'rs-cluster',
        html: `<span class="rs-cluster__count" aria-hidden="true">${count}</span>`,
        iconSize: [CLUSTER_SIZE, CLUSTER_SIZE],
        iconAnchor: [CLUSTER_SIZE / 2, CLUSTER_SIZE / 2],
      }),
    [count],
  );
  useMarkerElement(
    marker,
    (element) => {
      element.setAttribute('aria-label', label);
      return () => undefined;
    },
    [label, icon],
  );
  useEffect(() => {
    marker.current?.getElement()?.classList.toggle('rs-cluster--highlighted', highlighted);
  }, [highlighted, icon]);
  // zoom in until its stays part; the focus goes to the map, as the cluster's button goes away
  const afterZoomAnimation = useAfterZoomAnimation();
  const expand = () => {
    map.getContainer().focus({ preventScroll: true });
    afterZoomAnimation(() =>
      map.setView(position, Math.min(expansionZoom, MAP_MAX_ZOOM), { animate: false }),
    );
  };
  return (
    <Marker
      ref={marker}
      position={position}
      icon={icon}
      keyboard
      title={label}
      eventHandlers={{
        click: expand,
        // a button's keys: leaflet gives a focused marker's keys to its listeners
        keypress: (event: L.LeafletKeyboardEvent) => {
          const { key } = event.originalEvent;
          if (key !== 'Enter' && key !== ' ') return;
          event.originalEvent.preventDefault();
          expand();
        },
      }}
    />
  );
}

/** The pins and clusters at the map's zoom. */
function Pins({ pins, hrefOf }: { pins: Pin[]; hrefOf: MapPanelProps['hrefOf'] }) {
  const zoom = useZoom();
  const index = useMemo(() => {
    const clusters = new Supercluster<PinProps, ClusterProps>({
      radius: CLUSTER_RADIUS,
      maxZoom: CLUSTER_MAX_ZOOM,
      map: (props) => ({ ids: [props.id] }),
      reduce: (total, props) => {
        total.ids = [...total.ids, ...props.ids];
      },
    });
    clusters.load(
      pins.map(({ proposal }) => ({
        type: 'Feature',
        properties: { id: proposal.id },
        geometry: {
          type: 'Point',
          coordinates: [
            proposal.accommodation.coordinates.longitude,
            proposal.accommodation.coordinates.latitude,
          ],
        },
      })),
    );
    return clusters;
  }, [pins]);
  const byId = useMemo(() => new Map(pins.map((pin) => [pin.proposal.id, pin])), [pins]);
  const features = index.getClusters([-180, -85, 180, 85], Math.floor(zoom));
  return (
    <>
      {features.map((item) => {
        const [longitude, latitude] = item.geometry.coordinates as [number, number];
        if ('cluster' in item.properties && item.properties.cluster) {
          const clusterId = item.properties.cluster_id;
          return (
            <ClusterPin
              key={`cluster-${item.properties.ids.join('-')}`}
              position={[latitude, longitude]}
              count={item.properties.point_count}
              ids={item.properties.ids}
              expansionZoom={index.getClusterExpansionZoom(clusterId)}
            />
          );
        }
        const pin = byId.get((item.properties as PinProps).id);
        return pin ? <PricePin key={pin.proposal.id} pin={pin} hrefOf={hrefOf} /> : null;
      })}
    </>
  );
}

export default function ResultsMap(props: MapPanelProps & { describedBy: string }) {
  const { t, language } = useSearchTranslation();
  const { proposals } = props;
  const pins = useMemo<Pin[]>(
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
  const prices = useMemo(() => pins.map((pin) => pin.price), [pins]);
  return (
    <div className="rs-map__canvas" aria-describedby={props.describedBy}>
      <MapContainer
        className="rs-map__leaflet"
        center={[40, 0]}
        zoom={3}
        maxZoom={MAP_MAX_ZOOM}
        zoomControl={false}
        scrollWheelZoom={false}
        keyboard
        // a change of size is MapBehaviour's (its ResizeObserver): leaflet's own window-resize
        // handling would report the new view as a move, and with "search as I move the map" a
        // turned phone or a resized window would search another area
        trackResize={false}
      >
        <BaseTiles />
        <ZoomControl
          position="topright"
          zoomInTitle={t('map.zoomIn')}
          zoomOutTitle={t('map.zoomOut')}
        />
        <MapBehaviour {...props} prices={prices} />
        <Pins pins={pins} hrefOf={props.hrefOf} />
      </MapContainer>
    </div>
  );
}
