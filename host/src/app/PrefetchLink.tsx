import { NavLink } from 'react-router-dom';
import type { NavLinkProps } from 'react-router-dom';
import { screenForPath } from './routes';
import { warmScreen } from './warm-screen';

/** A link that warms its route's remote screen on hover or focus. */
export function PrefetchLink({
  to,
  onMouseEnter,
  onFocus,
  ...rest
}: NavLinkProps & { to: string }) {
  const warm = () => {
    const screen = screenForPath(to.split('?')[0] ?? to);
    // a failure is left for the route to show when visited
    if (screen) warmScreen(screen).catch(() => undefined);
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
