/**
 * 8 Combat, 9.6 Invasions and the supply and theater rules an attack needs (11): which commands may
 * attack which cities (8.2, 11.1-11.3, 11.6), the defender's theaters and retreat (11.4, 11.5, 11.7,
 * 11.8), the defence (8.3 with multiple battles), reserves and withdrawals (8.4), over-capacity cards
 * (4.5, 8.9 A), resolution (8.5), step losses, leader losses (8.6), capture, retreat and elimination
 * (8.7), post-battle card windows, and Optional Rules 3, 7, 8, 9, 11, 12, 13, 15.
 *
 * Battle membership is a card flag (F_IN_BATTLE), so a command broken up by a loss keeps fighting as
 * the cards it had. The two commanders are remembered at resolution (B_ATT_LEADER, B_DEF_LEADER).
 */
import {
  DONE,
  enc,
  NONE,
  OP_ABANDON,
  OP_ATTACK,
  OP_DEF_DETACH,
  OP_DEF_HAND,
  OP_DEFEND,
  OP_DONE,
  OP_EXCESS,
  OP_INVADE,
  OP_JACKSON,
  OP_LEADER,
  OP_LOSS,
  OP_PORT_ATTACK,
  OP_RESERVE,
  OP_WITHDRAW,
  OP_YES,
} from './actions.js';
import {
  canAttachTo,
  canDetach,
  capacityOver,
  fixFavor,
  remove,
  reserveFits,
  subordinateFits,
  sack,
  seaSized,
  toCadre,
  unitToCadre,
  xviAsCav,
} from './commands.js';
import {
  EF_BMB,
  K_CAV,
  K_INF,
  K_LEADER,
  K_NAVAL,
  SP_GRANT,
  SP_IV,
  SP_SHERIDAN,
  SP_VII,
  SP_VIII,
  SP_XVI,
  SP_XXII,
  type BvgContent,
} from './content.js';
import { theaterAllowed } from './deploy.js';
import {
  B_ATT,
  B_ATT_LEADER,
  B_ATT_LOST,
  B_ATT_SIDE,
  B_ATT_TH,
  B_CAPTURED,
  B_CAV_HAND,
  B_DEF,
  B_DEF_LEADER,
  B_DEF_LOST,
  B_DEF_OPTS,
  B_DEF_PORT,
  B_DEF_TH,
  B_DOW,
  B_DRM,
  B_FLAGS,
  B_GAP_DIE,
  B_INIT_PEN,
  B_JUMP,
  B_LL_EFFECT,
  B_LL_SACKED,
  B_LL_SIDE,
  B_LOSS,
  B_PASSES,
  B_POST,
  B_RED,
  B_RESULT,
  B_SEA_PORT,
  B_TGT,
  B_TURN,
  B_USA_REMOVED,
  B_VIII,
  B_WHITE,
  B_WINNER,
  BF_ABANDONED,
  BF_ATT_ISOLATED,
  BF_BYPASS,
  BF_CAN_RETREAT,
  BF_CROSS,
  BF_DEF_CROSS,
  BF_DEF_ISOLATED,
  BF_FROM_HAND,
  BF_INVASION,
  BF_JACKSON,
  BF_LEADERLESS,
  BF_LEADERS_BOTH,
  BF_INFERNAL,
  BF_MIDDLE,
  BF_PORT_DECL,
  BF_SEA_ATT,
  BF_SEA_DEF,
  BF_SEA_WEST,
  C_BRIDGE,
  C_DEF0,
  C_DEF1,
  C_FLAGS,
  C_LOC,
  C_PARENT,
  C_STEPS,
  CSA,
  DO_ALLOW_E,
  DO_ALLOW_W,
  DO_RETREAT_E,
  DO_RETREAT_W,
  DO_SEA_E,
  EAST,
  F_ATTACKED,
  F_BR_ATT,
  F_BR_DEF,
  F_BR_NEW,
  F_BR_NODEF,
  F_DEFENDED,
  F_FD_BATTLE,
  F_FD_COMBAT,
  F_HAND_LOCK,
  F_IN_BATTLE,
  F_OPP_TURN,
  F_RAIDED,
  F_RAILED,
  F_UNATT_CS,
  FD_ANY,
  GF_EMANC_ELIG,
  H_FLAGS,
  H_GAP_REROLL,
  H_LAST_LL,
  H_LAST_RED,
  H_LAST_RESULT,
  H_LAST_WHITE,
  H_LATEWAR,
  H_PHASE,
  H_PICK_SIDE,
  H_ROLLS,
  H_PLAYERS,
  H_SEAT_SUB,
  H_SIDE,
  H_SUPPLY,
  H_TURN_FLAGS,
  H_BATTLES,
  LL_KILLED,
  LL_SACKED,
  LL_WOUNDED,
  LOC_EAST,
  LOC_HAND,
  LOC_HAND_W,
  LOC_WEST,
  O_ATLANTIC,
  O_CHANGE_BASE,
  O_DEATHRIDE,
  O_FORT_MONROE,
  O_GARRISONS,
  O_ISOLATION,
  O_MIDDLE_DEPT,
  O_MULTI_JUMP_ONLY,
  O_SLOWS_DIE,
  O_WEST_DISPERSION,
  OC_DEFEATED,
  OC_ROUTED,
  OC_STALEMATE,
  OC_WINNER,
  PH_COMBAT,
  PH_DEFEND,
  PH_EXCESS,
  PH_LEADER,
  PH_LOSS,
  PH_PICK_ATTACKER,
  PH_PORT_DECL,
  PH_POST,
  PH_RESERVE,
  PW_CHANGE_BASE,
  PW_CHANGE_BASE_DEF,
  PW_DONE,
  PW_DRAFT_RIOTS,
  PW_SO191,
  R_ATT_DEFEATED,
  R_ATT_ROUTED,
  R_DEF_DEFEATED,
  R_DEF_ROUTED,
  R_GENERALS,
  R_SOLDIERS,
  TF_ATTACKED,
  TF_BMB,
  TF_INVADED,
  TF_NO_ATTACK,
  TF_NO_CARDS,
  TF_SO191,
  USA,
  WEST,
} from './layout.js';
import {
  attackEdge,
  autoSurrender,
  connectedTo,
  lastSeaPort,
  lineTouches,
  navalSupport,
  neutralAttacked,
  SB_EAST,
  SB_SEA,
  SB_SEA_WEST,
  SB_WEST,
  squadrons,
  supplyBits,
  theaterBits,
  usaSquadronWest,
} from './map.js';
import {
  canLead,
  ctrl,
  die,
  faceDown,
  flagCommand,
  isDow,
  isPesthole,
  moveCommand,
  nativeOf,
  onMap,
  opt,
  rootOf,
  setCtrl,
  strengthOf,
  type S,
} from './state.js';
import { checkAutomaticVictory } from './victory.js';

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
export function mayAttack(c: BvgContent, s: S, root: number): boolean {
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
  const portTarget = pickAttacker ? s[B_TGT]! : -1;
  const portJump = pickAttacker ? s[B_JUMP]! : -1;
  const oneLeader = pickAttacker && (s[B_FLAGS]! & BF_PORT_DECL) !== 0;
  const portDone = portMarks;
  portDone.fill(0);
  for (let r = c.sideStart[side]; r < c.sideEnd[side]; r++) {
    const l = s[C_LOC + r]!;
    if ((l !== LOC_EAST && l !== LOC_WEST) || s[C_PARENT + r]! >= 0) continue;
    if (four && l - LOC_EAST !== s[H_SEAT_SUB]! && !pickAttacker) continue;
    if (!mayAttack(c, s, r)) continue;
    if (oneLeader) {
      let leaders = 0;
      for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++)
        if (c.kind[j] === K_LEADER && (j === r || rootOf(s, j) === r) && s[C_LOC + j] === l) leaders++;
      if (leaders > 1) continue;
    }
    const init = attackInitiative(c, s, r);
    const br = s[C_FLAGS + r]! & F_BR_ATT ? s[C_BRIDGE + r]! - 1 : -1;
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
        if (br >= 0 && !connectedTo(c, s, side, br, x)) continue; // Opt 12
        if (!pickAttacker && portDeclaration(c, s, side, x)) {
          const key = x * 64 + j;
          if (!portDone[key]) {
            portDone[key] = 1;
            out[n++] = enc(OP_PORT_ATTACK, x, j);
          }
          continue;
        }
        out[n++] = enc(OP_ATTACK, r, x, j);
      }
    }
    // 9.6 invasions
    if (
      !pickAttacker &&
      side === USA &&
      l === LOC_EAST &&
      !(tf & TF_INVADED) &&
      squadrons(c, s, EAST, true) > 0
    ) {
      if (!seaSized(c, s, r)) continue;
      for (let x = 0; x < c.ncity; x++) {
        if (!c.port[x] || !onMap(c, s, x) || ctrl(s, x) !== CSA) continue;
        if (x === c.cities.mobile && ctrl(s, c.cities.ftMorgan) !== USA) continue;
        if (x === c.cities.pensacola && ctrl(s, c.cities.ftPickens) !== USA) continue;
        out[n++] = enc(OP_INVADE, r, x);
      }
    }
  }
  // 9.6 leaderless invasions: a single corps with the squadron providing leadership
  if (!pickAttacker && side === USA && !(tf & TF_INVADED) && squadrons(c, s, EAST, true) > 0) {
    for (let r = c.sideStart[USA]; r < c.sideEnd[USA]; r++) {
      if (s[C_LOC + r] !== LOC_EAST || s[C_PARENT + r]! >= 0 || c.kind[r] !== K_INF || faceDown(s, r))
        continue;
      if (s[C_FLAGS + r]! & (F_RAILED | F_ATTACKED | F_RAIDED)) continue;
      if (hasKids(c, s, r)) continue;
      if (opt(s, O_GARRISONS) && (c.special[r] === SP_VII || (c.special[r] === SP_IV && !s[H_LATEWAR + USA])))
        continue;
      for (let x = 0; x < c.ncity; x++) {
        if (!c.port[x] || !onMap(c, s, x) || ctrl(s, x) !== CSA) continue;
        if (x === c.cities.mobile && ctrl(s, c.cities.ftMorgan) !== USA) continue;
        if (x === c.cities.pensacola && ctrl(s, c.cities.ftPickens) !== USA) continue;
        out[n++] = enc(OP_INVADE, r, x);
      }
    }
  }
  return n;
}
const portMarks = new Uint8Array(64 * 64);

