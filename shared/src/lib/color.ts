/**
 * Colour arithmetic for brand themes: brand colours are data, and text drawn with them must
 * still meet WCAG AA contrast (4.5:1), whatever the brand chose.
 */
type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const v = value / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return 1;
  const [hi, lo] = [luminance(x), luminance(y)].sort((m, n) => n - m) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour itself when it reads on `background` at `minimum` contrast, else the nearest
 * shade towards black (or white, on dark backgrounds) that does.
 */
export function withContrast(color: string, background: string, minimum = 4.5): string {
  const rgb = parseHex(color);
  const bg = parseHex(background);
  if (!rgb || !bg) return color;
  if (contrastRatio(color, background) >= minimum) return toHex(rgb);
  const target: Rgb = luminance(bg) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step += 1) {
    const t = step / 20;
    const mixed = rgb.map((c, i) => c + (target[i]! - c) * t) as Rgb;
    if (contrastRatio(toHex(mixed), background) >= minimum) return toHex(mixed);
  }
  return toHex(target);
}
