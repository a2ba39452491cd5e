import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { initScreenI18n, renderScreen, serveOwnTranslations } from '../../../testing/render';
import { testBrand } from '@storefront/testing/brand';
import { HotelLocation } from './HotelLocation';

// the map's module, counted as it loads (its library needs a canvas jsdom lacks)
let mapLoads = 0;
jest.mock('./HotelLocationMap', () => {
  mapLoads += 1;
  return { __esModule: true, default: () => <div role="group" aria-label="the map" /> };
});

/** An IntersectionObserver the test moves: every observed element comes into view on `approach`. */
class ApproachObserver {
  static all: ApproachObserver[] = [];
  readonly elements: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    ApproachObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements.length = 0;
  }
  static approach() {
    for (const observer of ApproachObserver.all) {
      const entries = observer.elements.map((target) => ({ target, isIntersecting: true }));
      if (entries.length)
        observer.callback(
          entries as unknown as IntersectionObserverEntry[],
          observer as unknown as IntersectionObserver,
        );
    }
  }
}

const PALMA = { latitude: 39.57, longitude: 2.65 };
/** The markup of an element in the region marked as the browser's to fill, right inside it. */
const BROWSER_REGION = (inside: string) =>
  new RegExp(`<div data-sf-browser=""><div [^>]*${inside}`);
let restoreFetch: () => void;
beforeAll(() => initScreenI18n('es'));
beforeEach(() => {
  restoreFetch = serveOwnTranslations();
  mapLoads = 0;
  ApproachObserver.all = [];
  Object.assign(window, { IntersectionObserver: ApproachObserver });
});
afterEach(() => {
  restoreFetch();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('HotelLocation', () => {
  it("loads the map's code only once the shopper comes near the section", async () => {
    renderScreen(<HotelLocation name="Hotel Palma" coordinates={PALMA} />, { brand: testBrand() });
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando el mapa');
    // the region is the browser's to fill, the placeholder and the map alike (the parity sweep)
    expect(document.body.innerHTML).toMatch(BROWSER_REGION('role="status"'));
    expect(mapLoads).toBe(0);
    // watched from half a screen away
    expect(ApproachObserver.all[0]?.options.rootMargin).toBe('50% 0px');
    act(() => ApproachObserver.approach());
    expect(await screen.findByRole('group', { name: 'the map' })).toBeInTheDocument();
    expect(document.body.innerHTML).toMatch(BROWSER_REGION('aria-label="the map"'));
    expect(mapLoads).toBe(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders the placeholder on the server, as the browser does before the shopper comes near', () => {
    expect(renderToString(<HotelLocation name="Hotel Palma" coordinates={PALMA} />)).toMatch(
      BROWSER_REGION('rs-map__canvas--loading'),
    );
    expect(mapLoads).toBe(0);
  });

  it('shows no section for a hotel nobody placed', () => {
    renderScreen(<HotelLocation name="Hotel" coordinates={{ latitude: 0, longitude: 0 }} />, {
      brand: testBrand(),
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
