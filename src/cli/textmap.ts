/**
 * A compact text map of the region around a decision, drawn from a game's board scene
 * (core/board.ts) for the terminal player (issue 27). Knows no game.
 *
 * The focus is the battle or March in progress if the scene marks one, else the places the legal
 * actions touch when they are few, else the first place the first action touches (the first group of
 * the list). The region is the focus and its nearest places, up to `places`; each is written at its
 * position scaled into a `width` x `height` character grid, as '[U]Name U:3Mi C:1Vc' ([U] who holds
 * it, by the first letter of a side's name; [-] neutral; '*' a battle there). Below the grid, the
 * connections of the focus places.
 */
import type { BoardScene, Place } from '../core/board.js';

export interface TextMapOptions {
  readonly width?: number;
  readonly height?: number;
  /** Places drawn at most. */
  readonly places?: number;
}

/** Distinct place ids the decision focuses on (see the file comment). */
export function focusOf(scene: BoardScene): string[] {
  const ids = new Set(scene.places.map((p) => p.id));
  const marked = scene.markers.filter((m) => m.kind === 'current-battle' || m.kind === 'march');
  if (marked.length) return [...new Set(marked.map((m) => m.place))];
  const where = (id: string): string | undefined =>
    ids.has(id) ? id : scene.counters.find((c) => c.id === id)?.place;
  const touched = new Set<string>();
  for (const a of scene.decision?.actions ?? [])
    for (const t of a.touches) {
      const p = where(t);
      if (p && ids.has(p)) touched.add(p);
    }
  const onMap = [...touched].filter((id) => scene.places.find((p) => p.id === id)?.shape !== 'panel');
  if (onMap.length && onMap.length <= 8) return onMap;
  for (const a of scene.decision?.actions ?? []) {
    const p = a.touches.map(where).find((x) => x !== undefined && onMap.includes(x));
    if (p) return [p];
  }
  return [];
}

const letter = (scene: BoardScene, side: number | undefined): string =>
  side === undefined || side < 0 ? '-' : (scene.sides[side]?.name[0] ?? '?');

/** '[U]St. Louis* U:3Mi C:1Vc'. */
function label(scene: BoardScene, p: Place): string {
  const control = scene.markers.find((m) => m.place === p.id && m.kind === 'control');
  const holder = control ? control.side : p.owner;
  const battle = scene.markers.some(
    (m) => m.place === p.id && (m.kind === 'battle' || m.kind === 'current-battle'),
  );
  const bySide = scene.sides.map((_, side) =>
    scene.counters
      .filter((c) => c.place === p.id && c.side === side)
      .map((c) => `${c.count ?? 1}${c.label}`)
      .join(','),
  );
  const units = bySide.map((u, side) => (u ? ` ${letter(scene, side)}:${u}` : '')).join('');
  return `[${letter(scene, holder)}]${p.name}${battle ? '*' : ''}${units}`;
}

/** The region: the focus and its nearest places, at most `max`. */
function region(scene: BoardScene, focus: readonly string[], max: number): Place[] {
  const map = scene.places.filter((p) => p.shape !== 'panel');
  const fs = map.filter((p) => focus.includes(p.id));
  if (!fs.length) return [];
  const dist = (p: Place): number => Math.min(...fs.map((f) => Math.hypot(f.x - p.x, f.y - p.y)));
  return [...map].sort((a, b) => dist(a) - dist(b)).slice(0, Math.max(max, fs.length));
}

/** Write `text` into the grid at row r, column c if the cells (and one space around) are free. */
function tryWrite(grid: string[][], r: number, c: number, text: string): boolean {
  if (r < 0 || r >= grid.length || c < 0 || c + text.length > grid[0]!.length) return false;
  for (let i = -1; i <= text.length; i++) {
    const ch = grid[r]![c + i];
    if (ch !== undefined && ch !== ' ') return false;
  }
  for (let i = 0; i < text.length; i++) grid[r]![c + i] = text[i]!;
  return true;
}

/** The map as lines (empty when the scene gives nothing to focus on). */
export function textMap(scene: BoardScene, opts: TextMapOptions = {}): string[] {
  const width = opts.width ?? 100;
  const height = opts.height ?? 14;
  const focus = focusOf(scene);
  const places = region(scene, focus, opts.places ?? 14);
  if (!places.length) return [];
  const xs = places.map((p) => p.x);
  const ys = places.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const grid = Array.from({ length: height }, () => Array.from({ length: width }, () => ' '));
  const unplaced: string[] = [];
  // Focus places first, so they get their own spot.
  const order = [...places].sort((a, b) => Number(focus.includes(b.id)) - Number(focus.includes(a.id)));
  for (const p of order) {
    const text = label(scene, p);
    const col = x1 > x0 ? Math.round(((p.x - x0) / (x1 - x0)) * (width - 24)) : 0;
    const row = y1 > y0 ? Math.round(((p.y - y0) / (y1 - y0)) * (height - 1)) : 0;
    const tries = [0, 1, -1, 2, -2, 3, -3].flatMap((dr) => [0, -8, 8, -16].map((dc) => [row + dr, col + dc]));
    if (!tries.some(([r, c]) => tryWrite(grid, r!, Math.min(c!, width - text.length), text)))
      unplaced.push(text);
  }
  const lines = grid.map((r) => r.join('').trimEnd());
  while (lines.length && !lines[lines.length - 1]) lines.pop();
  while (lines.length && !lines[0]) lines.shift();
  const names = scene.sides.map((s) => `${s.name[0]} ${s.name}`).join(', ');
  const out = [
    `Map around ${focus.map((id) => scene.places.find((p) => p.id === id)?.name ?? id).join(', ')} (${names}; * battle):`,
  ];
  out.push(...lines.map((l) => `  ${l}`));
  if (unplaced.length) out.push(`  also near: ${unplaced.join(' · ')}`);
  out.push(...connections(scene, focus.slice(0, 3)));
  return out;
}

/** 'St. Louis: rail Rolla, Jefferson City · river Cairo' for each focus place. */
function connections(scene: BoardScene, focus: readonly string[]): string[] {
  const name = (id: string): string => scene.places.find((p) => p.id === id)?.name ?? id;
  return focus.map((f) => {
    const byKind = new Map<string, string[]>();
    for (const e of scene.edges) {
      if (e.a !== f && e.b !== f) continue;
      const other = name(e.a === f ? e.b : e.a);
      const kind = e.kinds.join('/');
      byKind.set(kind, [...(byKind.get(kind) ?? []), other]);
    }
    const parts = [...byKind].map(([k, ns]) => `${k} ${ns.join(', ')}`);
    return `  ${name(f)} connects by ${parts.join(' · ') || 'nothing'}`;
  });
}
