import type { ReactNode } from 'react';

/** What the layout needs of a link component (the app passes one that prefetches). */
export type LayoutLinkProps = {
  to: string;
  className?: string;
  children: ReactNode;
  end?: boolean;
};