function hasKids(c: BvgContent, s: S, k: number): boolean {
  const side = c.cardSide[k]!;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) if (s[C_PARENT + j] === k) return true;
  return false;
}

/**
 * A command enters the battle. Cards inactive until the end of the Combat Step (8.9 B, C, E: moved by
 * rail and attached, or moved between commands after a leader loss) take no part (8.6 example).
 */
function joinBattle(c: BvgContent, s: S, root: number, extra: number): void {
  flagCommand(c, s, root, F_IN_BATTLE | extra);
  const side = c.cardSide[root]!;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++)
    if (s[C_FLAGS + k]! & F_FD_COMBAT && k !== root) s[C_FLAGS + k] = s[C_FLAGS + k]! & ~F_IN_BATTLE;
}

// ---- launching (8.1 step 1, 3.27, 11.5, 11.7, 9.6) -----------------------------------------------------------
function clearBattle(s: S): void {
  s[B_ATT] = -1;
  s[B_DEF] = -1;
  s[B_DOW] = -1;
  s[B_FLAGS] = 0;
  s[B_DRM] = 0;
  s[B_PASSES] = 0;
  s[B_INIT_PEN] = 0;
  s[B_LOSS] = 0;
  s[B_LOSS + 1] = 0;
  s[B_USA_REMOVED] = 0;
  s[B_LL_SIDE] = -1;
  s[B_WINNER] = -1;
  s[B_CAV_HAND] = -1;
  s[B_SEA_PORT] = -1;
  s[B_DEF_PORT] = -1;
  s[B_VIII] = -1;
  s[B_ATT_LEADER] = -1;
  s[B_DEF_LEADER] = -1;
  s[B_ATT_LOST] = 0;
  s[B_DEF_LOST] = 0;
  s[B_LL_SACKED] = 0;
  s[B_CAPTURED] = 0;
  s[B_GAP_DIE] = 0;
  s[B_POST] = 0;
}

/** 11.7: a CSA attack on a USA port is announced; the USA must first declare sea supply. */
export function announcePortAttack(c: BvgContent, s: S, target: number, jump: number): void {
  const side = s[H_SIDE]!;
  clearBattle(s);
  s[H_SUPPLY + side] = s[H_SUPPLY + side]! - 1; // 8.1 step 1: the supply point is spent
  s[H_TURN_FLAGS] = s[H_TURN_FLAGS]! | TF_ATTACKED;
  s[B_ATT_SIDE] = side;
  s[B_TGT] = target;
  s[B_JUMP] = jump;
  s[H_PHASE] = PH_PORT_DECL;
  void c;
}

/** USA declaration (11.7): then the CSA names the attacking command (one leader at most if by sea). */
export function declareSea(s: S, sea: boolean): void {
  if (sea) s[B_FLAGS] = s[B_FLAGS]! | BF_PORT_DECL;
  s[H_PHASE] = PH_PICK_ATTACKER;
}

/** 8.2 an attack (or 9.6 invasion) begins: the defender's options are worked out (11.4, 11.5). */
export function startAttack(
  c: BvgContent,
  s: S,
  root: number,
  target: number,
  jump: number,
  invasion: boolean,
): void {
  const side = s[H_SIDE]!;
  const announced = s[H_PHASE] === PH_PICK_ATTACKER;
  if (!announced) {
    clearBattle(s);
    s[H_SUPPLY + side] = s[H_SUPPLY + side]! - 1; // 8.2 supply cost
  }
  s[H_TURN_FLAGS] = s[H_TURN_FLAGS]! | TF_ATTACKED | (invasion ? TF_INVADED : 0);
  s[B_ATT_SIDE] = side;
  s[B_ATT] = root;
  s[B_TGT] = target;
  s[B_JUMP] = invasion ? -1 : jump;
  const t = s[C_LOC + root]! - LOC_EAST;
  s[B_ATT_TH] = t;
  joinBattle(c, s, root, F_ATTACKED);
  let bf = s[B_FLAGS]!;
  if (invasion) {
    bf |= BF_INVASION;
    if (c.kind[root] === K_INF) bf |= BF_LEADERLESS; // 9.6 the squadron leads
  } else {
    const sb = supplyBits(c, s, side, jump);
    const land = t === EAST ? sb & SB_EAST : sb & SB_WEST;
    if (!land && t === EAST && sb & SB_SEA) {
      bf |= BF_SEA_ATT;
      s[B_SEA_PORT] = lastSeaPort;
    }
    if (side === USA && sb & SB_SEA_WEST) bf |= BF_SEA_WEST;
    if (!attackEdge(c, s, side, jump, target, side === CSA && usaSquadronWest(c, s))) bf |= BF_BYPASS;
    if (side === USA && jump === c.cities.ftMonroe) s[B_SEA_PORT] = jump; // Opt 12: Ft Monroe attacks too
  }
  if (t !== c.cityTheater[target]) bf |= BF_CROSS;
  // 3.27/16.3: the opponent places his token on a neutral target and may defend it at once.
  if (ctrl(s, target) < 0) {
    s[B_GAP_DIE] = neutralAttacked(c, s, target, side, () => die(s));
    if (s[B_GAP_DIE]! >= 4) s[H_GAP_REROLL] = side; // Opt 2: roll again at the attacker's next turn
  }
  if (opt(s, O_ISOLATION)) {
    // Opt 7: no reserves for an attacker bypassing a city, nor for the USA in a sea-supplied battle.
    if (bf & BF_BYPASS || (side === USA && bf & (BF_SEA_ATT | BF_INVASION))) bf |= BF_ATT_ISOLATED;
  }
  s[B_FLAGS] = bf;
  s[B_DEF_OPTS] = defenderOptions(c, s);
  s[H_BATTLES] = s[H_BATTLES]! + 1;
  s[H_PHASE] = PH_DEFEND;
}

