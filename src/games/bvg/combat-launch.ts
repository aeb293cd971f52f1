/**
 * An attack begins (8.1 step 1: the supply point is spent; 8.2; 9.6 invasions; 3.27/16.3 neutral
 * targets; Optional Rule 7 isolation) and the defender's options are worked out: the theaters he may
 * defend from and whether he can retreat from each (11.4, 11.5, 11.7, 11.8). Part of combat
 * (combat.ts).
 */
import { K_INF, type BvgContent } from './content.js';
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
  B_DOW,
  B_DRM,
  B_FLAGS,
  B_GAP_DIE,
  B_INIT_PEN,
  B_JUMP,
  B_LL_SACKED,
  B_LL_SIDE,
  B_LOSS,
  B_PASSES,
  B_POST,
  B_SEA_PORT,
  B_TGT,
  B_USA_REMOVED,
  B_VIII,
  B_WINNER,
  BF_ATT_ISOLATED,
  BF_BYPASS,
  BF_CROSS,
  BF_INVASION,
  BF_LEADERLESS,
  BF_PORT_DECL,
  BF_SEA_ATT,
  BF_SEA_WEST,
  C_FLAGS,
  C_LOC,
  CSA,
  DO_ALLOW_E,
  DO_ALLOW_W,
  DO_RETREAT_E,
  DO_RETREAT_W,
  DO_SEA_E,
  EAST,
  F_ATTACKED,
  F_FD_COMBAT,
  F_IN_BATTLE,
  H_GAP_REROLL,
  H_PHASE,
  H_SIDE,
  H_SUPPLY,
  H_TURN_FLAGS,
  H_BATTLES,
  LOC_EAST,
  O_INACTIVE_LEFT_OUT,
  O_ISOLATION,
  PH_DEFEND,
  PH_PICK_ATTACKER,
  PH_PORT_DECL,
  TF_ATTACKED,
  TF_INVADED,
  USA,
  WEST,
} from './layout.js';
import {
  attackEdge,
  lastSeaPort,
  neutralAttacked,
  SB_EAST,
  SB_SEA,
  SB_SEA_WEST,
  SB_WEST,
  supplyBits,
  theaterBits,
  usaSquadronWest,
} from './map.js';
import { ctrl, die, flagCommand, isPesthole, nativeOf, onMap, opt, type S } from './state.js';
import { endAttack } from './combat-aftermath.js';

/**
 * A command enters the battle. Cards inactive until the end of the Combat Step (8.9 B, E: moved by rail
 * and attached, or moved between commands after a leader loss) come with it as inactive cards: no
 * strength, but excess losses, the command not wiped out, cadre if it cannot retreat, and "taken part"
 * (8.9). Reading read-8.9-inactive-cards=left-out keeps them out of the battle.
 */
export function joinBattle(c: BvgContent, s: S, root: number, extra: number): void {
  flagCommand(c, s, root, F_IN_BATTLE | extra);
  if (!opt(s, O_INACTIVE_LEFT_OUT)) return;
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
    if (ctrl(s, target) === side) {
      // Opt 2: the die handed the Gap to the attacker; there is no city left to fight for and the
      // attack is over (its supply point spent, 8.1).
      s[B_FLAGS] = bf;
      endAttack(c, s);
      return;
    }
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
function defenderOptions(c: BvgContent, s: S): number {
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
  // 11.6: a USA defence from the East whose only line is by sea is sea-supplied (size limit), whether
  // the target is in the West or in the East itself (Columbia supplied through Charleston).
  let sea = 0;
  if (def === USA && !(raw & SB_EAST) && raw & SB_SEA) sea = DO_SEA_E;
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
