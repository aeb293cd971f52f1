/**
 * The picture of the uscw provisional map (issue 24 item 3): every hex filled by terrain (water by
 * body), river hexsides (navigable thick, Type 2 darker, minor thin), mountain hexsides (brown; passes
 * and rail gaps dashed), railroads (black, new 1864 lines dashed), towns and cities with their names,
 * Resource Hex BP values (gray number), Union Objective hexes (blue ring), capitals (star), ports
 * (anchor mark), and every hex the rulebook pins (red outline with its id), so a person holding the
 * printed map can compare the two at a glance. Deterministic: the same map.json gives the same bytes.
 */
import { HexGrid } from '../../../src/games/uscw/grid.js';
import type { MapJson } from './build.js';

const SCALE = 22;
const FILL: Record<string, string> = {
  '.': '#e8e4dc',
  '~': '#9cc3e6',
  '=': '#9cc3e6',
  p: '#b5d3ee',
  b: '#b5d3ee',
  g: '#b5d3ee',
  l: '#c7def2',
  c: '#f4f0d8',
  w: '#cfe3b4',
  m: '#d9c29a',
  r: '#b8d8c8',
  x: '#8fb8a0',
};

const f1 = (v: number): string => (Math.round(v * 10) / 10).toString();

export function mapSvg(map: MapJson): string {
  const grid = new HexGrid(map.grid);
  const X = (x: number): number => (x - map.grid.firstCol + 1) * SCALE;
  const Y = (y: number): number => (y - map.grid.firstRow * 0.866 + 1) * SCALE;
  const out: string[] = [];
  const w = X(map.grid.lastCol + 2);
  const h = Y((map.grid.lastRow + 2) * 0.866);
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f1(w)}" height="${f1(h)}" viewBox="0 0 ${f1(w)} ${f1(h)}" font-family="sans-serif">`,
  );
  out.push(
    `<title>The U.S. Civil War (uscw) provisional map, PROVISIONAL CONTENT: built by experiments/tools/uscw-pack/build.ts</title>`,
  );
  const terrainAt = (i: number): string =>
    map.terrain[grid.row(i) - map.grid.firstRow]![grid.col(i) - map.grid.firstCol]!;
  const poly = (i: number): string =>
    [0, 1, 2, 3, 4, 5]
      .map((k) => grid.corner(i, k))
      .map(([x, y]) => `${f1(X(x))},${f1(Y(y))}`)
      .join(' ');
  out.push('<g stroke="#c8c2b4" stroke-width="0.5">');
  for (let i = 0; i < grid.count; i++)
    out.push(`<polygon points="${poly(i)}" fill="${FILL[terrainAt(i)] ?? '#fff'}"/>`);
  out.push('</g>');
  out.push(...sidesSvg(map, grid, X, Y));
  out.push(...placesSvg(map, grid, X, Y));
  out.push(legendSvg());
  out.push('</svg>');
  return out.join('\n') + '\n';
}

function sidesSvg(map: MapJson, grid: HexGrid, X: (x: number) => number, Y: (y: number) => number): string[] {
  const out: string[] = [];
  const edge = (a: number, b: number): [number, number, number, number] | undefined => {
    const ia = grid.index(a);
    const d = grid.dirTo(ia, grid.index(b));
    if (d < 0) return undefined;
    const [x0, y0] = grid.corner(ia, (d + 5) % 6);
    const [x1, y1] = grid.corner(ia, d);
    return [X(x0), Y(y0), X(x1), Y(y1)];
  };
  const rails: string[] = [];
  for (const s of map.sides) {
    const e = edge(s.a, s.b);
    if (!e) continue;
    const line = `x1="${f1(e[0])}" y1="${f1(e[1])}" x2="${f1(e[2])}" y2="${f1(e[3])}"`;
    if (s.f.includes('nav'))
      out.push(
        `<line ${line} stroke="${s.f.includes('type2') ? '#1d4f91' : '#2f74c0'}" stroke-width="${s.f.includes('type2') ? 3.2 : 2.4}"/>`,
      );
    else if (s.f.includes('minor')) out.push(`<line ${line} stroke="#6aa5dc" stroke-width="1.2"/>`);
    if (s.f.includes('mountain'))
      out.push(
        `<line ${line} stroke="#8a5a2b" stroke-width="2"${s.f.includes('pass') || s.f.includes('gap') ? ' stroke-dasharray="3,2"' : ''}/>`,
      );
    if (s.f.includes('rail')) {
      const a = grid.index(s.a);
      const b = grid.index(s.b);
      rails.push(
        `<line x1="${f1(X(grid.x(a)))}" y1="${f1(Y(grid.y(a)))}" x2="${f1(X(grid.x(b)))}" y2="${f1(Y(grid.y(b)))}" stroke-width="1.4"${s.f.includes('newrail') ? ' stroke="#c9a400" stroke-dasharray="4,2"' : ' stroke="#222"'}${s.f.includes('ferry') ? ' stroke-dasharray="1,2"' : ''}/>`,
      );
    }
  }
  return [...out, '<g>', ...rails, '</g>'];
}

