/**
 * Movement of the units that are not army forces: naval SP [5.6], riverine units [17.1-17.2, 11.34],
 * USMRR units [10.5] and leaders alone [11.33].
 *
 *  - Naval SP move on sea and coastal hexes (1/2 MP each) and tidal hexsides (1 MP [5.61]; 1/2 with
 *    the reading `naval-tidal-cost`); at most 6 naval SP on the tidal Mississippi [5.62]. The
 *    unmapped south of Florida and the delta are two off-map nodes with the pack's costs [5.64].
 *  - Riverine units move 1/2 MP per navigable or tidal hexside or sea hex [17.1]. To enter a
 *    hexside of a fortified Confederate unit or a Confederate city they run the batteries: 1-3
 *    enter, 4-6 stopped for the phase [17.2] (naval units on tidal rivers too, 5.61 "in a fashion
 *    similar to a Riverine unit"). Farragut moves with his riverine unit and never enters the Union
 *    or Virginia [11.34] (read: no water node touching a hex of those states).
 *  - USMRR units move only along Union-operable rail (1/10 MP a hex) or by sea; running a Southern
 *    railroad repairs it at 5 MP a hex, three hexes a railway a turn at most, and destroys it for the
 *    South [10.5, 10.54, 10.55]; they never enter a Confederate zone [10.55] and ignore command
 *    control [10.53].
 *  - A leader alone pays 1 MP a hex, enters no enemy zone without friendly troops there and ends
 *    with friendly troops [11.33]; Leader A stays in Virginia under 19.7 while CSA SP remain there.
 */
import { chanceAt } from '../../core/header.js';
import { rollD6 } from '../../core/rng.js';
import type { AcwContent } from './content.js';
import {
  A_PICK_FLEET,
  A_PICK_LEADER,
  A_PICK_RIVERINE,
  A_PICK_USMRR,
  A_STEP,
  A_WATER_STEP,
  act,
} from './actions.js';
import { BLOCKED, leaderStep } from './costs.js';
import { mpLeft, moveLeaders, startForce } from './force.js';
import { EDGES, HEXES, NBR, edge, edgeHexes } from './grid.js';
import {
  F_HEX,
  F_KIND,
  F_LEAD,
  F_NODE,
  F_SP,
  F_SPENT,
  F_UNIT,
  F_MA,
  FLEETS,
  G_PHASING,
  K_LEADER,
  K_NAVAL,
  K_RIVERINE,
  K_USMRR,
  L_BASE,
  L_WORDS,
  LEADERS,
  LF_FARRAGUT,
  LF_LEE,
  LF_MOVED,
  N_BASE,
  REPAIR_BASE,
  RIVERINES,
  RV_BASE,
  RVF_MOVED,
  U_BASE,
  USA,
  USMRRS,
  CSA,
} from './layout.js';
import { R_VIRGINIA, SB_RAIL, W_DELTA, W_HEX, W_NAV, W_STRAITS, W_TIDAL } from './map.js';
import { O_LEE_VA, O_NAVAL_TIDAL_HALF, opt } from './options.js';
import { railUsable } from './network.js';
import { batteryEdge } from './riverine.js';
import {
  alive,
  landSP,
  lFlags,
  lHex,
  leaderSide,
  occupant,
  setRailDead,
  setRailRepaired,
  zoc,
  type S,
} from './state.js';
import { addFleet } from './reinforce.js';

/** Units other than army forces that may start to move. */
export function otherStarts(_c: AcwContent, s: S, out: Int32Array, n: number): number {
  const side = s[G_PHASING]!;
  for (let i = 0; i < LEADERS; i++) {
    if (leaderSide(i) !== side || !alive(s, i) || lFlags(s, i) & (LF_MOVED | LF_FARRAGUT)) continue;
    if (lHex(s, i) >= 0) out[n++] = act(A_PICK_LEADER, i);
  }
  if (side !== USA) return n;
  for (let f = 0; f < FLEETS; f++) {
    const free = s[N_BASE + f * 3 + 1]! - s[N_BASE + f * 3 + 2]!;
    if (s[N_BASE + f * 3]! >= 0) for (let k = free; k >= 1; k--) out[n++] = act(A_PICK_FLEET, f, k);
  }
  for (let i = 0; i < RIVERINES; i++)
    if (s[RV_BASE + i * 2]! >= 0 && !(s[RV_BASE + i * 2 + 1]! & RVF_MOVED))
      out[n++] = act(A_PICK_RIVERINE, i);
  for (let i = 0; i < USMRRS; i++)
    if (s[U_BASE + i * 2]! >= 0 && !s[U_BASE + i * 2 + 1]) out[n++] = act(A_PICK_USMRR, i);
  return n;
}

