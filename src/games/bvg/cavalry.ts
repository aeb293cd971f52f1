/**
 * 10.3 Cavalry Raids: once per turn in the Combat Step the phasing side commits free cavalry (units
 * unattached to a leader at the start of the Combat Step, cavalry pairs included, not in combat this
 * step), the defender commits his free cavalry, and the difference of strengths destroys supply:
 *   raider has cavalry and the defender none -> 1; superiority 4-7 -> 1; 8+ -> 2
 * (the larger result applies; reading option: they add up). No dice, no supply cost. Committed units
 * are face-down until the end of the Combat Step. XVI Corps counts as cavalry for defending against
 * raids when alone in the West, and raids in a pair (CC49).
 */
import { DONE, enc, OP_DONE, OP_RAID, OP_RAID_ADD } from './actions.js';
import { xviAsCav } from './commands.js';
import { K_CAV, SP_XVI, type BvgContent } from './content.js';
import {
  B_RAID,
  C_FLAGS,
  C_LOC,
  C_PARENT,
  F_ATTACKED,
  F_DEFENDED,
  F_FD_COMBAT,
  F_IN_BATTLE,
  F_RAID,
  F_RAIDED,
  F_UNATT_CS,
  FD_ANY,
  H_PHASE,
  H_SIDE,
  H_SUPPLY,
  H_TURN_FLAGS,
  LOC_EAST,
  LOC_WEST,
  O_RAID_SUM,
  PH_COMBAT,
  PH_RAID_ATT,
  PH_RAID_DEF,
  TF_FREE_TURN,
  TF_RAIDED,
} from './layout.js';
import { opt, strengthOf, type S } from './state.js';

/** 10.3: mark the free cavalry of both sides at the start of the Combat Step. */
export function markFreeCavalry(c: BvgContent, s: S): void {
  for (let k = 0; k < c.nc; k++) {
    s[C_FLAGS + k] = s[C_FLAGS + k]! & ~F_UNATT_CS;
    const l = s[C_LOC + k]!;
    if (l !== LOC_EAST && l !== LOC_WEST) continue;
    const p = s[C_PARENT + k]!;
    const pairRoot = p < 0 || c.kind[p] === K_CAV || c.special[p] === SP_XVI;
    if ((c.kind[k] === K_CAV || xviAsCav(c, s, k)) && pairRoot) s[C_FLAGS + k] = s[C_FLAGS + k]! | F_UNATT_CS;
  }
}

/** May card k take part in a raid (as raider, or defending against one)? */
function raidEligible(c: BvgContent, s: S, k: number, raider: boolean): boolean {
  const f = s[C_FLAGS + k]!;
  if (!(f & F_UNATT_CS) || f & (FD_ANY | F_RAIDED | F_RAID | F_ATTACKED | F_DEFENDED | F_IN_BATTLE))
    return false;
  const l = s[C_LOC + k]!;
  if (l !== LOC_EAST && l !== LOC_WEST) return false;
  if (c.kind[k] === K_CAV) return true;
  if (c.special[k] !== SP_XVI) return false;
  // CC49: alone, the XVI Corps only defends against raids; in a pair it raids too.
  const side = c.cardSide[k]!;
  let paired = s[C_PARENT + k]! >= 0;
  for (let j = c.sideStart[side]; j < c.sideEnd[side] && !paired; j++)
    if (s[C_PARENT + j] === k) paired = true;
  return !raider || paired;
}

/** RAID is legal: none made this turn, not the Copperheads free turn, the enemy has supply. */
export function legalRaidStart(c: BvgContent, s: S, out: Int32Array, n: number): number {
  const side = s[H_SIDE]!;
  if (s[H_TURN_FLAGS]! & (TF_RAIDED | TF_FREE_TURN) || s[H_SUPPLY + 1 - side]! <= 0) return n;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
    if (raidEligible(c, s, k, true)) {
      out[n++] = enc(OP_RAID);
      break;
    }
  }
  return n;
}

export function startRaid(s: S): void {
  s[H_TURN_FLAGS] = s[H_TURN_FLAGS]! | TF_RAIDED;
  s[B_RAID] = 0;
  s[B_RAID + 1] = 0;
  s[H_PHASE] = PH_RAID_ATT;
}

export function legalRaid(c: BvgContent, s: S, out: Int32Array, n: number): number {
  const raider = s[H_PHASE] === PH_RAID_ATT;
  const side = raider ? s[H_SIDE]! : 1 - s[H_SIDE]!;
  let committed = false;
  for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++) {
    if (s[C_FLAGS + k]! & F_RAID) committed = true;
    else if (raidEligible(c, s, k, raider)) out[n++] = enc(OP_RAID_ADD, k);
  }
  if (!raider || committed) out[n++] = DONE;
  return n;
}

export function applyRaid(c: BvgContent, s: S, op: number, k: number): void {
  const raider = s[H_PHASE] === PH_RAID_ATT;
  if (op === OP_RAID_ADD) {
    s[C_FLAGS + k] = s[C_FLAGS + k]! | F_RAID;
    const side = c.cardSide[k]!;
    s[B_RAID + side] = s[B_RAID + side]! + strengthOf(c, s, k);
    return;
  }
  if (op !== OP_DONE) return;
  if (raider) {
    s[H_PHASE] = PH_RAID_DEF;
    return;
  }
  resolveRaid(c, s);
}

/** 10.3 procedure: supply points destroyed. */
function raidResult(s: S, raid: number, defence: number, defenderHasCav: boolean): number {
  const a = raid > 0 && !defenderHasCav ? 1 : 0;
  const diff = raid - defence;
  const b = diff >= 8 ? 2 : diff >= 4 ? 1 : 0;
  return opt(s, O_RAID_SUM) ? a + b : Math.max(a, b);
}

function resolveRaid(c: BvgContent, s: S): void {
  const side = s[H_SIDE]!;
  const opp = 1 - side;
  let defCav = false;
  for (let k = 0; k < c.nc; k++) {
    if (!(s[C_FLAGS + k]! & F_RAID)) continue;
    if (c.cardSide[k] === opp) defCav = true;
    s[C_FLAGS + k] = (s[C_FLAGS + k]! & ~F_RAID) | F_RAIDED | F_FD_COMBAT;
  }
  const lost = raidResult(s, s[B_RAID + side]!, s[B_RAID + opp]!, defCav);
  s[H_SUPPLY + opp] = Math.max(0, s[H_SUPPLY + opp]! - lost);
  s[H_PHASE] = PH_COMBAT;
}