/**
 * 11.4/11.5/11.7 the theaters the defender may defend from and whether he can retreat from each.
 * Bits DO_*: allow East/West, retreat East/West, East defence sea-supplied.
 */
export function defenderOptions(c: BvgContent, s: S): number {
  const def = 1 - s[B_ATT_SIDE]!;
  const x = s[B_TGT]!;
  const bf = s[B_FLAGS]!;
  const tt = c.cityTheater[x]!;
  let raw = supplyBits(c, s, def, x);
  const declared = bf & BF_PORT_DECL;
  if (def === USA && !declared && portLike(c, s, x)) raw &= ~(SB_SEA | SB_SEA_WEST); // 11.7 declined
  const line = theaterBits(raw);
  let allow = tt === EAST ? DO_ALLOW_E : DO_ALLOW_W;
  let retreat = 0;
  if (line & SB_EAST) retreat |= DO_RETREAT_E;
  if (line & SB_WEST) retreat |= DO_RETREAT_W;
  // Situation 1: a valid line to the other theater lets him choose.
  if ((tt === EAST && line & SB_WEST) || (tt === WEST && line & SB_EAST)) allow |= DO_ALLOW_E | DO_ALLOW_W;
  let sea = 0;
  if (def === USA && !(raw & SB_EAST) && raw & SB_SEA && tt === WEST) sea = DO_SEA_E; // East only by sea
  // Situation 2: a cross-theater attack lets him choose either; retreat lines may pass bases.
  if (bf & BF_CROSS) {
    const usaSeaWest = s[B_ATT_SIDE] === USA && tt === WEST && (bf & BF_INVASION || bf & BF_SEA_WEST);
    if (!usaSeaWest) {
      allow |= DO_ALLOW_E | DO_ALLOW_W;
      const sp = theaterBits(supplyBits(c, s, def, x, true));
      if (sp & SB_EAST) retreat |= DO_RETREAT_E;
      if (sp & SB_WEST) retreat |= DO_RETREAT_W;
    } else allow = DO_ALLOW_W;
  }
  if (declared) {
    // 11.7: defended from the East, supplied by sea; he can retreat (by sea).
    allow = DO_ALLOW_E;
    retreat |= DO_RETREAT_E;
    sea = DO_SEA_E;
  }
  // 11.4 exceptions
  if (def === CSA && isPesthole(c, s, x)) retreat |= DO_RETREAT_E | DO_RETREAT_W;
  if (def === USA && nativeOf(c, s, x) === USA && !c.port[x] && !hasFriendlyNeighbour(c, s, USA, x))
    retreat = 0;
  if (def === USA && x === c.cities.ftMonroe) retreat |= DO_RETREAT_E; // 11.8 retreat by sea
  return allow | retreat | sea;
}
const portLike = (c: BvgContent, s: S, x: number): boolean =>
  c.port[x] !== 0 && !(nativeOf(c, s, x) === USA && !c.notUsaBase[x]);

function hasFriendlyNeighbour(c: BvgContent, s: S, side: number, x: number): boolean {
  for (let e = c.adjStart[x]!; e < c.adjStart[x + 1]!; e++) {
    const y = c.adjTo[e]!;
    if (onMap(c, s, y) && ctrl(s, y) === side) return true;
  }
  return false;
}

// ---- the defence (8.3) -------------------------------------------------------------------------------------
const defSet = (s: S, k: number, x: number): boolean =>
  x >= 0 && (x < 32 ? (s[C_DEF0 + k]! >>> x) & 1 : (s[C_DEF1 + k]! >>> (x - 32)) & 1) === 1;

/** 8.3 multiple battles: may this card defend against the current attack? */
function cardMayDefend(c: BvgContent, s: S, k: number): boolean {
  const f = s[C_FLAGS + k]!;
  if (f & (F_RAIDED | F_FD_COMBAT)) return false; // 10.3, 8.6/8.9 E
  if (!(f & F_DEFENDED)) return true;
  const x = s[B_TGT]!;
  const j = s[B_JUMP]!;
  if (defSet(s, k, x) || defSet(s, k, j)) return true;
  if (opt(s, O_MULTI_JUMP_ONLY) || j < 0) return false;
  return lineTouches(c, s, s[B_ATT_SIDE]!, j, s[C_DEF0 + k]!, s[C_DEF1 + k]!);
}

/** Can the command rooted at `root` defend the current target from its theater? */
export function mayDefend(c: BvgContent, s: S, root: number): boolean {
  const l = s[C_LOC + root]!;
  if ((l !== LOC_EAST && l !== LOC_WEST) || s[C_PARENT + root]! >= 0 || faceDown(s, root)) return false;
  const t = l - LOC_EAST;
  const o = s[B_DEF_OPTS]!;
  if (!(o & (t === EAST ? DO_ALLOW_E : DO_ALLOW_W))) return false;
  const f = s[C_FLAGS + root]!;
  if (f & F_BR_NODEF) return false; // Opt 12 failed invasion
  if (f & F_BR_DEF && !connectedTo(c, s, c.cardSide[root]!, s[C_BRIDGE + root]! - 1, s[B_TGT]!)) return false;
  if (isDow(c, root) && s[B_TGT] !== c.cities.washington) return false; // CC4 reading
  if (c.kind[root] === K_NAVAL) return false;
  const side = c.cardSide[root]!;
  let active = 0;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++) {
    if (j !== root) {
      const p = s[C_PARENT + j]!;
      if (p < 0 || (p !== root && s[C_PARENT + p] !== root)) continue;
    }
    if (s[C_FLAGS + j]! & F_FD_COMBAT && j !== root) continue; // 8.6: stays out of the battle
    if (!cardMayDefend(c, s, j)) return false;
    if (fights(c, j) && !(s[C_FLAGS + j]! & FD_ANY)) active++;
  }
  if (active === 0) return false;
  // 11.6 sea-supplied defence: one leader and two corps, no cavalry (unlimited in USA Late War).
  if (t === EAST && o & DO_SEA_E && !s[H_LATEWAR + USA] && !seaSized(c, s, root)) return false;
  return true;
}

/** The hand a side's player uses for a theater (four-player: the Western player's hand in the West). */
export const handOfTheater = (s: S, t: number): number =>
  s[H_PLAYERS] === 4 && t === WEST ? LOC_HAND_W : LOC_HAND;

