import { observe, observeRenders } from './observe';
import type { RenderEvent } from './observe';

describe("the render function's observer", () => {
  afterEach(() => observeRenders(null));

  it('is told every event', () => {
    const events: RenderEvent[] = [];
    observeRenders((event) => events.push(event));
    observe({ type: 'page', route: '/deals' });
    observe({ type: 'cache', cache: 'remote-screen', hit: true });
    expect(events).toEqual([
      { type: 'page', route: '/deals' },
      { type: 'cache', cache: 'remote-screen', hit: true },
    ]);
  });

  it('never breaks a render: without one nothing happens, and what it throws is dropped', () => {
    expect(() => observe({ type: 'page', route: '/' })).not.toThrow();
    observeRenders(() => {
      throw new Error('the metrics are broken');
    });
    expect(() =>
      observe({ type: 'remote-entry', remote: 'deals', version: '1.0.0', outcome: 'loaded' }),
    ).not.toThrow();
  });
});
