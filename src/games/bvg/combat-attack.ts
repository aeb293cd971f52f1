/**
 * 8.2 Who may attack which city: the commander's attack initiative (3.3, 3.4, 10.1, CC49), the
 * command's own restrictions (7.7, 8.2, 10.3, Optional Rule 9), direct and initiative-2 bypass
 * targets (8.2), supply for the attack (11.1-11.3, 11.6 sea lines with their size limit, 17.3), Ft
 * Monroe (Optional Rule 3), the CSA port declaration (11.7), bridgeheads (Optional Rule 12), and
 * USA invasions (9.6). Part of combat (combat.ts).
 */
import { enc, OP_ATTACK, OP_INVADE, OP_PORT_ATTACK } from './actions.js';
import { seaSized } from './commands.js';
import { K_CAV, K_INF, K_LEADER, SP_IV, SP_VII, SP_XVI, type BvgContent } from './content.js';
import {
  B_FLAGS,
  B_JUMP,
  B_TGT,
  BF_PORT_DECL,
  C_BRIDGE,
  C_FLAGS,
  C_LOC,
  C_PARENT,
  CSA,
  EAST,
  F_ATTACKED,
  F_BR_ATT,
  F_RAIDED,
  F_RAILED,
  FD_ANY,
  H_LATEWAR,
  H_PLAYERS,
  H_SEAT_SUB,
  H_SIDE,
  H_SUPPLY,
  H_TURN_FLAGS,
  LOC_EAST,
  LOC_WEST,
  O_FORT_MONROE,
  O_GARRISONS,
  TF_INVADED,
  TF_NO_ATTACK,
  USA,
  WEST,
} from './layout.js';
import {
  attackEdge,
  connectedAtStart,
  SB_EAST,
  SB_SEA,
  SB_WEST,
  squadrons,
  supplyBits,
  usaSquadronWest,
} from './map.js';
import { ctrl, faceDown, isPesthole, nativeOf, onMap, opt, rootOf, type S } from './state.js';

// ---- who may attack (8.2, 10.1, Opt 9, CC4, CC49, CC58) -------------------------------------------------------------

/** Commander's attack initiative, or -1 if the command cannot attack at all. */
export function attackInitiative(c: BvgContent, s: S, root: number): number {
  const kd = c.kind[root]!;
  if (kd === K_LEADER) return c.initAtk[root]!;
  if (kd === K_CAV) return c.initAtk[root]!; // 10.1 intrinsic leader (cavalry pair: the leading unit)
  if (c.special[root] === SP_XVI && s[C_LOC + root] === LOC_WEST) {
    // CC49: in a cavalry pair the XVI Corps attacks with initiative 0
    const side = c.cardSide[root]!;
    for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) if (s[C_PARENT + j] === root) return 0;
  }
  return -1; // 3.4 a lone infantry unit cannot attack; Dept. of Washington never attacks (CC4 reading)
}

/** 8.2 restrictions that depend on the command only. */
function mayAttack(c: BvgContent, s: S, root: number): boolean {
  if (attackInitiative(c, s, root) < 0) return false;
  if (s[C_PARENT + root]! >= 0 || faceDown(s, root)) return false;
  const f = s[C_FLAGS + root]!;
  if (f & (F_RAILED | F_RAIDED | F_ATTACKED)) return false; // 7.7, 10.3, 8.2
  const side = c.cardSide[root]!;
  let active = 0;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) {
    if (j !== root) {
      const p = s[C_PARENT + j]!;
      if (p < 0 || (p !== root && s[C_PARENT + p] !== root)) continue;
    }
    const fj = s[C_FLAGS + j]!;
    if (fj & (F_ATTACKED | F_RAIDED)) return false;
    if (opt(s, O_GARRISONS)) {
      // Opt 9: VII Corps never attacks; IV Corps not before USA Late War.
      if (c.special[j] === SP_VII) return false;
      if (c.special[j] === SP_IV && !s[H_LATEWAR + USA]) return false;
    }
    if ((c.kind[j] === K_INF || c.kind[j] === K_CAV) && !(fj & FD_ANY)) active++;
  }
  return active > 0 || c.kind[root] === K_CAV;
}

// per-call scratch: direct and bypass targets by jump-off city, as two 32-bit words each
const dirLo = new Int32Array(64);
const dirHi = new Int32Array(64);
const byLo = new Int32Array(64);
const byHi = new Int32Array(64);
const supBits = new Int32Array(64);
const hasBit = (lo: number, hi: number, x: number): boolean =>
  (x < 32 ? (lo >>> x) & 1 : (hi >>> (x - 32)) & 1) === 1;