export function legalDefend(c: BvgContent, s: S, out: Int32Array, n: number): number {
  const def = 1 - s[B_ATT_SIDE]!;
  const o = s[B_DEF_OPTS]!;
  const x = s[B_TGT]!;
  out[n++] = enc(OP_ABANDON);
  const dow = c.roles.dow;
  const dowOk =
    x === c.cities.washington &&
    dow >= 0 &&
    c.cardSide[dow] === def &&
    s[C_LOC + dow] === LOC_EAST &&
    mayDefend(c, s, dow);
  for (let r = c.sideStart[def]; r < c.sideEnd[def]; r++) {
    if (!mayDefend(c, s, r)) continue;
    out[n++] = enc(OP_DEFEND, r, 0);
    if (dowOk && r !== dow && s[C_LOC + r] === LOC_EAST) out[n++] = enc(OP_DEFEND, r, 1);
  }
  // detachments from commands that could respond
  for (let k = c.sideStart[def]; k < c.sideEnd[def]; k++) {
    const l = s[C_LOC + k]!;
    if ((l !== LOC_EAST && l !== LOC_WEST) || s[C_PARENT + k]! < 0) continue;
    const t = l - LOC_EAST;
    if (!(o & (t === EAST ? DO_ALLOW_E : DO_ALLOW_W)) || !canDetach(c, s, k)) continue;
    if (!cardMayDefend(c, s, k)) continue;
    out[n++] = enc(OP_DEF_DETACH, k);
  }
  // one unit from hand
  const noHand =
    (def === CSA && opt(s, O_WEST_DISPERSION) && c.cityTheater[x] === WEST) ||
    (def === USA && s[H_TURN_FLAGS]! & TF_NO_CARDS);
  if (!noHand) {
    for (let t = 0; t < 2; t++) {
      if (!(o & (t === EAST ? DO_ALLOW_E : DO_ALLOW_W))) continue;
      if (def === USA && t === EAST && o & DO_SEA_E && opt(s, O_ISOLATION)) continue; // Opt 7
      const hand = handOfTheater(s, t);
      for (let k = c.sideStart[def]; k < c.sideEnd[def]; k++) {
        if (s[C_LOC + k] !== hand || (c.kind[k] !== K_INF && c.kind[k] !== K_CAV)) continue;
        if (s[C_FLAGS + k]! & F_HAND_LOCK || !theaterAllowed(c, s, k, t)) continue;
        if (t === EAST && o & DO_SEA_E && !s[H_LATEWAR + USA] && c.kind[k] === K_CAV) continue;
        out[n++] = enc(OP_DEF_HAND, k, t);
      }
    }
  }
  return n;
}

/**
 * CC20 The Slows: the USA commander's initiative is reduced by one; below 0 the attack is cancelled
 * (a squadron leading an invasion counts as initiative above 0). The supply point stays spent.
 */
export function slowsCheck(c: BvgContent, s: S): void {
  const bf = s[B_FLAGS]!;
  if (bf & BF_LEADERLESS) return;
  const init = attackInitiative(c, s, s[B_ATT]!);
  if (init - s[B_INIT_PEN]! >= 0) return;
  s[B_CAPTURED] = 0;
  endAttack(c, s);
}

/** The attack ends without a battle (abandoned city, cancelled attack). */
export function abandon(c: BvgContent, s: S): void {
  const att = s[B_ATT_SIDE]!;
  s[B_FLAGS] = s[B_FLAGS]! | BF_ABANDONED;
  s[B_WINNER] = att;
  captureTarget(s);
  endAttack(c, s);
}

/** 8.3 ABANDON CITY: the attacker captures it at once (8.7 token). */
function captureTarget(s: S): void {
  s[B_CAPTURED] = 1;
  setCtrl(s, s[B_TGT]!, s[B_ATT_SIDE]!);
}

export function applyDefend(c: BvgContent, s: S, op: number, a: number, b: number): void {
  const def = 1 - s[B_ATT_SIDE]!;
  const o = s[B_DEF_OPTS]!;
  switch (op) {
    case OP_ABANDON:
      abandon(c, s);
      return;
    case OP_DEF_DETACH:
      s[C_PARENT + a] = -1; // 8.3: the detached piece becomes a command of its own
      return;
    case OP_DEFEND:
      s[B_DEF] = a;
      joinBattle(c, s, a, 0);
      if (b === 1 && c.roles.dow >= 0) {
        s[B_DOW] = c.roles.dow;
        joinBattle(c, s, c.roles.dow, 0);
      }
      break;
    case OP_DEF_HAND:
      s[C_LOC + a] = b === WEST ? LOC_WEST : LOC_EAST;
      s[C_PARENT + a] = -1;
      s[C_FLAGS + a] = F_IN_BATTLE | (s[H_SIDE] !== def ? F_OPP_TURN : 0);
      s[B_DEF] = a;
      s[B_FLAGS] = s[B_FLAGS]! | BF_FROM_HAND;
      if (c.kind[a] === K_CAV) s[B_CAV_HAND] = a; // 8.41 exception
      break;
  }
  const t = s[C_LOC + s[B_DEF]!]! - LOC_EAST;
  s[B_DEF_TH] = t;
  let bf = s[B_FLAGS]!;
  if (o & (t === EAST ? DO_RETREAT_E : DO_RETREAT_W)) bf |= BF_CAN_RETREAT;
  if (t !== c.cityTheater[s[B_TGT]!]) bf |= BF_DEF_CROSS;
  if (t === EAST && o & DO_SEA_E) {
    bf |= BF_SEA_DEF;
    s[B_DEF_PORT] = bf & BF_PORT_DECL ? s[B_TGT]! : seaPortOf(c, s, def, s[B_TGT]!);
  }
  if (opt(s, O_ISOLATION)) {
    // Opt 7: no reserves for a defender with no line to a base in his theater, nor the USA by sea.
    const line = theaterBits(supplyBits(c, s, def, s[B_TGT]!));
    if (!(line & (t === EAST ? SB_EAST : SB_WEST)) || (def === USA && bf & BF_SEA_DEF)) bf |= BF_DEF_ISOLATED;
  }
  s[B_FLAGS] = bf;
  beginReserves(c, s);
}

function seaPortOf(c: BvgContent, s: S, side: number, x: number): number {
  supplyBits(c, s, side, x);
  return lastSeaPort;
}

// ---- Jackson (CC21) ---------------------------------------------------------------------------------------
/** CC21: Jackson may rejoin a defending commander of his theater before reserves. */
export function jacksonMayJoin(c: BvgContent, s: S): boolean {
  const j = c.roles.jackson;
  if (j < 0 || s[B_FLAGS]! & BF_JACKSON || s[B_ATT_SIDE] === CSA) return false;
  const d = s[B_DEF]!;
  if (d < 0 || c.kind[d] !== K_LEADER || !c.high[d] || s[C_LOC + j] !== s[C_LOC + d]) return false;
  if (s[C_PARENT + j]! >= 0 || rootOf(s, j) === d || !mayDefend(c, s, j)) return false;
  if (!canAttachTo(c, s, j, d)) return false;
  return subordinateFits(c, s, d); // subject to normal leadership restrictions
}

// ---- over capacity (4.5, 8.9 A) ---------------------------------------------------------------------------
function overLeader(c: BvgContent, s: S, side: number): number {
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
    if (!(s[C_FLAGS + k]! & F_IN_BATTLE) || faceDown(s, k) || !canLead(c, k)) continue;
    if (capacityOver(c, s, k, true) > 0) return k;
  }
  return -1;
}

function beginReserves(c: BvgContent, s: S): void {
  s[B_TURN] = s[B_ATT_SIDE]!;
  s[B_PASSES] = 0;
  if (!nextExcess(c, s)) s[H_PHASE] = PH_RESERVE;
}
/** Start the next over-capacity choice (attacker first); false if none is needed. */
function nextExcess(c: BvgContent, s: S): boolean {
  for (const side of [s[B_ATT_SIDE]!, 1 - s[B_ATT_SIDE]!]) {
    if (overLeader(c, s, side) >= 0) {
      s[H_PICK_SIDE] = side;
      s[H_PHASE] = PH_EXCESS;
      return true;
    }
  }
  return false;
}

export function legalExcess(c: BvgContent, s: S, out: Int32Array, n: number): number {
  const L = overLeader(c, s, s[H_PICK_SIDE]!);
  const side = s[H_PICK_SIDE]!;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++)
    if (s[C_PARENT + k] === L && !faceDown(s, k)) out[n++] = enc(OP_EXCESS, k);
  return n;
}
export function applyExcess(c: BvgContent, s: S, k: number): void {
  flagCommandBelow(c, s, k, F_FD_BATTLE);
  if (!nextExcess(c, s)) s[H_PHASE] = PH_RESERVE;
}
/** Flag a card and everything attached under it. */
function flagCommandBelow(c: BvgContent, s: S, k: number, f: number): void {
  s[C_FLAGS + k] = s[C_FLAGS + k]! | f;
  const side = c.cardSide[k]!;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++)
    if (s[C_PARENT + j] === k) s[C_FLAGS + j] = s[C_FLAGS + j]! | f;
}

