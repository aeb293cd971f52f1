/**
 * Amphibious movement and assaults (14.0), started by an activated group before it moves: River
 * Movement (14.1.1: Union 2 stars, Confederacy 1, once a turn, along connected river hexsides, not
 * into the river hexsides of an enemy port nor past a hexside with enemy Forces on both banks), River
 * Assault (14.1.2-14.1.3: the Union with 10+ PC from a friendly port against the first enemy port
 * along the river, instead of River Movement), Ocean Movement (14.2.1: the Union from Spring 1862,
 * stars by the turn track, between its ocean ports) and Ocean Assault (14.2.2: 10+ PC, against an
 * enemy ocean port). No general may use rail and naval transport in one turn (9.1 note).
 */
import * as A from './actions.js';
import { groupOf, groupStars } from './activation.js';
import { MODE_CAMPAIGN, MODE_DUAL } from './cards.js';
import { startBattle, BK_OCEAN, BK_RIVER } from './combat.js';
import { leftHex } from './command.js';
import type { LwContent } from './content.js';
import {
  AC_HEX,
  AC_STOP,
  CP_ACTIVE,
  CP_CAMP_AMPHIB,
  CP_MODE,
  CSA,
  G_FLAGS,
  G_LOC,
  G_SEQ,
  GF_MOVING,
  GF_NAVAL,
  GF_RAILED,
  H_OCEAN_USED,
  H_RIVER_USED,
  H_SEQ,
  H_TURNIDX,
  USA,
} from './layout.js';
import { CFL_NO_CSA, HF_OCEAN, PORT_OCEAN, PORT_RIVER } from './mapdata.js';
import { ctrlOf, enemyCity, occupied, pcOf, stackOk, type S } from './state.js';
import { enterHex } from './territory.js';

const buf = new Int32Array(96);
let riverSeen = new Uint8Array(0);
let bankOk = new Uint8Array(0);
let targetPort = new Uint8Array(0);
let rq = new Int32Array(0);

function sized(c: LwContent): void {
  if (riverSeen.length < c.riverSide.length) {
    riverSeen = new Uint8Array(c.riverSide.length);
    rq = new Int32Array(c.riverSide.length);
  }
  if (bankOk.length < c.nh) bankOk = new Uint8Array(c.nh);
  if (targetPort.length < c.ncity) targetPort = new Uint8Array(c.ncity);
}

/** A river hexside the group may not enter: an enemy port's side, or enemy Forces on both banks. */
function sideBlocked(c: LwContent, s: S, side: number, r: number): number {
  const sd = c.riverSide[r]!;
  const a = Math.floor(sd / 6);
  const b = c.grid.nbr[sd]!;
  for (const h of [a, b]) {
    const city = h >= 0 ? c.hexCity[h]! : -1;
    if (city >= 0 && c.cityPort[city]! & PORT_RIVER && enemyCity(s, city, side)) return 1 + city;
  }
  if (occupied(c, s, a, 1 - side) && b >= 0 && occupied(c, s, b, 1 - side)) return -1;
  return 0;
}

/** Mark bank hexes reachable by river from `from` (bankOk) and enemy ports met first (targetPort). */
function riverReach(c: LwContent, s: S, side: number, from: number): void {
  sized(c);
  riverSeen.fill(0);
  bankOk.fill(0, 0, c.nh);
  targetPort.fill(0, 0, c.ncity);
  let qh = 0;
  let qt = 0;
  for (let d = 0; d < 6; d++) {
    const r = c.riverIndex[from * 6 + d]!;
    if (r < 0 || riverSeen[r]) continue;
    riverSeen[r] = 1;
    const blocked = sideBlocked(c, s, side, r);
    if (blocked > 0) targetPort[blocked - 1] = 1;
    if (blocked === 0) rq[qt++] = r;
  }
  while (qh < qt) {
    const r = rq[qh++]!;
    const sd = c.riverSide[r]!;
    for (const h of [Math.floor(sd / 6), c.grid.nbr[sd]!]) if (h >= 0) bankOk[h] = 1;
    for (let i = c.riverAdjStart[r]!; i < c.riverAdjStart[r + 1]!; i++) {
      const q = c.riverAdj[i]!;
      if (riverSeen[q]) continue;
      riverSeen[q] = 1;
      const blocked = sideBlocked(c, s, side, q);
      if (blocked > 0) targetPort[blocked - 1] = 1;
      if (blocked === 0) rq[qt++] = q;
    }
  }
}

function groupRailed(c: LwContent, s: S): boolean {
  const n = groupOf(c, s, buf);
  for (let i = 0; i < n; i++) if (s[G_FLAGS + buf[i]!]! & GF_RAILED) return true;
  return false;
}

