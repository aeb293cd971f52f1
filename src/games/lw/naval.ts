/**
 * Naval Phase (8.0): moving Raiders, CSN Assets and Union Fleets in initiative order (8.1), the
 * blockade and its IT (8.2), commerce raiding, hunting and the blockade's attack on Assets in port
 * (8.3), and the return of unopposed Fleets (8.3.5).
 *
 * Unit ids for actions: Raiders 0..RAIDER_CAP-1, Assets RAIDER_CAP..+ASSET_CAP-1, Fleets after them.
 * Simplification (README): an ironclad (or the False Information counter) in a river port moves to a
 * friendly river port within four hexes; a move whose river route must pass the hexside inside
 * Kentucky breaks its neutrality (8.1.2.2, ironclad.ts, applied by flow.ts).
 */
import * as A from './actions.js';
import type { LwContent } from './content.js';
import {
  ASSET_CAP,
  ASSET_LOC,
  ASSET_TYPE,
  AT_HUNLEY,
  CSA,
  FLEET,
  FLEET_CAP,
  G_FLAGS,
  G_LOC,
  GF_OOS,
  H_BLOCK_IT,
  H_CSP,
  H_FOOTE,
  H_NAV_MOVED,
  H_NAV_MOVED2,
  H_PARAM,
  H_PCSA,
  HUNT_BASE,
  P_BLOCKADE,
  NAV_GONE,
  PORT_BASE,
  RAIDER,
  RAIDER_CAP,
  SHADOW_BASE,
  SPACE_BASE,
  USA,
  XF_BLOCK_IT,
} from './layout.js';
import { PORT_OCEAN, PORT_RIVER } from './mapdata.js';
import { addIt, ctrlOf, die, hexFlag, losePc, occupied, setHexFlag, type S } from './state.js';

export const ASSET_ID = RAIDER_CAP;
export const FLEET_ID = RAIDER_CAP + ASSET_CAP;

const moved = (s: S, u: number): boolean =>
  u < 32 ? (s[H_NAV_MOVED]! & (1 << u)) !== 0 : (s[H_NAV_MOVED2]! & (1 << (u - 32))) !== 0;
function markMoved(s: S, u: number): void {
  if (u < 32) s[H_NAV_MOVED] = s[H_NAV_MOVED]! | (1 << u);
  else s[H_NAV_MOVED2] = s[H_NAV_MOVED2]! | (1 << (u - 32));
}

/** Is a port blockaded (8.2): every Blockade Space held by a Fleet, or Union-held, or the PCSA? */
export function blockaded(c: LwContent, s: S, city: number): boolean {
  if (ctrlOf(s, city) === USA || s[H_PCSA] === city + 1) return c.cityBlockade[city]! > 0;
  return fleetBlockaded(c, s, city);
}

/** All of the port's Blockade Spaces held by Fleets (8.1.2.5, 8.3.4: the Fleets' own blockade). */
export function fleetBlockaded(c: LwContent, s: S, city: number): boolean {
  const n = c.cityBlockade[city]!;
  if (n === 0) return false;
  const first = c.citySpace[city]!;
  for (let k = 0; k < n; k++) {
    let held = false;
    for (let f = 0; f < FLEET_CAP; f++) if (s[FLEET + f] === SPACE_BASE + first + k) held = true;
    if (!held) return false;
  }
  return true;
}

/** Raid column of a Raider, or -1 if in a port or gone. */
const raidCol = (s: S, i: number): number => {
  const l = s[RAIDER + i]!;
  return l >= 0 && l < PORT_BASE ? l : -1;
};

function raiderIn(c: LwContent, s: S, col: number): boolean {
  for (let i = 0; i < c.tables.raiders; i++) if (s[RAIDER + i] === col) return true;
  return false;
}

function fleetAt(s: S, loc: number): boolean {
  for (let f = 0; f < FLEET_CAP; f++) if (s[FLEET + f] === loc) return true;
  return false;
}

export function navalActions(c: LwContent, s: S, side: number, out: Int32Array): number {
  let n = 0;
  out[n++] = A.enc(A.OP_DONE);
  if (side === CSA) {
    for (let i = 0; i < c.tables.raiders; i++)
      if (s[RAIDER + i]! >= 0 && !moved(s, i)) n = raiderMoves(c, s, i, out, n);
    for (let i = 0; i < ASSET_CAP; i++)
      if (s[ASSET_LOC + i]! >= 0 && !moved(s, ASSET_ID + i)) n = assetMoves(c, s, i, out, n);
  } else {
    for (let f = 0; f < c.tables.fleets; f++)
      if (s[FLEET + f]! >= 0 && !moved(s, FLEET_ID + f)) n = fleetMoves(c, s, f, out, n);
  }
  return n;
}

