import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString as serverMarkupOf } from 'react-dom/server';
import { act, renderHook, within } from '@testing-library/react';
import { MAP_PREFERENCE_KEY, useMapPreference } from './useMapPreference';

afterEach(() => localStorage.clear());

describe('whether the results map is shown', () => {
  it('is hidden on a first search, whatever the width', () => {
    const { result } = renderHook(() => useMapPreference(false));
    expect(result.current[0]).toBe(false);
  });

  it('is shown for a search filtered by a map area', () => {
    const { result } = renderHook(() => useMapPreference(true));
    expect(result.current[0]).toBe(true);
  });

  it('keeps the shopper’s choice for the next search and a reload', () => {
    const view = renderHook(() => useMapPreference(false));
    act(() => view.result.current[1]());
    expect(view.result.current[0]).toBe(true);
    view.unmount();
    const { result, unmount } = renderHook(() => useMapPreference(false));
    expect(result.current[0]).toBe(true);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(false);
    expect(localStorage.getItem(MAP_PREFERENCE_KEY)).toBeNull();
    unmount();
    expect(renderHook(() => useMapPreference(false)).result.current[0]).toBe(false);
  });

  it('still opens and closes when the browser refuses storage', () => {
    const denied = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { result } = renderHook(() => useMapPreference(false));
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
    expect(denied).toHaveBeenCalled();
    act(() => result.current[1]());
    expect(result.current[0]).toBe(false);
  });

  it('comes closed in the HTML of a page rendered on the server, and as kept once hydrated', async () => {
    localStorage.setItem(MAP_PREFERENCE_KEY, 'open');
    function MapButton() {
      const [open] = useMapPreference(false);
      return createElement('button', { type: 'button', 'aria-pressed': open }, 'Map');
    }
    const serverHtml = serverMarkupOf(createElement(MapButton));
    expect(serverHtml).toContain('aria-pressed="false"');
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, createElement(MapButton), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(within(container).getByRole('button', { name: 'Map' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(errors).toEqual([]);
  });
});