// ---- reserves and withdrawals (8.41, 8.42) -----------------------------------------------------------------
const ownRoot = (s: S, side: number): number => (side === s[B_ATT_SIDE] ? s[B_ATT]! : s[B_DEF]!);

function activeUnitsInBattle(c: BvgContent, s: S, side: number): number {
  let n = 0;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++)
    if (s[C_FLAGS + k]! & F_IN_BATTLE && !faceDown(s, k) && fights(c, k)) n++;
  return n;
}

/** Is this side's battle sea-supplied with the one-leader-two-corps limit (11.6, 17.3, 9.6)? */
function sizeLimited(s: S, side: number): boolean {
  const bf = s[B_FLAGS]!;
  if (side === s[B_ATT_SIDE])
    return (bf & BF_INVASION) !== 0 || ((bf & BF_SEA_ATT) !== 0 && !s[H_LATEWAR + USA]);
  return (bf & BF_SEA_DEF) !== 0 && !s[H_LATEWAR + USA];
}

export function legalReserve(c: BvgContent, s: S, out: Int32Array, n: number): number {
  const side = s[B_TURN]!;
  const bf = s[B_FLAGS]!;
  out[n++] = DONE; // pass
  const root = ownRoot(s, side);
  const isAtt = side === s[B_ATT_SIDE];
  const isolated = isAtt ? bf & BF_ATT_ISOLATED : bf & BF_DEF_ISOLATED;
  const noCards = side === USA && (s[H_TURN_FLAGS]! & TF_NO_CARDS) !== 0;
  const t = s[C_LOC + root]! - LOC_EAST;
  if (!isolated && !noCards && root >= 0) {
    const hand = handOfTheater(s, t);
    const limited = sizeLimited(s, side);
    for (let u = c.sideStart[side]; u < c.sideEnd[side]; u++) {
      if (s[C_LOC + u] !== hand || (c.kind[u] !== K_INF && c.kind[u] !== K_CAV)) continue;
      if (s[C_FLAGS + u]! & F_HAND_LOCK || !theaterAllowed(c, s, u, t)) continue;
      if (limited && (c.kind[u] === K_CAV || corpsInBattle(c, s, side) >= 2)) continue;
      // to a leader of the command (8.41: within capacity and the leadership rules)
      for (let L = c.sideStart[side]; L < c.sideEnd[side]; L++) {
        if (!(s[C_FLAGS + L]! & F_IN_BATTLE) || faceDown(s, L) || !canLead(c, L)) continue;
        if (c.special[L] === SP_SHERIDAN && c.kind[u] !== K_INF) continue;
        if (!reserveStructureOk(c, s, u, L) || !reserveFits(c, s, L, u)) continue;
        out[n++] = enc(OP_RESERVE, u, L);
      }
      // 8.41/10.2: a cavalry unit pairs with a lone cavalry unit (not one just played from hand)
      if (c.kind[u] === K_CAV && root === rootOf(s, root) && isPairLead(c, s, root) && root !== s[B_CAV_HAND])
        out[n++] = enc(OP_RESERVE, u, NONE);
    }
  }
  // 8.42 withdraw a unit, leaving at least one active unit
  if (activeUnitsInBattle(c, s, side) > 1) {
    for (let u = c.sideStart[side]; u < c.sideEnd[side]; u++) {
      if (!(s[C_FLAGS + u]! & F_IN_BATTLE) || faceDown(s, u)) continue;
      if (c.kind[u] !== K_INF && c.kind[u] !== K_CAV) continue;
      if (u === ownRoot(s, side)) continue;
      out[n++] = enc(OP_WITHDRAW, u);
    }
  }
  if (side === CSA && !isAtt && jacksonMayJoin(c, s)) out[n++] = enc(OP_JACKSON);
  return n;
}
function corpsInBattle(c: BvgContent, s: S, side: number): number {
  let n = 0;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++)
    if (s[C_FLAGS + k]! & F_IN_BATTLE && c.kind[k] === K_INF) n++;
  return n;
}
function isPairLead(c: BvgContent, s: S, r: number): boolean {
  if (s[C_PARENT + r]! >= 0 || hasKids(c, s, r)) return false;
  return c.kind[r] === K_CAV || xviAsCav(c, s, r);
}
function reserveStructureOk(c: BvgContent, s: S, u: number, L: number): boolean {
  const sp = c.special[u]!;
  if (isDow(c, L)) return sp === SP_VIII || sp === SP_XXII;
  if (sp === SP_VIII || sp === SP_XXII) return false;
  if (c.kind[u] === K_CAV) return s[C_PARENT + L]! < 0 && c.kind[L] === K_LEADER;
  return true;
}

export function applyReserve(c: BvgContent, s: S, op: number, a: number, b: number): void {
  const side = s[B_TURN]!;
  if (op === OP_JACKSON) {
    const j = c.roles.jackson;
    s[C_PARENT + j] = s[B_DEF]!;
    joinBattle(c, s, j, 0);
    s[B_FLAGS] = s[B_FLAGS]! | BF_JACKSON;
    return; // CC21: before reserves, not a reserve play
  }
  if (op === OP_DONE) {
    s[B_PASSES] = s[B_PASSES]! + 1;
    if (s[B_PASSES]! >= 2) {
      resolveBattle(c, s);
      return;
    }
  } else {
    s[B_PASSES] = 0;
    if (op === OP_RESERVE) {
      const root = ownRoot(s, side);
      s[C_LOC + a] = s[C_LOC + root]!;
      s[C_PARENT + a] = b === NONE ? root : b;
      s[C_FLAGS + a] = F_IN_BATTLE | (s[H_SIDE] !== side ? F_OPP_TURN : 0);
    } else if (op === OP_WITHDRAW) {
      s[C_FLAGS + a] = s[C_FLAGS + a]! | F_FD_BATTLE;
      // 8.42: a subordinate with no active units is turned face-down too
      const p = s[C_PARENT + a]!;
      if (p >= 0 && c.kind[p] === K_LEADER && s[C_PARENT + p]! >= 0 && !hasActiveChild(c, s, p))
        s[C_FLAGS + p] = s[C_FLAGS + p]! | F_FD_BATTLE;
    }
  }
  s[B_TURN] = 1 - side;
}
function hasActiveChild(c: BvgContent, s: S, p: number): boolean {
  const side = c.cardSide[p]!;
  for (let j = c.sideStart[side]; j < c.sideEnd[side]; j++)
    if (s[C_PARENT + j] === p && !faceDown(s, j)) return true;
  return false;
}

// ---- resolution (8.5) -------------------------------------------------------------------------------------
/** Strength of a side in the battle: active units and leaders (8.5). */
export function battleStrength(c: BvgContent, s: S, side: number): number {
  let str = 0;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
    if (!(s[C_FLAGS + k]! & F_IN_BATTLE) || faceDown(s, k)) continue;
    const l = s[C_LOC + k]!;
    if (l !== LOC_EAST && l !== LOC_WEST) continue;
    if (c.kind[k] === K_NAVAL) continue;
    str += strengthOf(c, s, k);
  }
  return str;
}
function hasActiveLeader(c: BvgContent, s: S, side: number): boolean {
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++)
    if (s[C_FLAGS + k]! & F_IN_BATTLE && c.kind[k] === K_LEADER && !faceDown(s, k)) return true;
  return false;
}

/** Commander of a side's battle command: the root (the other command's commander with CC4). */
function commanderOf(s: S, side: number): number {
  return side === s[B_ATT_SIDE] ? s[B_ATT]! : s[B_DEF]!;
}
/** Initiative of a commander (3.3 attack/defend values; 3.4 lone infantry 0; CC49 XVI Corps 0). */
function initiativeOf(c: BvgContent, k: number, attacking: boolean): number {
  if (k < 0 || c.kind[k] === K_INF) return 0;
  return attacking ? c.initAtk[k]! : c.initDef[k]!;
}