export function playOtherStart(c: AcwContent, s: S, kind: number, x: number, y: number): void {
  if (kind === A_PICK_LEADER) {
    s[L_BASE + x * L_WORDS + 3] = lFlags(s, x) | LF_MOVED;
    startForce(c, s, { kind: K_LEADER, unit: x, hex: lHex(s, x), sp: 0, u: false, lead: 1 << x, node: -1 });
  } else if (kind === A_PICK_FLEET) {
    s[N_BASE + x * 3 + 1] = s[N_BASE + x * 3 + 1]! - y;
    startForce(c, s, { kind: K_NAVAL, unit: x, hex: -1, sp: y, u: false, lead: 0, node: s[N_BASE + x * 3]! });
  } else if (kind === A_PICK_RIVERINE) {
    s[RV_BASE + x * 2 + 1] = RVF_MOVED;
    startForce(c, s, {
      kind: K_RIVERINE,
      unit: x,
      hex: -1,
      sp: 1,
      u: false,
      lead: 0,
      node: s[RV_BASE + x * 2]!,
    });
  } else {
    s[U_BASE + x * 2 + 1] = 1;
    startForce(c, s, { kind: K_USMRR, unit: x, hex: s[U_BASE + x * 2]!, sp: 1, u: false, lead: 0, node: -1 });
  }
}

/** Tenths of MP for a naval or riverine force to enter water node `to`, or BLOCKED. */
function waterCost(c: AcwContent, s: S, to: number): number {
  const kind = c.map.wKind[to]!;
  const naval = s[F_KIND] === K_NAVAL;
  if (kind === W_HEX) return 5;
  if (kind === W_STRAITS) return c.tables.straitsTenths;
  if (kind === W_DELTA) return c.tables.deltaTenths;
  if (kind === W_NAV) return naval ? BLOCKED : 5;
  if (kind === W_TIDAL) return naval && !opt(s, O_NAVAL_TIDAL_HALF) ? 10 : 5;
  return BLOCKED;
}

function farragutWith(s: S, riverine: number): boolean {
  const f = 0;
  return alive(s, f) && (lFlags(s, f) & LF_FARRAGUT) !== 0 && lHex(s, f) === riverine;
}

/** Water nodes a hex of the Union or Virginia touches (closed to Farragut) [11.34]. */
function unionOrVirginia(c: AcwContent, node: number): boolean {
  const hexes = node < HEXES ? [node] : node < HEXES + EDGES ? edgeHexes(node - HEXES) : [];
  for (const h of hexes) {
    if (h < 0 || c.map.terrain[h] === 0) continue;
    const side = c.map.stateSide[c.map.state[h]!]!;
    if (side === USA || c.map.region[h]! & R_VIRGINIA) return true;
  }
  return false;
}

function mississippiTidal(c: AcwContent, node: number): boolean {
  if (node < HEXES || node >= HEXES + EDGES || c.map.wKind[node] !== W_TIDAL) return false;
  const [a] = edgeHexes(node - HEXES);
  for (let d = 0; d < 6; d++)
    if (edge(a, d) === node - HEXES) return c.map.riverNames[c.map.riverOf[a * 6 + d]!] === 'Mississippi';
  return false;
}

/** Naval SP on the tidal Mississippi now [5.62]. */
function navalOnMississippi(c: AcwContent, s: S): number {
  let n = 0;
  for (let f = 0; f < FLEETS; f++) if (mississippiTidal(c, s[N_BASE + f * 3]!)) n += s[N_BASE + f * 3 + 1]!;
  return n;
}

export function waterActions(c: AcwContent, s: S, out: Int32Array, n: number): number {
  const node = s[F_NODE]!;
  const left = mpLeft(s);
  const withFarragut = s[F_KIND] === K_RIVERINE && farragutWith(s, s[F_UNIT]!);
  for (let k = c.map.wStart[node]!; k < c.map.wStart[node + 1]!; k++) {
    const to = c.map.wTo[k]!;
    const cost = waterCost(c, s, to);
    if (cost === BLOCKED || cost > left) continue;
    if (withFarragut && unionOrVirginia(c, to)) continue;
    if (s[F_KIND] === K_NAVAL && mississippiTidal(c, to) && !mississippiTidal(c, node))
      if (navalOnMississippi(c, s) + s[F_SP]! > 6) continue;
    out[n++] = act(A_WATER_STEP, to);
  }
  return n;
}

/** Sail into water node `to`, running the batteries where the rules call for it [17.2]. */
export function playWaterStep(c: AcwContent, s: S, to: number): void {
  if (to >= HEXES && to < HEXES + EDGES && batteryEdge(c, s, to - HEXES)) {
    if (rollD6(s, chanceAt(0)) >= 4) {
      s[F_SPENT] = s[F_MA]!;
      return;
    }
  }
  s[F_SPENT] = s[F_SPENT]! + waterCost(c, s, to);
  s[F_NODE] = to;
}

/** Stop a naval, riverine, USMRR or leader force. */
export function stopOther(s: S): void {
  const i = s[F_UNIT]!;
  switch (s[F_KIND]) {
    case K_NAVAL:
      addFleet(s, s[F_NODE]!, s[F_SP]!);
      for (let f = 0; f < FLEETS; f++)
        if (s[N_BASE + f * 3] === s[F_NODE]) s[N_BASE + f * 3 + 2] = s[N_BASE + f * 3 + 2]! + s[F_SP]!;
      return;
    case K_RIVERINE:
      s[RV_BASE + i * 2] = s[F_NODE]!;
      return;
    case K_USMRR:
      s[U_BASE + i * 2] = s[F_HEX]!;
      return;
    default:
      s[L_BASE + i * L_WORDS] = s[F_HEX]!;
  }
}

