/**
 * Readable test positions for A House Divided: a scenario state stripped of its units, then the
 * units, control and segment a test names.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtinPackDir } from '../../../src/core/content.js';
import { ahd } from '../../../src/games/ahd/index.js';
import { loadAhdPack, standardContent, type AhdContent } from '../../../src/games/ahd/content.js';
import * as A from '../../../src/games/ahd/actions.js';
import * as L from '../../../src/games/ahd/layout.js';
import { armyMaxFromControl, relocate, setControl, type S } from '../../../src/games/ahd/state.js';
import type { OptionSet } from '../../../src/core/game.js';
import { forceD6 } from '../../../src/core/chance.js';

export const c: AhdContent = standardContent();

/** A copy of the standard pack with one of its JSON files (`map.json`, `units.json`, ...) edited. */
export function editedPack<T>(file: string, edit: (json: T) => void): AhdContent {
  const copy = mkdtempSync(join(tmpdir(), 'ahd-pack-'));
  cpSync(builtinPackDir('ahd', 'standard'), copy, { recursive: true });
  const path = join(copy, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as T;
  edit(json);
  writeFileSync(path, JSON.stringify(json));
  const pack = loadAhdPack(copy);
  rmSync(copy, { recursive: true });
  return pack;
}

export function box(id: string): number {
  const b = c.boxId.indexOf(id);
  if (b < 0) throw new Error(`no box ${id}`);
  return b;
}

export type UnitSpec = [side: 'usa' | 'csa', type: (typeof L.TYPE_CODES)[number], at: string, flags?: string];

export interface PositionSpec {
  /** The scenario whose calendar and ending apply (default 1861). */
  scenario?: string;
  side?: 'usa' | 'csa';
  turn?: number;
  marches?: number;
  units: UnitSpec[];
  /** Control other than the box colour: box id -> side (with an infantry claim unless 'usa-cav'/'csa-cav'). */
  control?: Record<string, 'usa' | 'csa' | 'usa-cav' | 'csa-cav' | 'none'>;
  options?: OptionSet;
  seed?: string;
  /** A content pack with the standard pack's boxes and units (default: the standard pack). */
  content?: AhdContent;
}

/** A state in the given side's Movement Segment with exactly these units on the map. */
export function position(p: PositionSpec): S {
  const s = ahd.create({
    scenario: p.scenario ?? '1861',
    seed: p.seed ?? 'position',
    options: p.options ?? {},
    ...(p.content ? { content: p.content } : {}),
  });
  const k = p.content ?? c; // its unit slots may differ from the standard pack's
  for (let u = 0; u < k.nu; u++) {
    const home = k.slotType[u]! % 3 === 0 ? L.LOC_POOL : L.LOC_STOCK;
    relocate(k, s, u, home);
    s[L.U_ST + u] = 0;
    s[L.U_FROM + u] = -1;
    s[L.U_TGT + u] = -1;
  }
  for (let b = 0; b < k.nb; b++) setControl(k, s, b, k.colour[b]!, false);
  for (const [id, who] of Object.entries(p.control ?? {})) {
    const side = who === 'none' ? -1 : who.startsWith('usa') ? L.USA : L.CSA;
    setControl(k, s, box(id), side, !who.endsWith('-cav') && who !== 'none');
  }
  for (const [side, type, at, flags] of p.units) place(s, side, type, at, flags, k);
  s[L.H_AM + L.USA] = armyMaxFromControl(k, s, L.USA);
  s[L.H_AM + L.CSA] = armyMaxFromControl(k, s, L.CSA);
  s[L.CH_TURN] = p.turn ?? 5;
  s[L.H_SIDE] = p.side === 'csa' ? L.CSA : L.USA;
  s[L.H_PHASE] = L.PH_MOVE;
  s[L.H_MARCHES] = p.marches ?? 6;
  s[L.H_MARCH_DIE] = p.marches ?? 6;
  s[L.H_ACTIVE] = -1;
  s[L.H_BATTLE] = -1;
  s[L.H_FLAGS] = 0;
  return s;
}

/** Put one unit of (side, type) on a box; flags: 'e' entrenched, 'r' reduced, 'x' crossed a river. */
export function place(
  s: S,
  side: 'usa' | 'csa',
  type: string,
  at: string,
  flags = '',
  k: AhdContent = c,
): number {
  const si = side === 'usa' ? L.USA : L.CSA;
  const t = L.TYPE_CODES.indexOf(type as (typeof L.TYPE_CODES)[number]);
  const a = k.typeStart[si * L.NTYPES + t]!;
  let u = a;
  // The first unit in the pool or stock (not on the map, not held for a draft).
  while (
    u < a + k.typeCount[si * L.NTYPES + t]! &&
    (s[L.U_LOC + u]! < k.nb || s[L.U_LOC + u] === L.LOC_DRAFT)
  )
    u++;
  if (u >= a + k.typeCount[si * L.NTYPES + t]!) throw new Error(`no ${side} ${type} left`);
  relocate(k, s, u, box(at));
  let st = 0;
  if (flags.includes('e')) st |= L.ST_ENTRENCHED;
  if (flags.includes('r')) st |= L.ST_REDUCED;
  if (flags.includes('x')) st |= L.ST_CROSSED;
  s[L.U_ST + u] = st;
  return u;
}

/** Unit slots of a side at a box, optionally of one type. */
export function unitsAt(s: S, at: string, side: 'usa' | 'csa', type?: string): number[] {
  const b = box(at);
  const si = side === 'usa' ? L.USA : L.CSA;
  const out: number[] = [];
  for (let u = 0; u < c.nu; u++) {
    if (s[L.U_LOC + u] !== b || c.slotSide[u] !== si) continue;
    if (type && L.TYPE_CODES[c.slotType[u]!] !== type) continue;
    out.push(u);
  }
  return out;
}

/** Play DONE until the Player Turn of the side to move is over (no battles may be pending). */
export function endPlayerTurn(s: S): void {
  const side = s[L.H_SIDE];
  const turn = s[L.CH_TURN];
  while (!ahd.isTerminal(s) && s[L.H_SIDE] === side && s[L.CH_TURN] === turn) ahd.apply(s, A.DONE);
}

/** Descriptions of the legal actions (readable assertions). */
export function legalTexts(s: S): string[] {
  const buf = new Int32Array(ahd.maxActions);
  const n = ahd.legalActions(s, buf);
  return Array.from(buf.subarray(0, n), (a) => ahd.describe(s, a));
}

export function legal(s: S): number[] {
  const buf = new Int32Array(ahd.maxActions);
  const n = ahd.legalActions(s, buf);
  return Array.from(buf.subarray(0, n));
}

/** The legal action whose description is exactly `text`. */
export function find(s: S, text: string): number {
  const buf = new Int32Array(ahd.maxActions);
  const n = ahd.legalActions(s, buf);
  for (let i = 0; i < n; i++) if (ahd.describe(s, buf[i]!) === text) return buf[i]!;
  throw new Error(`no legal action '${text}'; legal:\n  ${legalTexts(s).slice(0, 80).join('\n  ')}`);
}

/** Apply the legal action described by `text`. */
export function play(s: S, text: string): void {
  ahd.apply(s, find(s, text));
}

/** Number of counters of (side, type) at `loc` (a box, or L.LOC_POOL, L.LOC_DRAFT, ...). */
export function countSlots(s: S, side: number, type: number, loc: number): number {
  const a = c.typeStart[side * L.NTYPES + type]!;
  const e = a + c.typeCount[side * L.NTYPES + type]!;
  let n = 0;
  for (let u = a; u < e; u++) if (s[L.U_LOC + u] === loc) n++;
  return n;
}

/** Enter a battle at `at` in the given round and part (0 defender, 1 attacker) and phase. */
export function battle(s: S, at: string, round: number, part: 0 | 1, phase: number): void {
  s[L.H_BATTLE] = box(at);
  s[L.H_ROUND] = round;
  s[L.H_BPART] = part;
  s[L.H_REINF] = 0;
  s[L.H_PHASE] = phase;
  s[L.H_ENTRY_MASK] = 0;
}

/**
 * The legal MOVE of `count` units of `type` from `from` along `path` (the boxes entered, the last
 * being the destination), or undefined if there is none.
 */
export function findMove(s: S, from: string, path: string[], type: string, count = 1): number | undefined {
  const to = box(path[path.length - 1]!);
  const via = path.length > 1 ? box(path[path.length - 2]!) : box(from);
  let entry = -1;
  for (let j = c.adjStart[to]!; j < c.adjStart[to + 1]!; j++)
    if (c.adjTo[j] === via) entry = j - c.adjStart[to]!;
  const t = L.TYPE_CODES.indexOf(type as (typeof L.TYPE_CODES)[number]);
  for (const a of legal(s)) {
    if (A.opOf(a) !== A.OP_MOVE) continue;
    if (A.mvFrom(a) !== box(from) || A.mvTo(a) !== to || A.mvEntry(a) !== entry) continue;
    if (A.clsType(A.mvCls(a)) === t && A.mvCount(a) === count) return a;
  }
  return undefined;
}

/**
 * Load the dice: the next rolls of this state (not of a clone) are exactly `dice`; later rolls are
 * keyed by event again (src/core/chance.ts `forceD6`). Tests then state what each roll does.
 */
export function loadDice(s: S, dice: readonly number[]): void {
  forceD6(s, dice);
}
