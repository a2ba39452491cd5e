import type { BrandConfig } from '@storefront/shared/domain/brand';
import { THEME_STYLE_ID, applyBrand, themeCss } from './theme';

const brand = (primary: string, extra: Record<string, string> = {}) =>
  ({
    theme: { colors: { primary, surface: '#ffffff', ...extra }, faviconUrl: '/favicon.ico' },
  }) as unknown as BrandConfig;

const themeStyle = () => document.getElementById(THEME_STYLE_ID);

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('style');
});

describe('the brand on the page', () => {
  it('writes only colours, in the style sheet the server writes too', () => {
    const css = themeCss(brand('#0a6ebd', { text: 'red;} body{display:none' }));
    expect(css).toMatch(/^:root\{--color-primary:#0a6ebd;/);
    expect(css).not.toContain('display');
  });

  it('leaves a page the server rendered as it is: no style of the root written again', () => {
    const sunsea = brand('#0a6ebd');
    document.head.innerHTML = `<style id="${THEME_STYLE_ID}">${themeCss(sunsea)}</style><link rel="icon" href="/favicon.ico">`;
    const style = themeStyle()!;
    const text = style.firstChild;
    const watched: MutationRecord[] = [];
    const observer = new MutationObserver((records) => watched.push(...records));
    observer.observe(document.documentElement, {
      attributes: true,
      childList: true,
      subtree: true,
      characterData: true,
    });
    applyBrand(sunsea);
    watched.push(...observer.takeRecords());
    observer.disconnect();
    expect(watched).toEqual([]);
    expect(style.firstChild).toBe(text);
    expect(document.documentElement).not.toHaveAttribute('style');
  });

  it('gives a page drawn in the browser the brand’s colours and favicon, and follows a change', () => {
    applyBrand(brand('#0a6ebd'));
    expect(themeStyle()).toHaveTextContent('--color-primary:#0a6ebd');
    expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
    applyBrand(brand('#c0392b'));
    expect(document.querySelectorAll(`#${THEME_STYLE_ID}`)).toHaveLength(1);
    expect(themeStyle()).toHaveTextContent('--color-primary:#c0392b');
  });
});