/** One battle as resolved (8.5), for the battle log a person reads (describe.ts); play never reads it. */
export interface BattleRoll {
  readonly target: number;
  readonly attacker: number;
  /** Strengths in the battle, naval support and the pesthole +5 included. */
  readonly aStr: number;
  readonly dStr: number;
  /** Modifier to the red die: 1 per full 10 points of difference, the fort, Enigmas (8.5). */
  readonly drm: number;
  readonly red: number;
  readonly white: number;
  /** R_* result of the Combat Table. */
  readonly result: number;
  /** Side that won, -1 a stalemate (before a Generals' Battle is decided). */
  readonly winner: number;
  /** Steps each side must lose (Casualties Table, by side index). */
  readonly loss: readonly [number, number];
}

let battleLog: BattleRoll[] | null = null;
/** Collect every battle resolved from now on into `log` (null stops); narration replays an action with it. */
export function recordBattles(log: BattleRoll[] | null): void {
  battleLog = log;
}

export function resolveBattle(c: BvgContent, s: S): void {
  const att = s[B_ATT_SIDE]!;
  const def = 1 - att;
  const x = s[B_TGT]!;
  const bf = s[B_FLAGS]!;
  // Opt 8: in USA Late War, VIII Corps joins any battle for the Shenandoah Valley.
  if (opt(s, O_MIDDLE_DEPT) && s[H_LATEWAR + USA] && x === c.cities.shenandoah) {
    for (let k = c.sideStart[USA]; k < c.sideEnd[USA]; k++) {
      if (c.special[k] !== SP_VIII || faceDown(s, k) || s[C_FLAGS + k]! & F_IN_BATTLE) continue;
      const l = s[C_LOC + k]!;
      if ((l !== LOC_EAST && l !== LOC_WEST) || (s[C_PARENT + k]! >= 0 && isDow(c, s[C_PARENT + k]!)))
        continue;
      s[B_VIII] = k;
      s[C_FLAGS + k] = s[C_FLAGS + k]! | F_IN_BATTLE;
      s[B_FLAGS] = s[B_FLAGS]! | BF_MIDDLE;
    }
  }
  let aStr = battleStrength(c, s, att);
  let dStr = battleStrength(c, s, def);
  if (def === CSA && isPesthole(c, s, x)) dStr += 5; // 8.5 pesthole
  const nav = navalSupport(c, s, x, (bf & BF_INVASION) !== 0); // 9.2-9.4, 9.6
  if (att === USA) aStr += nav;
  else dStr += nav;
  let drm = s[B_DRM]!;
  if (aStr > dStr) drm += Math.floor((aStr - dStr) / 10);
  else drm -= Math.floor((dStr - aStr) / 10);
  if (c.fort[x]) drm -= 1;
  const tf = s[H_TURN_FLAGS]!;
  if (att === USA && tf & TF_SO191 && nativeOf(c, s, x) === USA) {
    drm += 1; // Special Orders 191
    s[H_TURN_FLAGS] = tf & ~TF_SO191;
  }
  if (att === USA && tf & TF_BMB && bmbTarget(c, x)) drm += 1; // CC60 Blue Mountain Boys
  if (att === USA && s[B_INIT_PEN]! > 0 && opt(s, O_SLOWS_DIE)) drm -= 1;
  const red = die(s);
  const white = die(s);
  const mred = Math.max(1, Math.min(6, red + drm));
  const result = c.combat[mred - 1]!;
  s[B_RED] = red;
  s[B_WHITE] = white;
  s[B_RESULT] = result;
  s[H_LAST_RED] = red;
  s[H_LAST_WHITE] = white;
  s[H_LAST_RESULT] = result;
  s[H_LAST_LL] = 0;
  s[H_ROLLS] = s[H_ROLLS]! + 1;
  const aCmd = commanderOf(s, att);
  const dCmd = s[B_DEF]!;
  s[B_ATT_LEADER] = c.kind[aCmd] === K_LEADER ? aCmd : -1;
  s[B_DEF_LEADER] = dCmd >= 0 && c.kind[dCmd] === K_LEADER ? dCmd : -1;
  let winner = -1;
  let oa = OC_STALEMATE;
  let od = OC_STALEMATE;
  switch (result) {
    case R_ATT_ROUTED:
      winner = def;
      oa = OC_ROUTED;
      od = OC_WINNER;
      break;
    case R_ATT_DEFEATED:
      winner = def;
      oa = OC_DEFEATED;
      od = OC_WINNER;
      break;
    case R_GENERALS: {
      if (bf & BF_LEADERLESS) break; // 9.6
      const ia = initiativeOf(c, aCmd, true) - s[B_INIT_PEN]!;
      const id = initiativeOf(c, dCmd, false);
      if (ia > id) winner = att;
      else if (id > ia || (ia === id && c.gbTieDefender)) winner = def;
      if (winner === att) {
        oa = OC_WINNER;
        od = OC_DEFEATED;
      } else if (winner === def) {
        oa = OC_DEFEATED;
        od = OC_WINNER;
      }
      break;
    }
    case R_SOLDIERS:
      // The soldiers decide: the greater strength wins, equal is a stalemate (8.5 "may be a
      // stalemate"; CC51 "losing a ... Soldiers' Battle", CC19, 9.6 leaderless: always a stalemate).
      if (bf & BF_LEADERLESS || !c.sbStrongerWins || aStr === dStr) break;
      winner = aStr > dStr ? att : def;
      oa = winner === att ? OC_WINNER : OC_DEFEATED;
      od = winner === att ? OC_DEFEATED : OC_WINNER;
      break;
    case R_DEF_DEFEATED:
      winner = att;
      oa = OC_WINNER;
      od = OC_DEFEATED;
      break;
    case R_DEF_ROUTED:
      winner = att;
      oa = OC_WINNER;
      od = OC_ROUTED;
      break;
  }
  s[B_WINNER] = winner;
  const lvl = c.casualtyLevel[white - 1]!;
  s[B_LOSS + att] = casualtiesOf(c, s, att, oa, lvl);
  s[B_LOSS + def] = casualtiesOf(c, s, def, od, lvl);
  if (s[B_FLAGS]! & BF_INFERNAL) s[B_LOSS + CSA] = s[B_LOSS + CSA]! + 1; // Infernal Machines (CC68)
  if (battleLog) {
    const loss: [number, number] = [s[B_LOSS]!, s[B_LOSS + 1]!];
    battleLog.push({ target: x, attacker: att, aStr, dStr, drm, red, white, result, winner, loss });
  }
  let flags = s[B_FLAGS]!;
  if (hasActiveLeader(c, s, att) && hasActiveLeader(c, s, def)) flags |= BF_LEADERS_BOTH;
  s[B_FLAGS] = flags;
  // CC51: a qualifying battle for the Emancipation Proclamation
  const usaWon = winner === USA || (result === R_SOLDIERS && grantCommands(c, s, USA));
  if (usaWon && activeCorps(c, s) >= 5) s[H_FLAGS] = s[H_FLAGS]! | GF_EMANC_ELIG;
  s[H_PICK_SIDE] = att;
  s[H_PHASE] = PH_LOSS;
}
/**
 * 8.5 Casualties Table: steps `side` must lose for its own result and the casualty level, in the
 * column of its own strength in the battle (active units and leaders, 8.5; 8.42 "withdrawing ... can
 * also reduce the casualties suffered by your force").
 */
