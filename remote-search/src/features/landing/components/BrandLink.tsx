/** A link the brand configuration names: a path of this site, or an http(s) address; else text. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { safeLink } from '@storefront/shared/lib/safe-link';

export function BrandLink({
  url,
  className,
  children,
}: {
  url: string | null | undefined;
  className?: string;
  children: ReactNode;
}) {
  const link = safeLink(url);
  if (!link) return <span className={className}>{children}</span>;
  return link.kind === 'internal' ? (
    <Link className={className} to={link.to}>
      {children}
    </Link>
  ) : (
    <a className={className} href={link.href} rel="noopener noreferrer">
      {children}
    </a>
  );
}
