/**
 * Which stay is highlighted on both the results list and the map: hovering or focusing a card
 * highlights its pin, and a pin its card. A small store per results view (HighlightProvider),
 * read per stay, so a change renders only the card and pin it concerns.
 */
import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import type { FocusEvent, ReactNode } from 'react';

export type Highlight = {
  current: () => string | null;
  /** highlights the stay `id` */
  show: (id: string) => void;
  /** ends the highlight of `id`, if it is still the one highlighted */
  hide: (id: string) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createHighlight(): Highlight {
  let current: string | null = null;
  const listeners = new Set<() => void>();
  const set = (next: string | null) => {
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    current: () => current,
    show: (id) => set(id),
    hide: (id) => {
      if (current === id) set(null);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const HighlightContext = createContext<Highlight | null>(null);

export function HighlightProvider({ children }: { children: ReactNode }) {
  const [highlight] = useState(createHighlight);
  return <HighlightContext value={highlight}>{children}</HighlightContext>;
}

/** The view's highlight; outside a provider, one that nothing else shares. */
export function useHighlight(): Highlight {
  const shared = useContext(HighlightContext);
  const [own] = useState(createHighlight);
  return shared ?? own;
}

/** The stay highlighted now, or null. */
export function useHighlightedId(): string | null {
  const highlight = useHighlight();
  return useSyncExternalStore(highlight.subscribe, highlight.current, highlight.current);
}

/** Whether any of `ids` is the stay highlighted now (a pin, or a cluster of pins). */
export function useIsHighlighted(...ids: string[]): boolean {
  const highlight = useHighlight();
  const read = () => {
    const current = highlight.current();
    return current !== null && ids.includes(current);
  };
  return useSyncExternalStore(highlight.subscribe, read, read);
}

/**
 * A result's list item: the pointer over it or the focus inside it highlights the stay; its
 * card is drawn highlighted while the stay is (from the list or from its pin on the map).
 */
export function HighlightItem({
  id,
  children,
}: {
  id: string;
  children: (highlighted: boolean) => ReactNode;
}) {
  const highlight = useHighlight();
  const highlighted = useIsHighlighted(id);
  const leaveFocus = (event: FocusEvent<HTMLLIElement>) => {
    // focus moving between the card's own links keeps it highlighted
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) highlight.hide(id);
  };
  return (
    <li
      onMouseEnter={() => highlight.show(id)}
      onMouseLeave={() => highlight.hide(id)}
      onFocus={() => highlight.show(id)}
      onBlur={leaveFocus}
    >
      {children(highlighted)}
    </li>
  );
}