/** 8.1.1: between friendly ocean ports and empty Raid hexes; one column along the track. */
function raiderMoves(c: LwContent, s: S, i: number, out: Int32Array, n: number): number {
  const here = s[RAIDER + i]!;
  const col = raidCol(s, i);
  for (let k = 0; k < c.ncity; k++)
    if (
      c.cityPort[k]! & PORT_OCEAN &&
      c.cityOrig[k] === CSA &&
      ctrlOf(s, k) === CSA &&
      here !== PORT_BASE + k
    )
      out[n++] = A.enc(A.OP_NAVAL, i, PORT_BASE + k);
  for (let k = 0; k < c.raidColumns; k++) {
    if (raiderIn(c, s, k)) continue;
    if (col < 0 || Math.abs(k - col) === 1) out[n++] = A.enc(A.OP_NAVAL, i, k);
  }
  return n;
}

/** 8.1.2.1: only ironclads (and the bluff) in river ports move, to friendly river ports. */
function assetMoves(c: LwContent, s: S, i: number, out: Int32Array, n: number): number {
  const at = s[ASSET_LOC + i]!;
  if (s[ASSET_TYPE + i] === AT_HUNLEY || !(c.cityPort[at]! & PORT_RIVER) || c.cityPort[at]! & PORT_OCEAN)
    return n;
  for (let k = 0; k < c.ncity; k++) {
    if (
      k === at ||
      !(c.cityPort[k]! & PORT_RIVER) ||
      ctrlOf(s, k) !== CSA ||
      occupied(c, s, c.cityHex[k]!, USA)
    )
      continue;
    if (c.grid.distance(c.cityHex[at]!, c.cityHex[k]!) > 4) continue;
    let here = 0;
    for (let j = 0; j < ASSET_CAP; j++) if (s[ASSET_LOC + j] === k) here++;
    if (here < 2) out[n++] = A.enc(A.OP_NAVAL, ASSET_ID + i, PORT_BASE + k);
  }
  return n;
}

/** 8.1.3: to a friendly port, a free Blockade Space, a Shadow space (Raider present), a Hunt space. */
function fleetMoves(c: LwContent, s: S, f: number, out: Int32Array, n: number): number {
  const here = s[FLEET + f]!;
  const u = FLEET_ID + f;
  for (const k of c.fleetPorts) if (here !== PORT_BASE + k) out[n++] = A.enc(A.OP_NAVAL, u, PORT_BASE + k);
  for (let sp = 0; sp < c.nSpaces; sp++) {
    const port = c.spacePort[sp]!;
    if (ctrlOf(s, port) === USA || fleetAt(s, SPACE_BASE + sp)) continue;
    out[n++] = A.enc(A.OP_NAVAL, u, SPACE_BASE + sp);
  }
  for (let col = 0; col < c.raidColumns; col++) {
    if (!raiderIn(c, s, col)) continue;
    if (!fleetAt(s, SHADOW_BASE + col)) out[n++] = A.enc(A.OP_NAVAL, u, SHADOW_BASE + col);
    else if (!fleetAt(s, HUNT_BASE + col) && here !== SHADOW_BASE + col)
      out[n++] = A.enc(A.OP_NAVAL, u, HUNT_BASE + col);
  }
  return n;
}

export function applyNaval(c: LwContent, s: S, a: number): void {
  const u = A.xOf(a);
  const to = A.yOf(a);
  markMoved(s, u);
  if (u < ASSET_ID) {
    const from = s[RAIDER + u]!;
    // 8.1.1: leaving or entering a completely blockaded port: 3-6 succeeds, 1-2 the Raider is lost
    for (const loc of [from, to]) {
      if (loc >= PORT_BASE && fleetBlockaded(c, s, loc - PORT_BASE) && die(s) <= 2) {
        s[RAIDER + u] = NAV_GONE;
        return;
      }
    }
    s[RAIDER + u] = to;
  } else if (u < FLEET_ID) {
    s[ASSET_LOC + u - ASSET_ID] = to - PORT_BASE;
  } else {
    s[FLEET + u - FLEET_ID] = to;
  }
}

