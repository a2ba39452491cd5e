/**
 * Whether the results map is shown: hidden until the shopper asks for it ("Map"), whatever the
 * screen's width, so the list and its search come without the map library. The shopper's choice
 * is kept on this device (the next search and a reload show the map as they left it), and a
 * search filtered by a map area shows the map, where that area can be seen and cleared.
 */
import { useState, useSyncExternalStore } from 'react';
import { browserStorage } from '@storefront/shared/lib/storage';

export const MAP_PREFERENCE_KEY = 'storefront.search.map';

function remember(open: boolean): void {
  try {
    const store = browserStorage('local');
    if (open) store?.setItem(MAP_PREFERENCE_KEY, 'open');
    else store?.removeItem(MAP_PREFERENCE_KEY);
  } catch {
    // full or denied storage: the choice lasts for this page only
  }
}

const unchanging = () => () => undefined;
const storedOpen = () => browserStorage('local')?.getItem(MAP_PREFERENCE_KEY) === 'open';

/**
 * `[open, toggle]`; `withArea` is whether the search is filtered by a map area. A page rendered on
 * the server cannot read this device's choice: it comes without the map, and the choice shows
 * once the page has hydrated (the server's snapshot is "closed").
 */
export function useMapPreference(withArea: boolean): [boolean, () => void] {
  const stored = useSyncExternalStore(unchanging, storedOpen, () => false);
  // a search filtered by a map area opens the map as the screen opens; the shopper's toggle rules
  // after that
  const [withAreaFirst] = useState(withArea);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? (withAreaFirst || stored);
  const toggle = () => {
    remember(!open);
    setChosen(!open);
  };
  return [open, toggle];
}
