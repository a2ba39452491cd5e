/**
 * Whether the results map is shown: hidden until the shopper asks for it ("Map"), whatever the
 * screen's width, so the list and its search come without the map library. The shopper's choice
 * is kept on this device (the next search and a reload show the map as they left it), and a
 * search filtered by a map area shows the map, where that area can be seen and cleared.
 */
import { useState } from 'react';
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

/** `[open, toggle]`; `withArea` is whether the search is filtered by a map area. */
export function useMapPreference(withArea: boolean): [boolean, () => void] {
  const [open, setOpen] = useState(
    () => withArea || browserStorage('local')?.getItem(MAP_PREFERENCE_KEY) === 'open',
  );
  const toggle = () => {
    remember(!open);
    setOpen(!open);
  };
  return [open, toggle];
}
