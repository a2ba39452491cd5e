/** What the layout needs of a link component (the app passes one that prefetches). */
export type LayoutLinkProps = { to: string; className?: string; children: string; end?: boolean };
