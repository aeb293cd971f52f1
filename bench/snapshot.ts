/**
 * The naive baseline for cloning: the same A House Divided position as a plain object graph, the
 * way an engine without typed arrays would hold it (named header fields, boxes with unit objects,
 * pool, stock and draft hold as arrays of units), copied with `structuredClone`. `restore` turns a
 * snapshot back into the engine's state word for word, which shows the two hold the same facts.
 */
import { standardContent, type AhdContent } from '../src/games/ahd/content.js';
import * as H from '../src/core/header.js';
import * as L from '../src/games/ahd/layout.js';

export interface UnitSnap {
  slot: number;
  side: string;
  type: string;
  reduced: boolean;
  entrenched: boolean;
  marchesUsed: number;
  jumped: boolean;
  bySea: boolean;
  fought: boolean;
  promoted: boolean;
  crossedRiver: boolean;
  /** Box the unit entered from this turn (id), 'sea', or null. */
  from: string | null;
  /** Announced target slot, or -1. */
  target: number;
}

export interface BoxSnap {
  id: string;
  control: string | null;
  marker: boolean;
  recruitedThisSegment: number;
  units: UnitSnap[];
}

export interface Snapshot {
  /** Every header word by its layout name (CH_TURN -> turn, H_SIDE -> side, ...). */
  header: Record<string, number>;
  boxes: BoxSnap[];
  pool: UnitSnap[];
  stock: UnitSnap[];
  draftHold: UnitSnap[];
  /** Rule-coverage counters (src/games/ahd/coverage.ts), in counter order. */
  ruleCounters: number[];
}

/** The engine's header words (CH_*, the chance streams as one 8-word field), then the game's (H_*). */
const HEADER_FIELDS: readonly (readonly [string, number])[] = [
  ...Object.entries(H).filter(([k, v]) => k.startsWith('CH_') && typeof v === 'number'),
  ...Object.entries(L).filter(([k, v]) => k.startsWith('H_') && k !== 'H_RNG' && typeof v === 'number'),
].map(([k, v]) => [k.replace(/^C?H_/, '').toLowerCase(), v as number] as const);
// multi-word header fields
const WIDE: Readonly<Record<string, number>> = {
  chance: 4 * H.MAX_CHANCE_STREAMS,
  am: 2,
  last_hits: 2,
  zob: 4,
  zctrl: 2,
  shots: 2,
};

function unitSnap(c: AhdContent, s: Int32Array, u: number): UnitSnap {
  const st = s[L.U_ST + u]!;
  const from = s[L.U_FROM + u]!;
  return {
    slot: u,
    side: L.SIDES[c.slotSide[u]!]!,
    type: L.TYPE_CODES[c.slotType[u]!]!,
    reduced: (st & L.ST_REDUCED) !== 0,
    entrenched: (st & L.ST_ENTRENCHED) !== 0,
    marchesUsed: (st & L.ST_USED_MASK) >> L.ST_USED_SHIFT,
    jumped: (st & L.ST_JUMPED) !== 0,
    bySea: (st & L.ST_SEA) !== 0,
    fought: (st & L.ST_FOUGHT) !== 0,
    promoted: (st & L.ST_PROMOTED) !== 0,
    crossedRiver: (st & L.ST_CROSSED) !== 0,
    from: from === L.FROM_SEA ? 'sea' : from >= 0 ? c.boxId[from]! : null,
    target: s[L.U_TGT + u]!,
  };
}

export function snapshot(s: Int32Array, c: AhdContent = standardContent()): Snapshot {
  const header: Record<string, number> = {};
  for (const [name, off] of HEADER_FIELDS) {
    const w = WIDE[name] ?? 1;
    for (let i = 0; i < w; i++) header[w > 1 ? `${name}${i}` : name] = s[off + i]!;
  }
  const boxes: BoxSnap[] = [];
  for (let b = 0; b < c.nb; b++) {
    const ctrl = s[L.B_CTRL + b]!;
    boxes.push({
      id: c.boxId[b]!,
      control: (ctrl & L.CTRL_MASK) === 0 ? null : L.SIDES[(ctrl & L.CTRL_MASK) - 1]!,
      marker: (ctrl & L.CLAIM) !== 0,
      recruitedThisSegment: (ctrl & L.RECRUITS_MASK) >> L.RECRUITS_SHIFT,
      units: [],
    });
  }
  const o = s[H.CH_COVERAGE]!;
  const ruleCounters = o > 0 ? Array.from(s.subarray(o)) : [];
  const snap: Snapshot = { header, boxes, pool: [], stock: [], draftHold: [], ruleCounters };
  for (let u = 0; u < c.nu; u++) {
    const loc = s[L.U_LOC + u]!;
    const unit = unitSnap(c, s, u);
    if (loc < c.nb) boxes[loc]!.units.push(unit);
    else if (loc === L.LOC_POOL) snap.pool.push(unit);
    else if (loc === L.LOC_STOCK) snap.stock.push(unit);
    else snap.draftHold.push(unit);
  }
  return snap;
}

/** The engine state a snapshot describes (box unit counts are derived, as the engine keeps them). */
export function restore(snap: Snapshot, c: AhdContent = standardContent()): Int32Array {
  const s = new Int32Array(L.STATE_SIZE + snap.ruleCounters.length);
  s.set(snap.ruleCounters, L.STATE_SIZE);
  for (const [name, off] of HEADER_FIELDS) {
    const w = WIDE[name] ?? 1;
    for (let i = 0; i < w; i++) s[off + i] = snap.header[w > 1 ? `${name}${i}` : name]!;
  }
  for (let u = c.nu; u < L.NU_CAP; u++) s[L.U_LOC + u] = 0;
  const put = (unit: UnitSnap, loc: number): void => {
    const u = unit.slot;
    s[L.U_LOC + u] = loc;
    s[L.U_ST + u] =
      (unit.reduced ? L.ST_REDUCED : 0) |
      (unit.entrenched ? L.ST_ENTRENCHED : 0) |
      (unit.marchesUsed << L.ST_USED_SHIFT) |
      (unit.jumped ? L.ST_JUMPED : 0) |
      (unit.bySea ? L.ST_SEA : 0) |
      (unit.fought ? L.ST_FOUGHT : 0) |
      (unit.promoted ? L.ST_PROMOTED : 0) |
      (unit.crossedRiver ? L.ST_CROSSED : 0);
    s[L.U_FROM + u] =
      unit.from === 'sea' ? L.FROM_SEA : unit.from === null ? L.FROM_NONE : c.boxId.indexOf(unit.from);
    s[L.U_TGT + u] = unit.target;
    if (loc < c.nb) {
      const side = unit.side === 'usa' ? 0 : 1;
      const cav = L.TYPE_CODES.indexOf(unit.type as (typeof L.TYPE_CODES)[number]) >= 3 ? 1 : 0;
      s[L.B_CNT + loc] = s[L.B_CNT + loc]! + (1 << (side << 4)) + (cav << ((side << 4) + 8));
    }
  };
  snap.boxes.forEach((box, b) => {
    const side = box.control === null ? 0 : L.SIDES.indexOf(box.control as 'usa' | 'csa') + 1;
    s[L.B_CTRL + b] = side | (box.marker ? L.CLAIM : 0) | (box.recruitedThisSegment << L.RECRUITS_SHIFT);
    for (const unit of box.units) put(unit, b);
  });
  for (const unit of snap.pool) put(unit, L.LOC_POOL);
  for (const unit of snap.stock) put(unit, L.LOC_STOCK);
  for (const unit of snap.draftHold) put(unit, L.LOC_DRAFT);
  return s;
}
