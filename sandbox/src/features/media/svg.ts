/** Small generated SVG pictures: logos, photos and icons in a brand's or a seed's colours. */
import { createRandom } from '../../lib/random';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export type Picture = {
  width: number;
  height: number;
  colors: [string, string];
  label: string;
  caption?: string;
};

export function renderSvg({ width, height, colors, label, caption }: Picture): string {
  const fontSize = Math.max(
    10,
    Math.round(Math.min((width / Math.max(label.length, 4)) * 1.4, height / 3)),
  );
  const captionLine = caption
    ? `<text x="50%" y="${Math.round(height * 0.8)}" font-size="${Math.round(fontSize / 2)}" text-anchor="middle" fill="#ffffff" opacity="0.85" font-family="sans-serif">${escapeXml(caption)}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>`,
    `<rect width="100%" height="100%" fill="url(#g)"/>`,
    `<text x="50%" y="50%" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle" fill="#ffffff" font-family="sans-serif" font-weight="bold">${escapeXml(label)}</text>`,
    captionLine,
    '</svg>',
  ].join('');
}

/** Two pleasant colours derived from a seed, for pictures that have no brand colours. */
export function seededColors(seed: string): [string, string] {
  const random = createRandom(`colors:${seed}`);
  const hue = random.int(0, 359);
  return [`hsl(${hue}, 62%, 42%)`, `hsl(${(hue + 40) % 360}, 70%, 58%)`];
}