/** Fill the target tables for `side` (direct neighbours and initiative-2 bypasses, 8.2). */
function targetTables(c: BvgContent, s: S, side: number): void {
  const inter = side === CSA && usaSquadronWest(c, s);
  for (let j = 0; j < c.ncity; j++) {
    dirLo[j] = 0;
    dirHi[j] = 0;
    byLo[j] = 0;
    byHi[j] = 0;
    supBits[j] = -1;
    if (!onMap(c, s, j) || ctrl(s, j) !== side) continue;
    for (let e = c.adjStart[j]!; e < c.adjStart[j + 1]!; e++) {
      const x = c.adjTo[e]!;
      if (!attackEdge(c, s, side, j, x, inter)) continue;
      const cx = ctrl(s, x);
      if (cx !== side) {
        if (x < 32) dirLo[j] = dirLo[j]! | (1 << x);
        else dirHi[j] = dirHi[j]! | (1 << (x - 32));
      }
      // one intervening enemy city (not a CSA pesthole for the USA)
      if (cx !== 1 - side || (side === USA && isPesthole(c, s, x))) continue;
      for (let e2 = c.adjStart[x]!; e2 < c.adjStart[x + 1]!; e2++) {
        const y = c.adjTo[e2]!;
        if (y === j || ctrl(s, y) === side || !attackEdge(c, s, side, x, y, inter)) continue;
        if (y < 32) byLo[j] = byLo[j]! | (1 << y);
        else byHi[j] = byHi[j]! | (1 << (y - 32));
      }
    }
  }
}

function supplyAt(c: BvgContent, s: S, side: number, j: number): number {
  if (supBits[j]! < 0) supBits[j] = supplyBits(c, s, side, j);
  return supBits[j]!;
}

/** Is `target` attackable from `jump` by command `root` (theater t), and is it sea-supplied? */
function supplyOk(c: BvgContent, s: S, side: number, root: number, jump: number): number {
  const t = s[C_LOC + root]! - LOC_EAST;
  const b = supplyAt(c, s, side, jump);
  // 11.1: the attacking command is in the theater of the supply base; 11.6 sea lines are Eastern.
  if (t === EAST && b & SB_EAST) return 1;
  if (t === WEST && b & SB_WEST) return 1;
  if (t === EAST && side === USA && b & SB_SEA) {
    if (!s[H_LATEWAR + USA] && !seaSized(c, s, root)) return 0; // 11.6 size limit (17.3)
    return 2;
  }
  return 0;
}

/** Opt 3: USA attacks from Ft Monroe only when no CSA city is adjacent to Washington. */
function fortMonroeOk(c: BvgContent, s: S, side: number, jump: number): boolean {
  if (side !== USA || jump !== c.cities.ftMonroe || !opt(s, O_FORT_MONROE)) return true;
  const w = c.cities.washington;
  for (let e = c.adjStart[w]!; e < c.adjStart[w + 1]!; e++) {
    const x = c.adjTo[e]!;
    if (onMap(c, s, x) && ctrl(s, x) === CSA) return false;
  }
  return true;
}

/** 11.7 a CSA attack on a USA port that could be supplied by sea (not a USA supply base). */
function portDeclaration(c: BvgContent, s: S, side: number, target: number): boolean {
  if (side !== CSA || !c.port[target] || ctrl(s, target) !== USA) return false;
  return !(nativeOf(c, s, target) === USA && !c.notUsaBase[target]); // Baltimore, Ft Monroe (11.8)
}

/** Legal attacks, invasions and raids of the Combat Step (Enigmas and DONE are added by the flow). */
export function legalAttacks(c: BvgContent, s: S, out: Int32Array, n: number, pickAttacker = false): number {
  const side = s[H_SIDE]!;
  const tf = s[H_TURN_FLAGS]!;
  if (tf & TF_NO_ATTACK) return n;
  if (!pickAttacker && s[H_SUPPLY + side]! <= 0) return n;
  targetTables(c, s, side);
  const four = s[H_PLAYERS] === 4;
  const oneLeader = pickAttacker && (s[B_FLAGS]! & BF_PORT_DECL) !== 0;
  // 9.6: one invasion a turn, by the USA, with an active squadron in the East
  const invading = !pickAttacker && side === USA && !(tf & TF_INVADED) && squadrons(c, s, EAST, true) > 0;
  portMarks.fill(0);
  for (let r = c.sideStart[side]; r < c.sideEnd[side]; r++) {
    const l = s[C_LOC + r]!;
    if ((l !== LOC_EAST && l !== LOC_WEST) || s[C_PARENT + r]! >= 0) continue;
    if (four && l - LOC_EAST !== s[H_SEAT_SUB]! && !pickAttacker) continue;
    if (!mayAttack(c, s, r)) continue;
    if (oneLeader && leadersOf(c, s, side, r, l) > 1) continue; // 11.7: one leader at most by sea
    n = attacksBy(c, s, side, r, out, n, pickAttacker);
    if (invading && l === LOC_EAST && seaSized(c, s, r)) n = invasionsBy(c, s, r, out, n);
  }
  // 9.6 leaderless invasions: a single corps with the squadron providing leadership
  if (invading) {
    for (let r = c.sideStart[USA]; r < c.sideEnd[USA]; r++) {
      if (s[C_LOC + r] !== LOC_EAST || s[C_PARENT + r]! >= 0 || c.kind[r] !== K_INF || faceDown(s, r))
        continue;
      if (s[C_FLAGS + r]! & (F_RAILED | F_ATTACKED | F_RAIDED)) continue;
      if (hasKids(c, s, r)) continue;
      if (opt(s, O_GARRISONS) && (c.special[r] === SP_VII || (c.special[r] === SP_IV && !s[H_LATEWAR + USA])))
        continue;
      n = invasionsBy(c, s, r, out, n);
    }
  }
  return n;
}

