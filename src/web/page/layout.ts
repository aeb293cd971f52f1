/**
 * Where the page draws each counter of a board scene (core/board.ts): in rows inside a box (spilling
 * below it when the stack is large), in a row under a city, stacked with a small offset on a hex, and
 * in a grid inside a panel where a group (a command) stays together on one row when it fits. Pure
 * geometry in scene units, shared by the board and its tests.
 */
import type { BoardScene, Counter, Place } from '../../core/board.js';

export interface Slot {
  /** Top-left corner and side of the counter's square. */
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

export interface GroupFrame {
  readonly group: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export const BOX = { w: 104, h: 76 };
const BOX_COUNTER = 28;
const CITY_COUNTER = 24;
const PANEL_COUNTER = 54;
const GAP = 3;
const PANEL_TITLE = 24;

function inBox(p: Place, scene: BoardScene, cs: readonly Counter[], out: Map<string, Slot>): void {
  const w = p.w ?? scene.boxSize?.w ?? BOX.w;
  const h = p.h ?? scene.boxSize?.h ?? BOX.h;
  const perRow = Math.max(1, Math.floor((w - 4) / (BOX_COUNTER + GAP)));
  const left = p.x - (Math.min(perRow, cs.length) * (BOX_COUNTER + GAP) - GAP) / 2;
  const top = p.y - h / 2 + 18;
  cs.forEach((c, i) => {
    const row = Math.floor(i / perRow);
    out.set(c.id, {
      x: left + (i % perRow) * (BOX_COUNTER + GAP),
      y: top + row * (BOX_COUNTER + GAP),
      size: BOX_COUNTER,
    });
  });
}

function underCity(p: Place, cs: readonly Counter[], out: Map<string, Slot>): void {
  const left = p.x - (cs.length * (CITY_COUNTER + GAP) - GAP) / 2;
  cs.forEach((c, i) =>
    out.set(c.id, { x: left + i * (CITY_COUNTER + GAP), y: p.y + 22, size: CITY_COUNTER }),
  );
}

function onHex(p: Place, scene: BoardScene, cs: readonly Counter[], out: Map<string, Slot>): void {
  const size = Math.round((scene.hex?.size ?? 30) * 0.9);
  cs.forEach((c, i) => out.set(c.id, { x: p.x - size / 2 + 3 * i, y: p.y - size / 2 - 3 * i, size }));
}

/** Counters of a panel in reading order, a group kept on one row when it fits. */
function inPanel(p: Place, cs: readonly Counter[], out: Map<string, Slot>, frames: GroupFrame[]): void {
  const w = p.w ?? 400;
  const step = PANEL_COUNTER + GAP;
  const perRow = Math.max(1, Math.floor((w - 2 * GAP) / step));
  const groups: Counter[][] = [];
  for (const c of cs) {
    const last = groups[groups.length - 1];
    if (last && c.group !== undefined && last[0]!.group === c.group) last.push(c);
    else groups.push([c]);
  }
  let col = 0;
  let row = 0;
  for (const g of groups) {
    if (col > 0 && col + g.length > perRow && g.length <= perRow) {
      row++;
      col = 0;
    }
    const x0 = p.x + GAP + col * step;
    const y0 = p.y + PANEL_TITLE + row * (step + GAP);
    g.forEach((c, i) => {
      const k = col + i;
      const r = row + Math.floor(k / perRow);
      out.set(c.id, {
        x: p.x + GAP + (k % perRow) * step,
        y: p.y + PANEL_TITLE + r * (step + GAP),
        size: PANEL_COUNTER,
      });
    });
    if (g.length > 1 && g[0]!.group !== undefined && col + g.length <= perRow)
      frames.push({ group: g[0]!.group, x: x0 - 2, y: y0 - 2, w: g.length * step + 1, h: PANEL_COUNTER + 4 });
    col += g.length;
    row += Math.floor(col / perRow);
    col %= perRow;
  }
}

/** Every counter's square, and a frame around each group of a panel. */
export function layoutCounters(scene: BoardScene): { slots: Map<string, Slot>; frames: GroupFrame[] } {
  const byPlace = new Map<string, Counter[]>();
  for (const c of scene.counters) byPlace.set(c.place, [...(byPlace.get(c.place) ?? []), c]);
  const slots = new Map<string, Slot>();
  const frames: GroupFrame[] = [];
  for (const p of scene.places) {
    const cs = byPlace.get(p.id);
    if (!cs?.length) continue;
    if (p.shape === 'box') inBox(p, scene, cs, slots);
    else if (p.shape === 'city') underCity(p, cs, slots);
    else if (p.shape === 'hex') onHex(p, scene, cs, slots);
    else inPanel(p, cs, slots, frames);
  }
  return { slots, frames };
}
