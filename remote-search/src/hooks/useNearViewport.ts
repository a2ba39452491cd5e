import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (IntersectionObserver's
 * `rootMargin`; by default half a screen above or below it). False on the server and as the page
 * hydrates, so both render the same; once true it stays true. A browser without
 * IntersectionObserver is near a task after it hydrates.
 */
export function useNearViewport<T extends Element>(
  margin = '50% 0px',
): [boolean, RefObject<T | null>] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      const soon = window.setTimeout(() => setNear(true), 0);
      return () => window.clearTimeout(soon);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [near, ref];
}