/** Naval operations after both sides moved (8.2-8.3.5). */
export function navalOperations(c: LwContent, s: S): void {
  s[H_BLOCK_IT] = blockadeIt(c, s);
  raiding(c, s);
  hunting(c, s);
  sinkAssets(c, s);
  for (let f = 0; f < c.tables.fleets; f++) {
    const l = s[FLEET + f]!;
    const col = l >= HUNT_BASE ? l - HUNT_BASE : l >= SHADOW_BASE && l < HUNT_BASE ? l - SHADOW_BASE : -1;
    if (col >= 0 && !raiderIn(c, s, col)) s[FLEET + f] = PORT_BASE + c.fleetPorts[0]!; // 8.3.5
  }
}

/** 8.2.2: supply points of blockaded Southern ocean ports beyond the threshold. */
function blockadedPoints(c: LwContent, s: S): number {
  let pts = 0;
  for (let k = 0; k < c.ncity; k++)
    if (c.cityOrig[k] === CSA && blockaded(c, s, k)) pts += Math.max(0, c.citySup[k]!);
  return pts;
}

function blockadeIt(c: LwContent, s: S): number {
  return Math.max(0, blockadedPoints(c, s) - s[H_PARAM + P_BLOCKADE]!);
}

/** 8.2.2: Confederate Forces that may take the next blockade IT: one each, out-of-supply ones first. */
export function blockadeTargets(c: LwContent, s: S, out: Int32Array): number {
  let n = 0;
  for (const oosFirst of [true, false]) {
    for (let h = 0; h < c.nh; h++) {
      if (hexFlag(s, h, CSA, XF_BLOCK_IT) || !occupied(c, s, h, CSA)) continue;
      if (oosFirst !== forceOos(c, s, h, CSA)) continue;
      out[n++] = A.enc(A.OP_BLOCK_IT, h);
    }
    if (n > 0) return n;
  }
  return n;
}

function forceOos(c: LwContent, s: S, h: number, side: number): boolean {
  for (let g = 0; g < c.ng; g++)
    if (s[G_LOC + g] === h && c.genSide[g] === side && s[G_FLAGS + g]! & GF_OOS) return true;
  return false;
}

export function applyBlockadeIt(s: S, h: number): void {
  addIt(s, h, CSA, 1);
  setHexFlag(s, h, CSA, XF_BLOCK_IT);
  s[H_BLOCK_IT] = s[H_BLOCK_IT]! - 1;
}

/** 8.3.2: Raiders that did not move roll: unopposed 4-6, one Fleet 5-6, two Fleets 6. */
function raiding(c: LwContent, s: S): void {
  for (let i = 0; i < c.tables.raiders; i++) {
    const col = raidCol(s, i);
    if (col < 0 || moved(s, i)) continue;
    const fleets = (fleetAt(s, SHADOW_BASE + col) ? 1 : 0) + (fleetAt(s, HUNT_BASE + col) ? 1 : 0);
    if (die(s) >= 4 + fleets) raiderHit(s);
  }
}

/** 8.3.2: the Union loses a CSP, or a PC if it has none (7.1.6.1). */
export function raiderHit(s: S): void {
  if (s[H_CSP + USA]! > 0) s[H_CSP + USA] = s[H_CSP + USA]! - 1;
  else losePc(s, USA, 1);
}

/** 8.3.4: one die per column: a lone Fleet sinks the Raider on 6, Shadow and Hunt on 4-6. */
function hunting(c: LwContent, s: S): void {
  for (let col = 0; col < c.raidColumns; col++) {
    if (!fleetAt(s, SHADOW_BASE + col)) continue;
    const need = fleetAt(s, HUNT_BASE + col) ? 4 : 6;
    if (die(s) < need) continue;
    for (let i = 0; i < c.tables.raiders; i++) if (s[RAIDER + i] === col) s[RAIDER + i] = NAV_GONE;
  }
}

/** 8.1.2.5: Assets in a fully blockaded ocean port without a Confederate Force: 4-6 (+2 after Foote). */
function sinkAssets(c: LwContent, s: S): void {
  for (let i = 0; i < ASSET_CAP; i++) {
    const k = s[ASSET_LOC + i]!;
    if (k < 0 || !(c.cityPort[k]! & PORT_OCEAN) || !fleetBlockaded(c, s, k)) continue;
    if (occupied(c, s, c.cityHex[k]!, CSA)) continue;
    if (die(s) + (s[H_FOOTE] ? 2 : 0) >= 4) s[ASSET_LOC + i] = NAV_GONE;
  }
}

export function clearNavalMoves(s: S): void {
  s[H_NAV_MOVED] = 0;
  s[H_NAV_MOVED2] = 0;
}
