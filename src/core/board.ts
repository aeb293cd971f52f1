/**
 * The board scene: a plain-data picture of a state for one viewer, which a game may offer through
 * the optional `Game.board(s, viewer)` capability (DESIGN "Board"). The browser page draws it as SVG
 * and the terminal draws a small text map from it; the game itself holds no drawing code.
 *
 * Contracts:
 *  - JSON only (no functions, no typed arrays, no cycles): it crosses the wire as it is.
 *  - A scene for `viewer` carries nothing that `observe(s, viewer)` does not: in a hidden-information
 *    game the other side's hand is a count plus the cards known to be there.
 *  - `decision` is present only when `viewer` decides now; it lists every legal action with the
 *    places and counters it touches, in the order a person would click them (a stack, then its
 *    destination). An action that touches nothing is offered as a button or in the list.
 *  - Ids: place ids are the game's own ids (a box, a city, a hex 'h0612'); counter ids are unique in
 *    the scene and may be touched by actions too.
 *
 * Coordinates are scene units, x to the right and y down, inside [0, width] x [0, height]. A hex map
 * gives `hex` (the grid) and each hex place its column and row; `hexCenter` turns those into x, y and
 * the page draws every hex and hexside from the same grid, so a hex game adds no drawing code either.
 */

/** A side as the page names and colours it (CSS class `side-<id>`). */
export interface SceneSide {
  readonly id: string;
  readonly name: string;
}

export type PlaceShape = 'box' | 'city' | 'hex' | 'panel';

export interface Place {
  readonly id: string;
  readonly name: string;
  readonly shape: PlaceShape;
  /** Centre (box, city, hex) or top-left corner (panel), scene units. */
  readonly x: number;
  readonly y: number;
  /** Panel size (and an optional box size; boxes default to the scene's `boxSize`). */
  readonly w?: number;
  readonly h?: number;
  /** Hex grid position (shape 'hex'). */
  readonly col?: number;
  readonly row?: number;
  /** Who the place belongs to by the map's printing (side index), -1 neutral; absent: none. */
  readonly owner?: number;
  /** Terrain class for hexes ('clear', 'forest', 'rough', 'mountain', 'swamp', 'sea', …). */
  readonly terrain?: string;
  /** Faded: printed on a part of the map not in play (bvg map cards). */
  readonly inactive?: boolean;
  /** Extra words for a tooltip: 'Recruitment City (USA 1)', 'port'. */
  readonly note?: string;
}

/** A connection between two places: roads, rails, rivers; `hexside` draws it along the shared side. */
export interface Edge {
  readonly a: string;
  readonly b: string;
  /** 'road' | 'rail' | 'river' | 'potomac' | 'sea' | … (CSS class `edge-<kind>`). */
  readonly kinds: readonly string[];
  readonly hexside?: boolean;
}

export interface Counter {
  readonly id: string;
  /** Place id the counter stands in. */
  readonly place: string;
  /** Side index; -1 for a neutral or face-down piece. */
  readonly side: number;
  /** Short text on the counter: 'Vi', 'Lee'. */
  readonly label: string;
  /** Its strength or value, printed large. */
  readonly value?: string;
  /** Identical pieces stacked in this counter (absent: 1). */
  readonly count?: number;
  /** 'reduced' | 'entrenched' | 'facedown' | 'depleted' | 'battle' | 'moved' … (CSS classes). */
  readonly flags?: readonly string[];
  /** The full words for a tooltip. */
  readonly title?: string;
  /** Counters of one group (a command) are drawn together; the group's first counter leads it. */
  readonly group?: string;
}

export interface Marker {
  readonly place: string;
  /** 'control' | 'battle' | 'march' | 'shield' | 'fort' | 'port' | 'objective' | … */
  readonly kind: string;
  readonly side?: number;
  readonly label?: string;
}

/** One entry of the score line: 'Army Maximum' 'USA 12 · CSA 10'. */
export interface ScoreItem {
  readonly label: string;
  readonly value: string;
  readonly side?: number;
}

export interface SceneAction {
  readonly action: number;
  /** Place or counter ids, in click order; empty for an action offered only as a button or list line. */
  readonly touches: readonly string[];
}

export interface SceneDecision {
  /** Side index deciding (the viewer). */
  readonly side: number;
  /** What is being decided, in the game's words. */
  readonly prompt: string;
  readonly actions: readonly SceneAction[];
}

