/**
 * Command Control [11.0-11.2] and attrition [12].
 *
 *  - Command Control Phase: the phasing player rolls one die and reads the table at his level for
 *    the turn; army units in hexes whose number ends in the listed digits are inactive for the
 *    Player-Turn [11.0]: they may not move, attack, fortify or change their fort status [11.1, 14.2].
 *    A leader lowers the level of army units stacked with or next to him by his rating [11.3]; a
 *    level of 0 or less leaves them active (§11.15). Naval, riverine and USMRR units and leaders are
 *    not army units and are never inactive [10.53].
 *  - The levels the track leaves unreadable come from the readings `csa-cc-1863-65` (GT7-16) and
 *    `usa-cc-1865` (GT15-16).
 *  - Attrition Phase, summer and autumn turns only [12.0, 12.2]: one die per hex holding the phasing
 *    player's land SP, losses by the SP in the hex [12.1]; taken outside forts first (the owner's
 *    choice, automatic here); intrinsic city points never suffer attrition.
 */
import { CH_TURN, chanceAt } from '../../core/header.js';
import { rollD6 } from '../../core/rng.js';
import type { AcwContent } from './content.js';
import { HEXES, hexId } from './grid.js';
import { CSA, G_CC_ROLL, G_PHASING, USA } from './layout.js';
import { ccReduction, displaceLeaders } from './leaders.js';
import { O_CSA_CC1, O_CSA_CC2, O_CSA_CC3, O_USA65_CC1, O_USA65_CC2, O_USA65_CC3, opt } from './options.js';
import {
  field,
  fortSP,
  garrison,
  landSP,
  occupant,
  setField,
  setFort,
  setFortMovable,
  setGarrison,
  setInactive,
  setInactiveRow,
  lose,
  type S,
} from './state.js';

/** The Command Control level of `side` on the current turn, readings applied. */
export function ccLevel(c: AcwContent, s: S, side: number): number {
  const gt = s[CH_TURN]!;
  const fixed = (one: number, two: number, three: number): number =>
    opt(s, one) ? 1 : opt(s, two) ? 2 : opt(s, three) ? 3 : c.tables.cc[side * 17 + gt]!;
  if (side === CSA && gt >= 7) return fixed(O_CSA_CC1, O_CSA_CC2, O_CSA_CC3);
  if (side === USA && gt >= 15) return fixed(O_USA65_CC1, O_USA65_CC2, O_USA65_CC3);
  return c.tables.cc[side * 17 + gt]!;
}

/** Is a hex numbered `id` inactive at `level` on `roll`? [11.11] */
export function inactiveDigit(c: AcwContent, level: number, roll: number, id: number): boolean {
  if (level <= 0) return false;
  return (c.tables.ccMask[(Math.min(5, level) - 1) * 6 + roll - 1]! & (1 << (id % 10))) !== 0;
}

/** Roll and mark the inactive SP of the phasing side [11.0]. */
export function commandControl(c: AcwContent, s: S): void {
  const side = s[G_PHASING]!;
  const roll = rollD6(s, chanceAt(0));
  s[G_CC_ROLL] = roll;
  const base = ccLevel(c, s, side);
  for (let h = 0; h < HEXES; h++) {
    if (occupant(s, h) !== side) {
      setInactive(s, h, 0);
      setFortMovable(s, h, 0);
      setInactiveRow(s, h, false);
      continue;
    }
    const off = inactiveDigit(c, base - ccReduction(s, side, h), roll, hexId(h));
    setInactiveRow(s, h, off);
    setInactive(s, h, off ? field(s, h) : 0);
    setFortMovable(s, h, off ? 0 : fortSP(s, h));
  }
}

/** The Attrition Table [12.1]: SP lost on a roll for a hex of `sp` SP. */
export function attritionLoss(c: AcwContent, sp: number, roll: number): number {
  let col = 0;
  while (col + 1 < c.tables.attritionCols.length && sp >= c.tables.attritionCols[col + 1]!) col++;
  return c.tables.attritionRows[(roll - 1) * 8 + col]!;
}

/** The Attrition Phase [12.2]. */
export function attrition(c: AcwContent, s: S): void {
  if (!c.tables.attrition[s[CH_TURN]!]) return;
  const side = s[G_PHASING]!;
  for (let h = 0; h < HEXES; h++) {
    if (occupant(s, h) !== side) continue;
    let loss = Math.min(landSP(s, h), attritionLoss(c, landSP(s, h), rollD6(s, chanceAt(0))));
    if (loss === 0) continue;
    lose(s, side, loss);
    const f = Math.min(field(s, h), loss);
    setField(s, h, field(s, h) - f, side);
    loss -= f;
    const g = Math.min(fortSP(s, h), loss);
    setFort(s, h, fortSP(s, h) - g, side);
    loss -= g;
    setGarrison(s, h, garrison(s, h) - Math.min(garrison(s, h), loss), side);
  }
  displaceLeaders(s);
}