/** Railway repairs used this turn by rail line [10.55]. */
function repairsOf(s: S, line: number): number {
  for (let k = 0; k < 16; k++) if (s[REPAIR_BASE + k * 2] === line) return s[REPAIR_BASE + k * 2 + 1]!;
  return 0;
}

function addRepair(s: S, line: number): void {
  for (let k = 0; k < 16; k++) {
    const at = REPAIR_BASE + k * 2;
    if (s[at] === line || s[at] === -1) {
      s[at] = line;
      s[at + 1] = s[at + 1]! + 1;
      return;
    }
  }
}

/** USMRR steps: Union-operable rail at 1/10 MP, Southern rail repaired at 5 MP [10.5]. */
export function usmrrActions(c: AcwContent, s: S, out: Int32Array, n: number): number {
  const h = s[F_HEX]!;
  for (let d = 0; d < 6; d++) {
    const t = NBR[h * 6 + d]!;
    const cost = usmrrCost(c, s, h, d);
    if (t >= 0 && cost !== BLOCKED && cost <= mpLeft(s)) out[n++] = act(A_STEP, t, 1);
  }
  return n;
}

function usmrrCost(c: AcwContent, s: S, h: number, d: number): number {
  const t = NBR[h * 6 + d]!;
  if (t < 0 || !(c.map.side[h * 6 + d]! & SB_RAIL) || zoc(s, t) !== 0 || occupant(s, t) === CSA)
    return BLOCKED;
  if (railUsable(c, s, USA, t)) return 1;
  if (c.map.stateSide[c.map.state[t]!] !== CSA || repairsOf(s, c.map.railLineOf[h * 6 + d]!) >= 3)
    return BLOCKED;
  return 50;
}

/**
 * A Union USMRR unit caught in a Confederate zone (enemy units moved next to it) that has a rail
 * step out: it "must leave as soon as possible" [10.55], read as before the Union Movement Phase ends.
 */
export function usmrrCaught(c: AcwContent, s: S): boolean {
  if (s[G_PHASING] !== USA) return false;
  for (let i = 0; i < USMRRS; i++) {
    const h = s[U_BASE + i * 2]!;
    if (h < 0 || s[U_BASE + i * 2 + 1] || zoc(s, h) === 0) continue;
    for (let d = 0; d < 6; d++) if (usmrrCost(c, s, h, d) !== BLOCKED) return true;
  }
  return false;
}

export function playUsmrrStep(c: AcwContent, s: S, t: number): void {
  const h = s[F_HEX]!;
  let d = 0;
  while (NBR[h * 6 + d] !== t) d++;
  const cost = usmrrCost(c, s, h, d);
  if (cost === 50) {
    addRepair(s, c.map.railLineOf[h * 6 + d]!);
    setRailRepaired(s, t, true);
  }
  setRailDead(s, t, true);
  s[F_SPENT] = s[F_SPENT]! + cost;
  s[F_HEX] = t;
}

/** Leader steps [11.33]. */
export function leaderActions(
  c: AcwContent,
  s: S,
  interdicted: Uint8Array,
  out: Int32Array,
  n: number,
): number {
  const side = s[G_PHASING]!;
  const h = s[F_HEX]!;
  for (let d = 0; d < 6; d++) {
    const t = NBR[h * 6 + d]!;
    const cost = leaderStep(c, s, side, h, d, interdicted);
    if (cost === BLOCKED || cost > mpLeft(s) || leeHeld(c, s, h, t)) continue;
    out[n++] = act(A_STEP, t, 0);
  }
  return n;
}

export function playLeaderStep(c: AcwContent, s: S, t: number, interdicted: Uint8Array): void {
  const h = s[F_HEX]!;
  let d = 0;
  while (NBR[h * 6 + d] !== t) d++;
  s[F_SPENT] = s[F_SPENT]! + leaderStep(c, s, s[G_PHASING]!, h, d, interdicted);
  s[F_HEX] = t;
  moveLeaders(s, t);
}

/** 19.7: Leader A may not leave Virginia while a CSA SP is there. */
export function leeHeld(c: AcwContent, s: S, from: number, to: number): boolean {
  if (!opt(s, O_LEE_VA)) return false;
  const lee = LEADERS / 2;
  if (!(s[F_LEAD]! & (1 << lee)) || !(lFlags(s, lee) & LF_LEE)) return false;
  if (!(c.map.region[from]! & R_VIRGINIA) || c.map.region[to]! & R_VIRGINIA) return false;
  for (let h = 0; h < HEXES; h++)
    if (c.map.region[h]! & R_VIRGINIA && occupant(s, h) === CSA && landSP(s, h) > 0) return true;
  return false;
}