export interface HexGrid {
  /** Centre to corner, scene units. */
  readonly size: number;
  /** 'flat': flat top, columns offset; 'pointy': pointy top, rows offset. */
  readonly orientation: 'flat' | 'pointy';
  /** Which columns (flat) or rows (pointy) are shifted by half a hex. */
  readonly offset: 'odd' | 'even';
  /** Scene position of hex (0, 0)'s centre. */
  readonly originX: number;
  readonly originY: number;
}

export interface BoardScene {
  readonly game: string;
  /** Side index the scene is drawn for; -1 sees everything (replays of a finished game, tests). */
  readonly viewer: number;
  readonly sides: readonly SceneSide[];
  readonly width: number;
  readonly height: number;
  /** Default box size for shape 'box'. */
  readonly boxSize?: { readonly w: number; readonly h: number };
  /** A picture drawn under the places, in scene units: an SVG file of the content pack's folder. */
  readonly backdrop?: string;
  readonly hex?: HexGrid;
  /** Turn, phase and who decides, in one line. */
  readonly title: string;
  readonly score: readonly ScoreItem[];
  readonly places: readonly Place[];
  readonly edges: readonly Edge[];
  readonly counters: readonly Counter[];
  readonly markers: readonly Marker[];
  readonly decision?: SceneDecision;
}

// ---- hex geometry (shared by the games that build hex scenes and the page that draws them) -------

const SQRT3 = Math.sqrt(3);

/** Centre of the hex at (col, row) in offset coordinates. */
export function hexCenter(g: HexGrid, col: number, row: number): { x: number; y: number } {
  const shifted = (k: number): number => ((k & 1) === (g.offset === 'odd' ? 1 : 0) ? 0.5 : 0);
  if (g.orientation === 'flat') {
    return { x: g.originX + col * 1.5 * g.size, y: g.originY + (row + shifted(col)) * SQRT3 * g.size };
  }
  return { x: g.originX + (col + shifted(row)) * SQRT3 * g.size, y: g.originY + row * 1.5 * g.size };
}

/** The six corners of a hex centred at (x, y), clockwise from the right (flat) or the top (pointy). */
export function hexCorners(g: HexGrid, x: number, y: number): [number, number][] {
  const start = g.orientation === 'flat' ? 0 : -90;
  const out: [number, number][] = [];
  for (let i = 0; i < 6; i++) {
    const a = ((start + 60 * i) * Math.PI) / 180;
    out.push([round2(x + g.size * Math.cos(a)), round2(y + g.size * Math.sin(a))]);
  }
  return out;
}

/**
 * The side shared by two neighbouring hexes centred at a and b, as a segment: the perpendicular
 * bisector of the centres, one side long. Undefined when the centres are not neighbours.
 */
export function hexside(
  g: HexGrid,
  a: { x: number; y: number },
  b: { x: number; y: number },
): [number, number, number, number] | undefined {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const d = Math.hypot(dx, dy);
  if (Math.abs(d - SQRT3 * g.size) > 0.01 * g.size) return undefined;
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const half = g.size / 2;
  const ux = (-dy / d) * half;
  const uy = (dx / d) * half;
  return [round2(mx - ux), round2(my - uy), round2(mx + ux), round2(my + uy)];
}

const round2 = (v: number): number => Math.round(v * 100) / 100;

// ---- geographic placement -------------------------------------------------------------------------

/** An equirectangular projection of a lon/lat window onto a scene `width` wide (y grows south). */
export interface LonLatFrame {
  readonly west: number;
  readonly east: number;
  readonly south: number;
  readonly north: number;
  readonly width: number;
}

/** Scene height of a frame (longitudes shrunk by the cosine of the middle latitude). */
export function frameHeight(f: LonLatFrame): number {
  const k = Math.cos((((f.south + f.north) / 2) * Math.PI) / 180);
  return Math.round((f.width * (f.north - f.south)) / ((f.east - f.west) * k));
}

export function projectLonLat(f: LonLatFrame, lon: number, lat: number): { x: number; y: number } {
  const h = frameHeight(f);
  return {
    x: round2(((lon - f.west) / (f.east - f.west)) * f.width),
    y: round2(((f.north - lat) / (f.north - f.south)) * h),
  };
}
