/**
 * The sample sites' pictures, drawn as SVG from the seed data (issue 15) and rendered to JPEG/PNG by
 * ./render.ts: a bottle in the wine's colour with its name on the label, a box, a jar or a tube for hair care, and
 * warm abstract compositions for pages, news, albums and events. Pure functions of their input: the same seed
 * always gives the same picture.
 */

export type Drawing =
  | { kind: 'bottle'; name: string; detail: string; wine: string }
  | { kind: 'box'; name: string; detail: string }
  | { kind: 'jar'; name: string; detail: string }
  | { kind: 'object'; name: string; detail: string }
  | { kind: 'scene'; seed: string; caption?: string }
  | { kind: 'portrait'; name: string };

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A stable 32-bit hash of a string (FNV-1a): the same file name always gives the same composition. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const ch of text) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** A small deterministic generator (mulberry32) seeded by the hash. */
function randomOf(seed: string): () => number {
  let state = hashOf(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Warm palettes: terracotta, honey, blush, olive and wine tones. */
const PALETTES = [
  ['#f6e7d8', '#e9b48a', '#c8734f', '#8c3b2b', '#f2cf8f'],
  ['#fbeee0', '#f3c9a8', '#d98e73', '#a4524a', '#e7b75f'],
  ['#f4ead9', '#d9b38c', '#a8744f', '#5f3a2a', '#c9a227'],
  ['#f8e9e4', '#e8b7ae', '#c77d7b', '#7d3c4a', '#e4a66a'],
  ['#eef0e2', '#c9c59a', '#9a8f5b', '#5d5a3a', '#d8a25a'],
] as const;

const RED = '#7b1830';

/** The colour of a wine by its seed `color` (Rouge, Blanc, Rosé…). */
export function wineColour(colour: string | undefined): string {
  const name = (colour ?? '').toLowerCase();
  if (name.includes('ros')) return '#e7928f';
  if (name.includes('blanc') || name.includes('crémant') || name.includes('effervescent')) return '#e4cf7c';
  if (name.includes('rouge')) return RED;
  return '#7a4a2a';
}

/** Splits a label into at most `lines` lines of about `width` characters. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = `${kept[lines - 1]!.slice(0, width - 1)}…`;
    return kept;
  }
  return out;
}

const textLines = (lines: string[], x: number, y: number, size: number, attrs: string) =>
  lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.2}" font-size="${size}" text-anchor="middle" ${attrs}>${escapeXml(line)}</text>`,
    )
    .join('');

const SERIF = 'font-family="DejaVu Serif, Georgia, serif"';
const SANS = 'font-family="DejaVu Sans, Arial, sans-serif"';

/** The studio background of a product: a soft gradient and a floor shadow. */
function studio(size: number, palette: readonly string[]): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
<rect width="${size}" height="${size}" fill="url(#bg)"/>
<ellipse cx="${size / 2}" cy="${size * 0.9}" rx="${size * 0.28}" ry="${size * 0.035}" fill="url(#shadow)"/>`;
}

function bottle(name: string, detail: string, wine: string): string {
  const palette = PALETTES[hashOf(name) % PALETTES.length]!;
  const red = wine === RED;
  const light = red ? '#b04a5e' : '#fffbe8';
  const shade = red ? '#3a0a14' : '#8a6a3a';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">${studio(1000, palette)}
<defs><linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${wine}"/><stop offset="0.22" stop-color="${light}"/><stop offset="0.4" stop-color="${wine}"/><stop offset="0.8" stop-color="${wine}"/><stop offset="1" stop-color="${shade}"/></linearGradient></defs>
<path d="M455 90 h90 v180 c0 40 95 70 95 170 v430 c0 22 -18 40 -40 40 h-200 c-22 0 -40 -18 -40 -40 v-430 c0 -100 95 -130 95 -170 z" fill="url(#glass)"/>
<rect x="450" y="80" width="100" height="70" rx="8" fill="#2b1a14"/>
<rect x="380" y="520" width="240" height="260" rx="10" fill="#fbf6ea" stroke="#b8925a" stroke-width="4"/>
<rect x="392" y="532" width="216" height="236" rx="6" fill="none" stroke="#d8bf8e" stroke-width="2"/>
${textLines(wrap(name, 14, 3), 500, 600, 30, `${SERIF} font-weight="bold" fill="#3a1f14"`)}
${textLines(wrap(detail, 20, 2), 500, 725, 20, `${SANS} fill="#6b4a34"`)}
</svg>`;
}

function box(name: string, detail: string): string {
  const palette = PALETTES[hashOf(name) % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">${studio(1000, palette)}
<path d="M200 400 L500 300 L800 400 L500 500 Z" fill="${palette[2]}"/>
<path d="M200 400 L500 500 V860 L200 760 Z" fill="${palette[3]}"/>
<path d="M800 400 L500 500 V860 L800 760 Z" fill="${palette[2]}" opacity="0.85"/>
<path d="M330 357 L630 457 V520 L330 420 Z" fill="${palette[4]}" opacity="0.9"/>
<rect x="540" y="580" width="220" height="150" rx="8" fill="#fbf6ea" transform="skewY(-18) translate(0 175)"/>
${textLines(wrap(name, 16, 3), 500, 140, 40, `${SERIF} font-weight="bold" fill="${palette[3]}"`)}
${textLines(wrap(detail, 30, 1), 500, 280, 24, `${SANS} fill="${palette[3]}"`)}
</svg>`;
}

function jar(name: string, detail: string): string {
  const palette = PALETTES[(hashOf(name) % 2) + 3]!;
  const random = randomOf(name);
  const tall = random() > 0.5;
  const body = tall
    ? `<rect x="390" y="300" width="220" height="560" rx="40" fill="${palette[2]}"/><rect x="440" y="210" width="120" height="100" rx="14" fill="${palette[3]}"/>`
    : `<rect x="300" y="460" width="400" height="400" rx="60" fill="${palette[2]}"/><rect x="320" y="390" width="360" height="90" rx="20" fill="${palette[3]}"/>`;
  const labelY = tall ? 470 : 560;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">${studio(1000, palette)}
${body}
<rect x="${tall ? 405 : 330}" y="${labelY}" width="${tall ? 190 : 340}" height="${tall ? 260 : 200}" rx="12" fill="#fffaf3"/>
<circle cx="${tall ? 560 : 640}" cy="${tall ? 330 : 520}" r="${tall ? 14 : 18}" fill="#fff" opacity="0.35"/>
${textLines(wrap(name, tall ? 11 : 18, 4), 500, labelY + 50, tall ? 24 : 28, `${SERIF} font-weight="bold" fill="${palette[3]}"`)}
${textLines(wrap(detail, tall ? 16 : 26, 1), 500, labelY + (tall ? 230 : 175), 18, `${SANS} fill="${palette[3]}"`)}
</svg>`;
}

function object(name: string, detail: string): string {
  const palette = PALETTES[hashOf(name) % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">${studio(1000, palette)}
<rect x="260" y="420" width="480" height="90" rx="45" fill="${palette[3]}" transform="rotate(-20 500 465)"/>
<circle cx="700" cy="380" r="70" fill="${palette[2]}"/>
<rect x="300" y="560" width="400" height="220" rx="30" fill="${palette[2]}" opacity="0.9"/>
${textLines(wrap(name, 18, 2), 500, 650, 32, `${SERIF} font-weight="bold" fill="#fffaf3"`)}
${textLines(wrap(detail, 30, 1), 500, 160, 26, `${SANS} fill="${palette[3]}"`)}
</svg>`;
}

/**
 * A warm abstract composition: soft discs (radial gradients fading out: no blur filter, which costs ~1 s a picture)
 * and rounded bands on a gradient, over a line of hills, arranged by the seed.
 */
function scene(seed: string, caption?: string): string {
  const random = randomOf(seed);
  const palette = PALETTES[hashOf(seed) % PALETTES.length]!;
  const pick = () => palette[1 + Math.floor(random() * 4)]!;
  const gradients: string[] = [];
  const shapes: string[] = [];
  for (let i = 0; i < 8; i++) {
    const x = Math.round(random() * 1200);
    const y = Math.round(random() * 800);
    const r = Math.round(140 + random() * 280);
    const opacity = (0.45 + random() * 0.5).toFixed(2);
    if (i % 3 === 2) {
      const w = Math.round(r * 2.2);
      shapes.push(
        `<rect x="${x - w / 2}" y="${y - r / 3}" width="${w}" height="${Math.round(r / 1.5)}" rx="${Math.round(r / 3)}" fill="${pick()}" opacity="${(Number(opacity) * 0.6).toFixed(2)}" transform="rotate(${Math.round(random() * 60 - 30)} ${x} ${y})"/>`,
      );
    } else {
      gradients.push(
        `<radialGradient id="d${i}"><stop offset="0" stop-color="${pick()}" stop-opacity="${opacity}"/><stop offset="0.6" stop-color="${pick()}" stop-opacity="${(Number(opacity) * 0.5).toFixed(2)}"/><stop offset="1" stop-color="${palette[0]}" stop-opacity="0"/></radialGradient>`,
      );
      shapes.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="url(#d${i})"/>`);
    }
  }
  const hills = `<path d="M0 ${560 + Math.round(random() * 80)} C 300 ${440 + Math.round(random() * 80)}, 700 ${640 + Math.round(random() * 60)}, 1200 ${500 + Math.round(random() * 80)} V800 H0 Z" fill="${palette[3]}" opacity="0.55"/>`;
  const label = caption
    ? `<rect x="0" y="700" width="1200" height="100" fill="${palette[3]}" opacity="0.55"/>${textLines(wrap(caption, 48, 1), 600, 762, 38, `${SERIF} fill="#fffaf3"`)}`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient>${gradients.join('')}</defs>
<rect width="1200" height="800" fill="url(#sky)"/>
${shapes.join('')}
${hills}${label}
</svg>`;
}

/** A reviewer's photo: their initials on a warm disc. */
function portrait(name: string): string {
  const palette = PALETTES[hashOf(name) % PALETTES.length]!;
  const initials = name
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="${palette[2]}"/>
<text x="128" y="160" font-size="96" text-anchor="middle" ${SANS} font-weight="bold" fill="#fffaf3">${escapeXml(initials)}</text>
</svg>`;
}

/** The SVG of a drawing. */
export function drawingSvg(drawing: Drawing): string {
  switch (drawing.kind) {
    case 'bottle':
      return bottle(drawing.name, drawing.detail, drawing.wine);
    case 'box':
      return box(drawing.name, drawing.detail);
    case 'jar':
      return jar(drawing.name, drawing.detail);
    case 'object':
      return object(drawing.name, drawing.detail);
    case 'scene':
      return scene(drawing.seed, drawing.caption);
    case 'portrait':
      return portrait(drawing.name);
  }
}
