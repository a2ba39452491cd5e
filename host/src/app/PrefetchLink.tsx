import { NavLink } from 'react-router-dom';
import type { NavLinkProps } from 'react-router-dom';
import { screenForPath } from './routes';
import { preloadScreen } from '../features/remotes/federation';

/** A link that warms its route's remote screen on hover or focus. */
export function PrefetchLink({
  to,
  onMouseEnter,
  onFocus,
  ...rest
}: NavLinkProps & { to: string }) {
  const warm = () => {
    const screen = screenForPath(to);
    if (screen) preloadScreen(screen.remote, screen.expose);
  };
  return (
    <NavLink
      to={to}
      onMouseEnter={(event) => {
        warm();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        warm();
        onFocus?.(event);
      }}
      {...rest}
    />
  );
}