function placesSvg(
  map: MapJson,
  grid: HexGrid,
  X: (x: number) => number,
  Y: (y: number) => number,
): string[] {
  const out: string[] = ['<g font-size="6">'];
  for (const p of map.places) {
    const i = grid.index(p.hex as number);
    const cx = X(grid.x(i));
    const cy = Y(grid.y(i));
    if (p.obj)
      out.push(
        `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="6" fill="none" stroke="#2050c0" stroke-width="1.2"/>`,
      );
    if (p.bp)
      out.push(
        `<rect x="${f1(cx - 7)}" y="${f1(cy - 7)}" width="14" height="14" fill="none" stroke="#777" stroke-width="1"/>`,
      );
    out.push(`<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${p.city ? 2.6 : 1.7}" fill="#000"/>`);
    if (p.cap) out.push(`<text x="${f1(cx - 2.5)}" y="${f1(cy - 2)}" font-size="7" fill="#b00000">*</text>`);
    if (p.port)
      out.push(
        `<text x="${f1(cx + 2)}" y="${f1(cy - 2)}" font-size="5" fill="#1d4f91">${p.port === 'ocean' ? 'O' : 'R'}</text>`,
      );
    if (p.bp)
      out.push(
        `<text x="${f1(cx - 6)}" y="${f1(cy + 6)}" font-size="6" fill="#555" font-weight="bold">${String(p.bp)}</text>`,
      );
    out.push(`<text x="${f1(cx + 3)}" y="${f1(cy + 6)}">${esc(String(p.name))}</text>`);
    if (p.pinned) {
      out.push(
        `<polygon points="${[0, 1, 2, 3, 4, 5]
          .map((k) => grid.corner(i, k))
          .map(([x, y]) => `${f1(X(x))},${f1(Y(y))}`)
          .join(' ')}" fill="none" stroke="#d00000" stroke-width="1.5"/>`,
      );
      out.push(
        `<text x="${f1(cx - 6)}" y="${f1(cy - 5)}" font-size="4.5" fill="#d00000">${grid.label(i)}</text>`,
      );
    }
  }
  for (const a of map.anchors) {
    const i = grid.index(a.hex);
    out.push(
      `<polygon points="${[0, 1, 2, 3, 4, 5]
        .map((k) => grid.corner(i, k))
        .map(([x, y]) => `${f1(X(x))},${f1(Y(y))}`)
        .join(' ')}" fill="none" stroke="#d00000" stroke-width="1.2" stroke-dasharray="2,1"/>`,
    );
    out.push(
      `<text x="${f1(X(grid.x(i)) - 6)}" y="${f1(Y(grid.y(i)) + 2)}" font-size="4.5" fill="#d00000">${grid.label(i)}</text>`,
    );
  }
  out.push('</g>');
  return out;
}

function legendSvg(): string {
  const rows = [
    'PROVISIONAL uscw map (invented from public geography; see manifest.json)',
    'fill: clear / woods / mountain / marsh / swamp / water;  thick blue: navigable river (dark: Type 2)',
    'thin blue: minor river; brown: mountain hexside (dashed: pass or rail gap); black: railroad (gold dashed: 1864)',
    'gray square + number: Resource Hex BP; blue ring: Objective Hex; red *: capital; O/R: ocean/river port',
    'red outline + id: hex pinned by the rulebook',
  ];
  return `<g font-size="9" fill="#000">${rows.map((r, k) => `<text x="10" y="${14 + 11 * k}">${esc(r)}</text>`).join('')}</g>`;
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