/** Leaders on the board in command `r` (at location `l`). */
function leadersOf(c: BvgContent, s: S, side: number, r: number, l: number): number {
  let leaders = 0;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++)
    if (c.kind[j] === K_LEADER && (j === r || rootOf(s, j) === r) && s[C_LOC + j] === l) leaders++;
  return leaders;
}

/**
 * The attacks of command `r` (8.2): every target it reaches from every supplied jump-off city (with
 * the CSA's 11.7 port attacks announced once per target and jump-off city, whichever command makes
 * them). With `pickAttacker`, only the announced port attack, by a command the CSA names.
 */
function attacksBy(
  c: BvgContent,
  s: S,
  side: number,
  r: number,
  out: Int32Array,
  n: number,
  pickAttacker: boolean,
): number {
  const portTarget = pickAttacker ? s[B_TGT]! : -1;
  const portJump = pickAttacker ? s[B_JUMP]! : -1;
  const init = attackInitiative(c, s, r);
  const br = s[C_FLAGS + r]! & F_BR_ATT ? tiePort(s[C_BRIDGE + r]!, F_BR_ATT) : -1;
  for (let j = 0; j < c.ncity; j++) {
    if (pickAttacker && j !== portJump) continue;
    let lo = dirLo[j]!;
    let hi = dirHi[j]!;
    if (init >= 2) {
      lo |= byLo[j]!;
      hi |= byHi[j]!;
    }
    if ((lo | hi) === 0) continue;
    if (supplyOk(c, s, side, r, j) === 0 || !fortMonroeOk(c, s, side, j)) continue;
    for (let x = 0; x < c.ncity; x++) {
      if (!hasBit(lo, hi, x)) continue;
      if (pickAttacker && x !== portTarget) continue;
      if (br >= 0 && !connectedAtStart(s, br, x)) continue; // Opt 12
      if (!pickAttacker && portDeclaration(c, s, side, x)) {
        const key = x * 64 + j;
        if (!portMarks[key]) {
          portMarks[key] = 1;
          out[n++] = enc(OP_PORT_ATTACK, x, j);
        }
        continue;
      }
      out[n++] = enc(OP_ATTACK, r, x, j);
    }
  }
  return n;
}

/** 9.6 the invasions of command `r`: any CSA port on the map (Mobile, Pensacola once their forts are USA). */
function invasionsBy(c: BvgContent, s: S, r: number, out: Int32Array, n: number): number {
  for (let x = 0; x < c.ncity; x++) {
    if (!c.port[x] || !onMap(c, s, x) || ctrl(s, x) !== CSA) continue;
    if (x === c.cities.mobile && ctrl(s, c.cities.ftMorgan) !== USA) continue;
    if (x === c.cities.pensacola && ctrl(s, c.cities.ftPickens) !== USA) continue;
    out[n++] = enc(OP_INVADE, r, x);
  }
  return n;
}
const portMarks = new Uint8Array(64 * 64);

export function hasKids(c: BvgContent, s: S, k: number): boolean {
  const side = c.cardSide[k]!;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) if (s[C_PARENT + j] === k) return true;
  return false;
}

/**
 * Opt 12: the port (city, -1 none) a C_BRIDGE word holds for `tie`: F_BR_ATT's port is kept apart from
 * F_BR_DEF's and F_BR_NODEF's (layout.ts), since a command tied by its attack may be tied anew by a
 * sea-supplied defence in the same CSA turn and stays bound by the first tie for the rest of that turn.
 */
export function tiePort(word: number, tie: number): number {
  return ((word >> (tie === F_BR_ATT ? 8 : 0)) & 255) - 1;
}

/** Opt 12: the C_BRIDGE word `word` with its `tie` port set to `port`, the other tie's port kept. */
export function tied(word: number, tie: number, port: number): number {
  const sh = tie === F_BR_ATT ? 8 : 0;
  return (word & ~(255 << sh)) | ((port + 1) << sh);
}
