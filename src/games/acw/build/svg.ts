/**
 * Build time only: a deterministic SVG picture of the provisional map, with the textual clues of
 * digest §5.1/§5.3 marked (red outlines, labelled), so a reader can check the rebuild at a glance.
 */
import { COLS, HEXES, ROWS, centre, corner, dirTo, hexIndex, sideCorners } from '../grid.js';

export interface SvgMap {
  terrain: string[];
  sympathetic: number[];
  transMississippi: number[];
  rivers: { river: string; class: string; sides: number[][] }[];
  railroads: { name: string; hexes: number[]; breaks: number[][] }[];
  ferries: { name: string; sides: number[] }[];
  cities: { name: string; hex: number; kind: string }[];
  places: { name: string; hex: number; kind: string }[];
}

const S = 11;
const PAD = 14;
const FILL: Readonly<Record<string, string>> = { '.': '#bcd7ee', c: '#f4efdc', r: '#c9b48f', s: '#a9c8a0' };
const RIVER: Readonly<Record<string, [string, number]>> = {
  unnavigable: ['#5b8fd1', 1.2],
  navigable: ['#1f5fbf', 2.4],
  tidal: ['#0b2f80', 3.6],
};

/** The clues marked on the picture: printed id and what the text says of it. */
const CLUES: readonly [number, string][] = [
  [1208, 'St. Louis (anchor)'],
  [1513, 'Cairo (anchor, odd)'],
  [2031, 'Ft Pickens (anchor)'],
  [4611, 'Ft Monroe (anchor)'],
  [4406, 'Washington ends in 6'],
  [4505, 'Baltimore ends in 5'],
  [2507, 'Cincinnati odd'],
  [1617, 'attacks Corinth across border'],
  [1713, 'fort: 5 river sides'],
  [1814, 'fortify 1814'],
  [2915, 'Cumberland Gap'],
  [3623, 'amphibious target'],
  [4407, 'CSA set-up'],
  [1501, 'Union supply exit'],
  [1601, 'Union supply exit'],
  [5101, 'Union supply exit'],
  [5201, 'naval entry'],
  [119, 'Arkansas supply'],
  [129, 'Texas supply'],
];

const esc = (t: string): string => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const px = (v: number): string => (PAD + v * S).toFixed(1);

function hexPath(i: number): string {
  const pts = [0, 1, 2, 3, 4, 5].map((k) => corner(i, k));
  return 'M' + pts.map(([x, y]) => `${px(x)},${px(y)}`).join('L') + 'Z';
}

function hexCells(m: SvgMap, sym: Set<number>): string[] {
  const out: string[] = [];
  for (let i = 0; i < HEXES; i++) {
    const c = Math.floor(i / ROWS) + 1;
    const r = (i % ROWS) + 1;
    const t = m.terrain[r - 1]![c - 1]!;
    const fill = FILL[t.toLowerCase()] ?? '#fff';
    const stroke = t !== t.toLowerCase() ? '#6d8fa8' : '#d6ceb4';
    out.push(`<path d="${hexPath(i)}" fill="${fill}" stroke="${stroke}" stroke-width="0.5"/>`);
    if (sym.has(i)) out.push(`<path d="${hexPath(i)}" fill="#5b7fd6" fill-opacity="0.22" stroke="none"/>`);
  }
  return out;
}

function sideLine(a: number, b: number, colour: string, w: number): string {
  const d = dirTo(a, b);
  const [k0, k1] = sideCorners(d);
  const [x0, y0] = corner(a, k0);
  const [x1, y1] = corner(a, k1);
  return `<line x1="${px(x0)}" y1="${px(y0)}" x2="${px(x1)}" y2="${px(y1)}" stroke="${colour}" stroke-width="${w}" stroke-linecap="round"/>`;
}

function rails(m: SvgMap): string[] {
  const out: string[] = [];
  for (const l of m.railroads) {
    const pts = l.hexes.map((id) => centre(hexIndex(id)));
    out.push(
      `<polyline points="${pts.map(([x, y]) => `${px(x)},${px(y)}`).join(' ')}" fill="none" stroke="#222" stroke-width="1" stroke-dasharray="3 1.5"><title>${esc(l.name)}</title></polyline>`,
    );
    for (const [a, b] of l.breaks) out.push(sideLine(hexIndex(a!), hexIndex(b!), '#d11', 2));
  }
  return out;
}

function labels(m: SvgMap): string[] {
  const out: string[] = [];
  for (const c of [...m.cities, ...m.places.filter((p) => p.kind !== 'landmark')]) {
    const [x, y] = centre(hexIndex(c.hex));
    const fill =
      c.kind === 'supply' ? '#b22' : c.kind === 'port' ? '#b70' : c.kind === 'fort' ? '#333' : '#225';
    out.push(`<circle cx="${px(x)}" cy="${px(y)}" r="2.6" fill="${fill}"/>`);
    out.push(
      `<text x="${px(x + 0.35)}" y="${px(y - 0.25)}" font-size="6" font-family="sans-serif">${esc(c.name)}</text>`,
    );
  }
  return out;
}

function clues(): string[] {
  const out: string[] = [];
  for (const [id, text] of CLUES) {
    const i = hexIndex(id);
    const [x, y] = centre(i);
    out.push(
      `<path d="${hexPath(i)}" fill="none" stroke="#e00" stroke-width="1.6"><title>${id}: ${esc(text)}</title></path>`,
    );
    out.push(
      `<text x="${px(x - 0.6)}" y="${px(y + 0.55)}" font-size="4.5" fill="#e00" font-family="sans-serif">${String(id).padStart(4, '0')}</text>`,
    );
  }
  return out;
}

export function mapSvg(m: SvgMap): string {
  const sym = new Set(m.sympathetic.map(hexIndex));
  const [wx] = centre(hexIndex(COLS * 100 + 1));
  const [, hy] = centre(hexIndex(2 * 100 + ROWS));
  const width = Math.ceil(PAD * 2 + (wx + 1) * S);
  const height = Math.ceil(PAD * 2 + (hy + 1) * S) + 30;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    ...hexCells(m, sym),
    ...m.rivers.flatMap((r) =>
      r.sides.map(([a, b]) => sideLine(hexIndex(a!), hexIndex(b!), ...RIVER[r.class]!)),
    ),
    ...m.ferries.map((f) => sideLine(hexIndex(f.sides[0]!), hexIndex(f.sides[1]!), '#f0a000', 3)),
    ...rails(m),
    ...labels(m),
    ...clues(),
    `<text x="${PAD}" y="${height - 12}" font-size="9" font-family="sans-serif">PROVISIONAL CONTENT: acw map rebuilt from 1860s geography (digest §5.4), SPI's CCRR numbering kept. Red outlines: textual clues. Blue shade: Union-sympathetic region. Red bars: unbridged rail crossings. Orange: ferries.</text>`,
    '</svg>',
  ];
  return parts.join('\n') + '\n';
}