/** A hex the group may land in: not ocean, no enemy, not an enemy city, room to stack (2.3, 12.4). */
function landingOk(c: LwContent, s: S, side: number, h: number): boolean {
  if (c.hexFlags[h]! & HF_OCEAN || occupied(c, s, h, 1 - side)) return false;
  const city = c.hexCity[h]!;
  if (city >= 0 && (enemyCity(s, city, side) || (side === CSA && c.cityFlags[city]! & CFL_NO_CSA)))
    return false;
  const n = groupOf(c, s, buf);
  const from = s[AC_HEX]!;
  for (let i = 0; i < n; i++) s[G_LOC + buf[i]!] = h;
  const ok = stackOk(c, s, h, side);
  for (let i = 0; i < n; i++) s[G_LOC + buf[i]!] = from;
  return ok;
}

const isPortOf = (c: LwContent, s: S, h: number, side: number, kind: number): boolean => {
  const city = c.hexCity[h]!;
  return city >= 0 && (c.cityPort[city]! & kind) !== 0 && ctrlOf(s, city) === side;
};

/** The card play in progress is a campaign (10.7.3.1 Special or 10.7.3.2 Dual-Theater). */
const inCampaign = (s: S): boolean =>
  s[CP_ACTIVE] === 1 && (s[CP_MODE] === MODE_CAMPAIGN || s[CP_MODE] === MODE_DUAL);

export function amphibiousActions(c: LwContent, s: S, side: number, out: Int32Array, n: number): number {
  if (groupRailed(c, s)) return n;
  // 10.7.3: only one of a campaign's two Forces may move or assault amphibiously.
  if (inCampaign(s) && s[CP_CAMP_AMPHIB]) return n;
  const hex = s[AC_HEX]!;
  const stars = groupStars(c, s);
  const t = s[H_TURNIDX]!;
  if (
    !s[H_RIVER_USED + side] &&
    c.hexRiver[hex] &&
    stars <= (side === USA ? c.tables.riverStars.usa : c.tables.riverStars.csa)
  ) {
    riverReach(c, s, side, hex);
    for (let h = 0; h < c.nh; h++)
      if (bankOk[h] && h !== hex && landingOk(c, s, side, h)) out[n++] = A.enc(A.OP_RIVER, h);
    if (side === USA && pcOf(s, side) >= 10 && isPortOf(c, s, hex, USA, PORT_RIVER))
      for (let k = 0; k < c.ncity; k++) if (targetPort[k]) out[n++] = A.enc(A.OP_RIVER_ASSAULT, k);
  }
  if (
    side === USA &&
    !s[H_OCEAN_USED] &&
    stars <= c.tables.oceanStars[t]! &&
    isPortOf(c, s, hex, USA, PORT_OCEAN)
  ) {
    for (let k = 0; k < c.ncity; k++) {
      const h = c.cityHex[k]!;
      if (h === hex || !(c.cityPort[k]! & PORT_OCEAN)) continue;
      if (ctrlOf(s, k) === USA && landingOk(c, s, side, h)) out[n++] = A.enc(A.OP_OCEAN, k);
      else if (ctrlOf(s, k) === CSA && pcOf(s, side) >= 10) out[n++] = A.enc(A.OP_OCEAN_ASSAULT, k);
    }
  }
  return n;
}

export function applyAmphibious(c: LwContent, s: S, side: number, a: number): void {
  const x = A.xOf(a);
  const from = s[AC_HEX]!;
  markNaval(c, s);
  if (inCampaign(s)) s[CP_CAMP_AMPHIB] = 1; // 10.7.3
  switch (A.opOf(a)) {
    case A.OP_RIVER:
      s[H_RIVER_USED + side] = 1;
      land(c, s, side, from, x);
      return;
    case A.OP_OCEAN:
      s[H_OCEAN_USED] = 1;
      land(c, s, side, from, c.cityHex[x]!);
      return;
    case A.OP_RIVER_ASSAULT:
      s[H_RIVER_USED + side] = 2;
      startBattle(c, s, side, from, c.cityHex[x]!, BK_RIVER);
      return;
    case A.OP_OCEAN_ASSAULT:
      s[H_OCEAN_USED] = 2;
      startBattle(c, s, side, from, c.cityHex[x]!, BK_OCEAN);
      return;
    default:
      throw new Error(`lw: not a movement action: ${a}`);
  }
}

function markNaval(c: LwContent, s: S): void {
  for (let g = 0; g < c.ng; g++) if (s[G_FLAGS + g]! & GF_MOVING) s[G_FLAGS + g] = s[G_FLAGS + g]! | GF_NAVAL;
}

/** Land the group; its movement ends (14.2.1 "may not continue to move after landing"). */
function land(c: LwContent, s: S, side: number, from: number, to: number): void {
  for (let g = 0; g < c.ng; g++) {
    if (!(s[G_FLAGS + g]! & GF_MOVING)) continue;
    s[G_LOC + g] = to;
    s[G_SEQ + g] = ++s[H_SEQ]!;
  }
  s[AC_HEX] = to;
  leftHex(c, s, from, side);
  enterHex(c, s, side, to);
  s[AC_STOP] = 1;
}
