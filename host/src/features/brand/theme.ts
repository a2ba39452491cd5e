/**
 * The brand as design tokens: colours become CSS custom properties every remote styles with,
 * plus the favicon (spec section 3, "theme"; the page's title is app/head-tags.ts's).
 */
import type { BrandConfig } from '@storefront/shared/domain/brand';
import { contrastRatio, withContrast } from '@storefront/shared/lib/color';

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;

/** Only colour values reach the style sheet: brand content is data, never CSS or markup. */
export function safeColor(value: string | undefined): string | null {
  return value && COLOR.test(value.trim()) ? value.trim() : null;
}

export function themeVariables(brand: BrandConfig): Record<string, string> {
  const { colors } = brand.theme;
  const entries: Array<[string, string | undefined]> = [
    ['--color-primary', colors.primary],
    ['--color-on-primary', colors.onPrimary],
    ['--color-secondary', colors.secondary],
    ['--color-accent', colors.accent],
    ['--color-text', colors.text],
    ['--color-background', colors.background],
    ['--color-surface', colors.surface],
  ];
  const vars: Record<string, string> = {};
  for (const [name, value] of entries) {
    const color = safeColor(value);
    if (color) vars[name] = color;
  }
  // text drawn in the brand colour on the page's surfaces, and on the brand colour, must
  // read at 4.5:1 whatever the brand chose
  const surface = vars['--color-surface'] ?? '#ffffff';
  const background = vars['--color-background'] ?? surface;
  const primary = vars['--color-primary'];
  if (primary) {
    const onSurface = withContrast(primary, surface);
    vars['--color-primary-text'] = withContrast(onSurface, background);
    const onPrimary = vars['--color-on-primary'];
    if (!onPrimary || contrastRatio(onPrimary, primary) < 4.5) {
      vars['--color-on-primary'] =
        contrastRatio('#000000', primary) > contrastRatio('#ffffff', primary)
          ? '#000000'
          : '#ffffff';
    }
  }
  const text = vars['--color-text'];
  if (text) vars['--color-text'] = withContrast(text, background);
  return vars;
}

/** The brand's colours as the page's style sheet says them (the server writes the same text). */
export function themeCss(brand: BrandConfig): string {
  const declarations = Object.entries(themeVariables(brand))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${declarations}}`;
}

/** The id of the style element that holds the brand's colours. */
export const THEME_STYLE_ID = 'sf-theme';

/**
 * The brand's colours and favicon on the page. A page rendered on the server already has them:
 * nothing is written then, for a change of the root's style makes the browser style and lay out
 * the whole page again.
 */
export function applyBrand(brand: BrandConfig, doc: Document = document): void {
  const css = themeCss(brand);
  let style = doc.getElementById(THEME_STYLE_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = THEME_STYLE_ID;
    doc.head.appendChild(style);
  }
  if (style.textContent !== css) style.textContent = css;
  if (brand.theme.faviconUrl) {
    let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = doc.createElement('link');
      link.rel = 'icon';
      doc.head.appendChild(link);
    }
    if (link.getAttribute('href') !== brand.theme.faviconUrl) link.href = brand.theme.faviconUrl;
  }
}
