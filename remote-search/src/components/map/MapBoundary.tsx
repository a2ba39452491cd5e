/** Around a lazily loaded map: a map that cannot load or draw shows `fallback`, not an error. */
import { Component } from 'react';
import type { ReactNode } from 'react';

export class MapBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