function casualtiesOf(c: BvgContent, s: S, side: number, outcome: number, lvl: number): number {
  const cols = c.casualtyCols;
  const str = battleStrength(c, s, side);
  let j = 0;
  while (j + 1 < cols.length && str >= cols[j + 1]!) j++;
  return c.casualties[(outcome * 3 + lvl) * cols.length + j]!;
}
/** Is city x listed on a Blue Mountain Boys card (CC60)? */
function bmbTarget(c: BvgContent, x: number): boolean {
  for (let k = 0; k < c.nc; k++) if (c.effect[k] === EF_BMB && c.bmbCities[k]!.includes(x)) return true;
  return false;
}
function grantCommands(c: BvgContent, s: S, side: number): boolean {
  const k = commanderOf(s, side);
  return k >= 0 && c.special[k] === SP_GRANT && s[C_PARENT + k]! < 0;
}
function activeCorps(c: BvgContent, s: S): number {
  let n = 0;
  for (let k = c.sideStart[USA]; k < c.sideEnd[USA]; k++)
    if (s[C_FLAGS + k]! & F_IN_BATTLE && c.kind[k] === K_INF && !faceDown(s, k)) n++;
  return n;
}

// ---- step losses (8.5) ------------------------------------------------------------------------------------
/**
 * Cards that fight and take step losses: infantry and cavalry, and Dept. of Washington, which stands
 * for the capital's garrison (a one-step card here: it may defend Washington alone, CC4 reading).
 */
export const fights = (c: BvgContent, k: number): boolean =>
  c.kind[k] === K_INF || c.kind[k] === K_CAV || isDow(c, k);

function lossCandidates(c: BvgContent, s: S, side: number, out: Int32Array | null): number {
  let n = 0;
  for (let pass = 0; pass < 2 && n === 0; pass++) {
    for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
      const l = s[C_LOC + k]!;
      if ((l !== LOC_EAST && l !== LOC_WEST) || !(s[C_FLAGS + k]! & F_IN_BATTLE)) continue;
      if (!fights(c, k)) continue;
      if (pass === 0 && faceDown(s, k)) continue; // active units first
      if (out) out[n] = k;
      n++;
    }
  }
  return n;
}
const lossBuf = new Int32Array(192);

export function legalLoss(c: BvgContent, s: S, out: Int32Array, n: number): number {
  const m = lossCandidates(c, s, s[H_PICK_SIDE]!, lossBuf);
  for (let i = 0; i < m; i++) out[n++] = enc(OP_LOSS, lossBuf[i]!);
  return n;
}

/** Advance the loss phase: apply forced losses; stop when a choice is needed. */
export function advanceLosses(c: BvgContent, s: S): void {
  for (let guard = 0; guard < 64; guard++) {
    const side = s[H_PICK_SIDE]!;
    if (s[B_LOSS + side]! > 0) {
      const m = lossCandidates(c, s, side, lossBuf);
      if (m === 0) s[B_LOSS + side] = 0;
      else if (m === 1) takeLoss(c, s, lossBuf[0]!);
      else return; // a choice
      continue;
    }
    if (side === s[B_ATT_SIDE]) {
      s[H_PICK_SIDE] = 1 - side; // 8.5: attacker first, then defender
      continue;
    }
    leaderLoss(c, s);
    return;
  }
}

export function takeLoss(c: BvgContent, s: S, k: number): void {
  const side = c.cardSide[k]!;
  s[B_LOSS + side] = s[B_LOSS + side]! - 1;
  s[C_STEPS + k] = s[C_STEPS + k]! - 1;
  if (side === USA) s[B_USA_REMOVED] = s[B_USA_REMOVED]! + 1;
  if (s[C_STEPS + k]! <= 0) unitToCadre(c, s, k);
}

// ---- leader losses (8.6) ------------------------------------------------------------------------------------
function leaderLoss(c: BvgContent, s: S): void {
  s[B_LL_SIDE] = -1;
  if (s[B_FLAGS]! & BF_LEADERS_BOTH) {
    const red = s[B_RED]!;
    const white = s[B_WHITE]!;
    const side = red + white === 7 ? USA : red === white ? CSA : -1;
    if (side >= 0) {
      const d = die(s);
      s[B_LL_SIDE] = side;
      s[B_LL_EFFECT] = c.llEffect[d - 1]!;
      const chooser = c.llEnemyChooses[d - 1] ? 1 - side : side;
      const m = leaderCandidates(c, s, side, lossBuf);
      if (m === 1) applyLeaderLoss(c, s, lossBuf[0]!);
      else if (m > 1) {
        s[H_PICK_SIDE] = chooser;
        s[H_PHASE] = PH_LEADER;
        return;
      }
    }
  }
  finishBattle(c, s);
}
function leaderCandidates(c: BvgContent, s: S, side: number, out: Int32Array): number {
  let n = 0;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
    const l = s[C_LOC + k]!;
    if ((l !== LOC_EAST && l !== LOC_WEST) || !(s[C_FLAGS + k]! & F_IN_BATTLE)) continue;
    if (c.kind[k] === K_LEADER && !faceDown(s, k)) out[n++] = k; // 8.6 inactive leaders are ignored
  }
  return n;
}
export function legalLeader(c: BvgContent, s: S, out: Int32Array, n: number): number {
  const m = leaderCandidates(c, s, s[B_LL_SIDE]!, lossBuf);
  for (let i = 0; i < m; i++) out[n++] = enc(OP_LEADER, lossBuf[i]!);
  return n;
}
/** 8.6: killed (out of the game), wounded (cadre face-down) or sacked (cadre, disfavored: out). */
export function applyLeaderLoss(c: BvgContent, s: S, k: number): void {
  const e = s[B_LL_EFFECT]!;
  if (k === s[B_ATT_LEADER]) {
    s[B_ATT_LOST] = 1;
    s[B_LL_SACKED] = e === LL_SACKED ? 1 : 0;
  }
  if (k === s[B_DEF_LEADER]) s[B_DEF_LOST] = 1;
  s[H_LAST_LL] = k + 1;
  if (e === LL_KILLED) remove(c, s, k);
  else if (e === LL_WOUNDED) toCadre(c, s, k, true);
  else sack(c, s, k);
}
export function afterLeaderPick(c: BvgContent, s: S): void {
  finishBattle(c, s);
}

// ---- capture, retreat, elimination (8.7) ----------------------------------------------------------------------
function unitsLeft(c: BvgContent, s: S, side: number): number {
  let n = 0;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
    const l = s[C_LOC + k]!;
    if ((l === LOC_EAST || l === LOC_WEST) && s[C_FLAGS + k]! & F_IN_BATTLE && fights(c, k)) n++;
  }
  return n;
}

