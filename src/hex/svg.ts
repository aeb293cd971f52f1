/**
 * A plain SVG picture of a hex map (build time; the provisional packs commit one beside the pack so a
 * person with the printed map can compare them at a glance): hexes filled by a caller's colour, the
 * printed ids, hexside features drawn along their sides (rivers, mountains, borders), features that
 * cross sides drawn centre to centre (railroads, roads), marks (pinned hexes, cities) and labels.
 *
 * Output is deterministic text: coordinates rounded to 0.1 px, elements in hex index order, so a
 * committed picture diffs cleanly when the pack changes.
 *
 * Reference: SVG 1.1, https://www.w3.org/TR/SVG11/ (polygon, line, circle, text).
 */
import type { Hexsides } from './hexsides.js';
import type { HexLayout } from './layout.js';

export interface SideStyle {
  readonly hexsides: Hexsides;
  /** Sides with any of these flags are drawn. */
  readonly flags: number;
  readonly stroke: string;
  readonly width: number;
  readonly dash?: string;
  /** 'along' draws the side itself (river, border); 'across' joins the two centres (rail, road). */
  readonly draw: 'along' | 'across';
}

export interface Mark {
  readonly hex: number;
  readonly color: string;
  /** Radius in hex sizes (default 0.3). */
  readonly r?: number;
  /** Text beside the mark (a city name). */
  readonly text?: string;
  /** Draw a ring instead of a disc (pinned hexes). */
  readonly ring?: boolean;
}

export interface SvgMapOptions {
  readonly title?: string;
  /** Fill colour per hex; default white. */
  readonly fill?: (hex: number) => string;
  /** Small text in each hex; default the printed id. Return '' for none. */
  readonly hexLabel?: (hex: number) => string;
  readonly sides?: readonly SideStyle[];
  readonly marks?: readonly Mark[];
}

const f = (v: number): string => (Math.round(v * 10) / 10).toString();

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The SVG document of the map. */
export function hexMapSvg(layout: HexLayout, opts: SvgMapOptions = {}): string {
  const g = layout.grid;
  const s = layout.size;
  const pad = s;
  const out: string[] = [];
  const w = layout.width + 2 * pad;
  const h = layout.height + 2 * pad + (opts.title ? 2 * s : 0);
  const top = opts.title ? 2 * s : 0;
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f(w)}" height="${f(h)}" viewBox="0 0 ${f(w)} ${f(h)}">`,
  );
  if (opts.title)
    out.push(
      `<text x="${f(pad)}" y="${f(1.4 * s)}" font-size="${f(s)}" font-family="sans-serif">${esc(opts.title)}</text>`,
    );
  out.push(`<g transform="translate(${f(pad)},${f(pad + top)})" font-family="sans-serif">`);
  const label = opts.hexLabel ?? ((i: number) => g.label(i));
  for (let i = 0; i < g.count; i++) {
    const pts = layout.corners(i).map(([x, y]) => `${f(x)},${f(y)}`);
    out.push(
      `<polygon points="${pts.join(' ')}" fill="${opts.fill?.(i) ?? '#ffffff'}" stroke="#999999" stroke-width="${f(s / 20)}"/>`,
    );
    const t = label(i);
    if (t !== '') {
      out.push(
        `<text x="${f(layout.cx[i])}" y="${f(layout.cy[i] - 0.55 * s)}" font-size="${f(0.28 * s)}" text-anchor="middle" fill="#555555">${esc(t)}</text>`,
      );
    }
  }
  for (const st of opts.sides ?? []) drawSides(layout, st, out);
  for (const m of opts.marks ?? []) drawMark(layout, m, out);
  out.push('</g>', '</svg>');
  return out.join('\n') + '\n';
}

function drawSides(layout: HexLayout, st: SideStyle, out: string[]): void {
  const g = layout.grid;
  const dash = st.dash ? ` stroke-dasharray="${st.dash}"` : '';
  for (let i = 0; i < g.count; i++) {
    for (let d = 0; d < 6; d++) {
      if ((st.hexsides.bits[i * 6 + d] & st.flags) === 0) continue;
      const o = g.nbr[i * 6 + d];
      if (o >= 0 && o < i) continue; // each shared side once
      let x1: number, y1: number, x2: number, y2: number;
      if (st.draw === 'along') [x1, y1, x2, y2] = layout.side(i, d);
      else if (o >= 0) [x1, y1, x2, y2] = [layout.cx[i], layout.cy[i], layout.cx[o], layout.cy[o]];
      else continue;
      out.push(
        `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${st.stroke}" stroke-width="${f(st.width)}" stroke-linecap="round"${dash}/>`,
      );
    }
  }
}

function drawMark(layout: HexLayout, m: Mark, out: string[]): void {
  const r = (m.r ?? 0.3) * layout.size;
  const x = layout.cx[m.hex];
  const y = layout.cy[m.hex];
  if (Number.isNaN(x)) return;
  const paint = m.ring
    ? `fill="none" stroke="${m.color}" stroke-width="${f(layout.size / 10)}"`
    : `fill="${m.color}"`;
  out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" ${paint}/>`);
  if (m.text) {
    out.push(
      `<text x="${f(x)}" y="${f(y + r + 0.3 * layout.size)}" font-size="${f(0.3 * layout.size)}" text-anchor="middle">${esc(m.text)}</text>`,
    );
  }
}