function finishBattle(c: BvgContent, s: S): void {
  const att = s[B_ATT_SIDE]!;
  const def = 1 - att;
  const x = s[B_TGT]!;
  const result = s[B_RESULT]!;
  const winner = s[B_WINNER]!;
  const attLeft = unitsLeft(c, s, att);
  const defLeft = unitsLeft(c, s, def);
  let capture = winner === att || defLeft === 0;
  const aCmd = s[B_ATT_LEADER]!;
  const dCmd = s[B_DEF_LEADER]!;
  // CC19: Grant takes (or holds) his city on a Soldiers' Battle
  if (result === R_SOLDIERS) {
    if (aCmd >= 0 && c.special[aCmd] === SP_GRANT && !s[B_ATT_LOST]) capture = true;
    if (dCmd >= 0 && c.special[dCmd] === SP_GRANT && defLeft > 0) capture = false;
  }
  if (s[B_ATT_LOST]) {
    // 8.7: not captured if the attacking commander is killed, wounded or sacked (Opt 11 Deathride)
    const deathride = opt(s, O_DEATHRIDE) && result === R_DEF_ROUTED && !s[B_LL_SACKED];
    if (!deathride) capture = false;
  }
  if (attLeft === 0) capture = false; // 8.7: the attacking command was wiped out
  if (capture) {
    setCtrl(s, x, att);
    s[B_CAPTURED] = 1;
    if (defLeft > 0 && !(s[B_FLAGS]! & BF_CAN_RETREAT) && !(def === CSA && isPesthole(c, s, x))) {
      // 8.7 unable to retreat: all units to cadre, leaders sacked
      for (let k = c.sideStart[def]; k < c.sideEnd[def]; k++) {
        if (!(s[C_FLAGS + k]! & F_IN_BATTLE)) continue;
        const l = s[C_LOC + k]!;
        if (l !== LOC_EAST && l !== LOC_WEST) continue;
        if (c.kind[k] === K_LEADER) sack(c, s, k);
        else if (fights(c, k)) unitToCadre(c, s, k);
      }
    }
  }
  // 8.6 disgraced: a disfavored commander who is routed
  if (result === R_ATT_ROUTED && aCmd >= 0 && c.political[aCmd] === -1 && onBoardCard(s, aCmd))
    remove(c, s, aCmd);
  if (result === R_DEF_ROUTED && dCmd >= 0 && c.political[dCmd] === -1 && onBoardCard(s, dCmd))
    remove(c, s, dCmd);
  // 8.6 a leader left with nothing under him at the end of a battle is sacked
  for (let pass = 0; pass < 2; pass++) {
    for (let k = 0; k < c.nc; k++) {
      if (!(s[C_FLAGS + k]! & F_IN_BATTLE) || c.kind[k] !== K_LEADER || !onBoardCard(s, k)) continue;
      if (!hasKids(c, s, k)) sack(c, s, k);
    }
  }
  // 8.3 multiple battles: the cities each defending card has defended this turn
  for (let k = 0; k < c.nc; k++) {
    const f = s[C_FLAGS + k]!;
    if (!(f & F_IN_BATTLE)) continue;
    if (c.cardSide[k] === def && onBoardCard(s, k)) {
      s[C_FLAGS + k] = s[C_FLAGS + k]! | F_DEFENDED;
      if (x < 32) s[C_DEF0 + k] = s[C_DEF0 + k]! | (1 << x);
      else s[C_DEF1 + k] = s[C_DEF1 + k]! | (1 << (x - 32));
    }
  }
  s[B_CAPTURED] = capture ? 1 : 0;
  endAttack(c, s);
}
const onBoardCard = (s: S, k: number): boolean => s[C_LOC + k] === LOC_EAST || s[C_LOC + k] === LOC_WEST;

/** Opt 12: commands fighting from a sea-supplied bridgehead (or Ft Monroe) are tied to it next turn. */
function bridgeheads(c: BvgContent, s: S, bf: number, capture: boolean): void {
  const att = s[B_ATT_SIDE]!;
  const mark = (side: number, f: number, port: number): void => {
    for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
      if (!(s[C_FLAGS + k]! & F_IN_BATTLE) || !onBoardCard(s, k) || s[C_PARENT + k]! >= 0) continue;
      s[C_FLAGS + k] = s[C_FLAGS + k]! | f | F_BR_NEW;
      s[C_BRIDGE + k] = port + 1;
    }
  };
  if (att === USA) {
    if (bf & BF_INVASION) mark(USA, capture ? F_BR_DEF : F_BR_NODEF, s[B_TGT]!);
    else if (s[B_SEA_PORT]! >= 0 && (bf & BF_SEA_ATT || s[B_JUMP] === c.cities.ftMonroe))
      mark(USA, F_BR_DEF, s[B_SEA_PORT]!);
  } else if (bf & BF_SEA_DEF && s[B_DEF_PORT]! >= 0) mark(USA, F_BR_ATT, s[B_DEF_PORT]!);
}

/** End of one attack: turn up A/D cards (8.9), surrender (8.8), victory, then the post-battle windows. */
function endAttack(c: BvgContent, s: S): void {
  if (opt(s, O_ATLANTIC)) bridgeheads(c, s, s[B_FLAGS]!, s[B_CAPTURED] === 1);
  for (let k = 0; k < c.nc; k++) {
    const f = s[C_FLAGS + k]!;
    if (f & (F_IN_BATTLE | F_FD_BATTLE)) s[C_FLAGS + k] = f & ~(F_IN_BATTLE | F_FD_BATTLE);
  }
  fixFavor(c, s, USA);
  fixFavor(c, s, CSA);
  autoSurrender(c, s);
  checkAutomaticVictory(c, s);
  s[B_POST] = 0;
  s[H_PHASE] = PH_POST;
  nextWindow(c, s);
}

// ---- post-battle windows --------------------------------------------------------------------------------------
/** Move to the next window that applies (public conditions only), or back to the Combat Step. */
export function nextWindow(c: BvgContent, s: S): void {
  const att = s[B_ATT_SIDE]!;
  const bf = s[B_FLAGS]!;
  for (;;) {
    const w = s[B_POST]! + 1;
    s[B_POST] = w;
    if (w >= PW_DONE) {
      s[H_PHASE] = PH_COMBAT;
      return;
    }
    if (w === PW_SO191 && att === CSA && nativeOf(c, s, s[B_TGT]!) === USA) {
      s[H_PICK_SIDE] = USA; // CC41: after a CSA attack on a native USA city
      return;
    }
    if (w === PW_DRAFT_RIOTS && s[B_USA_REMOVED]! >= 4) {
      s[H_PICK_SIDE] = CSA; // CC61: four or more Northern steps removed
      return;
    }
    if (w === PW_CHANGE_BASE && opt(s, O_CHANGE_BASE) && s[B_CAPTURED] && bf & BF_CROSS) {
      if (changeBaseOk(c, s)) {
        s[H_PICK_SIDE] = att;
        return;
      }
    }
  }
}

/** Opt 13: the captured city traces supply (by sea too) to a base in the other theater. */
function changeBaseOk(c: BvgContent, s: S): boolean {
  const att = s[B_ATT_SIDE]!;
  const other = 1 - s[B_ATT_TH]!;
  const root = s[B_ATT]!;
  if (root < 0 || !onBoardCard(s, root) || s[C_PARENT + root]! >= 0) return false;
  const b = theaterBits(supplyBits(c, s, att, s[B_TGT]!));
  return (b & (other === EAST ? SB_EAST : SB_WEST)) !== 0;
}

export function legalPost(s: S, out: Int32Array, n: number): number {
  out[n++] = DONE;
  const w = s[B_POST]!;
  if (w === PW_CHANGE_BASE || w === PW_CHANGE_BASE_DEF) out[n++] = enc(OP_YES);
  return n;
}

export function applyPost(c: BvgContent, s: S, op: number): void {
  const w = s[B_POST]!;
  if (op === OP_YES && w === PW_CHANGE_BASE) {
    const root = s[B_ATT]!;
    if (onBoardCard(s, root) && s[C_PARENT + root]! < 0) {
      moveCommand(c, s, root, s[C_LOC + root] === LOC_EAST ? LOC_WEST : LOC_EAST);
    }
    // the defender may follow if he defended across theater lines
    const d = s[B_DEF]!;
    if (s[B_FLAGS]! & BF_DEF_CROSS && d >= 0 && onBoardCard(s, d) && s[C_PARENT + d]! < 0) {
      s[B_POST] = PW_CHANGE_BASE_DEF;
      s[H_PICK_SIDE] = 1 - s[B_ATT_SIDE]!;
      return;
    }
  } else if (op === OP_YES && w === PW_CHANGE_BASE_DEF) {
    const d = s[B_DEF]!;
    if (onBoardCard(s, d) && s[C_PARENT + d]! < 0)
      moveCommand(c, s, d, s[C_LOC + d] === LOC_EAST ? LOC_WEST : LOC_EAST);
  }
  nextWindow(c, s);
}

/** 8.9: at the end of the Combat Step B, C and E cards (and raiders) turn face-up. */
export function endCombatStep(c: BvgContent, s: S): void {
  for (let k = 0; k < c.nc; k++) s[C_FLAGS + k] = s[C_FLAGS + k]! & ~(F_FD_COMBAT | F_RAIDED | F_UNATT_CS);
}
