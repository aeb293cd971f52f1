/**
 * The arithmetic of the Advanced naval module (21): worked examples W64 (21.5 Ironclad Strength), W65
 * and W66 (21.6 Naval Examples #1 and #2), W67 (21.6.6 a 1* result), W39 (Map Notes, North Carolina 4)
 * and W36 (4) (Map Notes, How Safe is Cairo?, Running the Guns upriver), on the provisional CRT.
 */
import { describe, expect, it } from 'vitest';
import {
  TGT_CF,
  TGT_ISLAND,
  TGT_OTHER,
  TGT_RUNNER_PORT,
  damagesOf,
  forceFires,
  forceNsp,
  hitsOf,
  ironcladJoins,
  ironcladSaves,
  ironcladStrength,
  navalBattle,
  navalDice,
  navalDrm,
  navalInterception,
  runGuns,
  takeHits,
} from '../../../src/games/uscw/navalbattle.js';
import { column } from '../../../src/games/uscw/battle.js';
import { c } from './fixture.js';

describe('21.5 Union Oceangoing Ironclad Strength', () => {
  it('W64 21.5: the Ironclad Strength is 8 on Turn 16 (attacking Wilmington) and 7 on Turn 15', () => {
    expect(ironcladStrength(16)).toBe(8);
    expect(ironcladStrength(15)).toBe(7);
    expect(ironcladStrength(4)).toBe(2);
    expect(ironcladStrength(1)).toBe(0);
  });

  it('W64 21.5: it joins only with a Naval/Any card, a Union attack with an Oceangoing NSP, against a CF, Island or Blockade-Runner port', () => {
    expect(ironcladJoins(true, true, 5, TGT_RUNNER_PORT)).toBe(true);
    expect(ironcladJoins(true, true, 5, TGT_CF)).toBe(true);
    expect(ironcladJoins(false, true, 5, TGT_CF)).toBe(false);
    expect(ironcladJoins(true, false, 5, TGT_CF)).toBe(false);
    expect(ironcladJoins(true, true, 0, TGT_CF)).toBe(false);
    expect(ironcladJoins(true, true, 5, TGT_OTHER)).toBe(false);
  });

  it('21.5: a single Oceangoing NSP is enough for the Ironclad Strength to join an attack on an Island', () => {
    expect(ironcladJoins(true, true, 1, TGT_ISLAND)).toBe(true);
  });
});

describe('21.6 Naval Battle', () => {
  it('W65 21.6 Naval Example #1: Farragut and 5 NSP (3 AP, no Ironclads) beat Fort Pulaski 1* to 1', () => {
    const union = forceNsp(c, { ships: 5, ironclad: ironcladJoins(false, true, 5, TGT_CF) ? 7 : 0 });
    const csa = forceNsp(c, { ships: 0, cf: true });
    expect([union, csa]).toEqual([5, 4]);
    const drm = navalDrm(true, false, true, false);
    expect(drm).toBe(1);
    expect([navalDice(c, union), navalDice(c, csa)]).toEqual([1, 1]);
    const b = navalBattle(c, union, drm, 4, csa, navalDrm(false, false, false, false), 3);
    expect([hitsOf(b.att), damagesOf(b.att)]).toEqual([1, 1]);
    expect([hitsOf(b.def), damagesOf(b.def)]).toEqual([1, 0]);
    expect(b.attWon).toBe(true);
    // the Union's first hit goes on the fort and does nothing; the CSA hit sinks 1 Union NSP
    expect(takeHits(b.att, true, true, 0)).toEqual({ absorbed: 1, sunk: 0, damaged: 0 });
    expect(takeHits(b.def, false, false, 5)).toEqual({ absorbed: 0, sunk: 1, damaged: 0 });
  });

  it('W66 21.6 Naval Example #2: 12 NSP at +1 (Naval card, T15) vs CF + Battery + Ironclad 8 NSP, both roll 7', () => {
    const iron = ironcladJoins(true, true, 5, TGT_CF) ? ironcladStrength(15) : 0;
    const union = forceNsp(c, { ships: 5, ironclad: iron });
    const csa = forceNsp(c, { ships: c.tables.json.naval.ironcladNsp, cf: true, batteries: 1 });
    expect([union, csa]).toEqual([12, 8]);
    expect([navalDice(c, union), navalDice(c, csa)]).toEqual([2, 2]);
    // the Naval card activated the stack; +1 is Farragut (no second card for the naval battle)
    const b = navalBattle(c, union, navalDrm(true, false, true, false), 7, csa, 0, 7);
    expect([hitsOf(b.att), damagesOf(b.att)]).toEqual([1, 1]);
    expect([hitsOf(b.def), damagesOf(b.def)]).toEqual([1, 0]);
    expect(b.attWon).toBe(true);
    // the hit is absorbed by the fort, the * damages the Ironclad unless the CSA rolls 4-6
    expect(takeHits(b.att, true, true, 1)).toEqual({ absorbed: 1, sunk: 0, damaged: 1 });
    expect(ironcladSaves(1, 3)).toBe(1);
    expect(ironcladSaves(1, 4)).toBe(0);
    expect(ironcladSaves(2, 6)).toBe(1);
    // the Ironclad Strength absorbs nothing: the CSA hit sinks one of the 5 real NSPs
    expect(takeHits(b.def, false, false, 5).sunk).toBe(1);
  });

  it('W67 21.6.6: a 1* result sinks one ship and damages one', () => {
    const rank = 3 * 1 + 2;
    expect(takeHits(rank, false, true, 3)).toEqual({ absorbed: 0, sunk: 1, damaged: 1 });
    // with a fort present the attacker's first hit goes on it
    expect(takeHits(rank, true, true, 3)).toEqual({ absorbed: 1, sunk: 0, damaged: 1 });
    // with no hit the attacker's damage goes on the fort
    expect(takeHits(2, true, true, 3)).toEqual({ absorbed: 1, sunk: 0, damaged: 0 });
    // the defender's hits have no fort to spare the attacker's ships
    expect(takeHits(rank, true, false, 3)).toEqual({ absorbed: 0, sunk: 1, damaged: 1 });
  });

  it("21.6.5: -2 to a Demoralized attacker only, +1 for a Naval Leader on either side, +2 for the attacker's card only", () => {
    expect(navalDrm(true, true, false, false)).toBe(-2);
    expect(navalDrm(false, true, false, false)).toBe(0);
    expect(navalDrm(true, false, false, true)).toBe(2);
    expect(navalDrm(false, false, false, true)).toBe(0);
    expect(navalDrm(false, false, true, false)).toBe(1);
    expect(navalDrm(true, true, true, true)).toBe(1);
  });

  it('21.6.6: a result of no hit and no damage costs a fort nothing; hits sink first and a damage finds no ship left to damage', () => {
    expect(takeHits(0, true, true, 3)).toEqual({ absorbed: 0, sunk: 0, damaged: 0 });
    // a 1* against a single ship: the hit sinks it, the asterisk has nothing left
    expect(takeHits(3 * 1 + 2, false, true, 1)).toEqual({ absorbed: 0, sunk: 1, damaged: 0 });
  });

  it('21.6.5: the defender adds its DRM too: a defending Naval Leader turns 2 against 2 (both roll 4) into a defender win', () => {
    const b = navalBattle(c, 2, 0, 4, 2, navalDrm(false, false, true, false), 4);
    expect([b.att, b.def, b.defWon]).toEqual([2, 3, true]);
  });

  it('W67 21.6.7: a tie is no win for either side', () => {
    const b = navalBattle(c, 4, 0, 4, 4, 0, 4);
    expect([b.attWon, b.defWon]).toEqual([false, false]);
  });

  it('21.6.4: only one 0-NSP unit fires, and none beside a positive force', () => {
    expect(forceFires(c, { ships: 0, zero: true })).toBe(true);
    expect(forceNsp(c, { ships: 0, zero: true })).toBe(0);
    expect(forceFires(c, { ships: 0 })).toBe(false);
  });

  it('W39 Map Notes North Carolina 4: Farragut and 5 NSP attack Roanoke Island (3 NSP) at +1', () => {
    // Roanoke Island: a Fort marker (2) and a River Flotilla (1)
    const csa = forceNsp(c, { ships: 1, fort: true });
    expect(csa).toBe(3);
    const drm = navalDrm(true, false, true, false);
    expect(drm).toBe(1);
    // 5 NSP fight on the 5-6 column, 3 NSP on the 3-4 column, one die each
    expect([column(c, 5), column(c, csa)].map((k) => c.tables.crt[k]!.label)).toEqual(['5-6', '3-4']);
    // both roll 3: Union 3 + 1 = 4 gives 1d, the island's 3 gives 1 -> a Union naval win
    const b = navalBattle(c, 5, drm, 3, csa, 0, 3);
    expect([b.att, b.def, b.attWon]).toEqual([4, 3, true]);
  });
});

describe('21.13 Running the Guns', () => {
  it('W36 (4) How Safe is Cairo?: 2 NSP running upriver past the Cairo fort get at least 1 through in 20 of 36', () => {
    let ok = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) if (runGuns(c, 2, 2, true, [a, b]).through >= 1) ok++;
    expect(ok).toBe(20);
  });

  it('21.13: downriver the guard rolls once, diamonds turn nobody back, and 0 NSP never fires', () => {
    let ok = 0;
    for (let a = 1; a <= 6; a++) if (runGuns(c, 2, 2, false, [a]).through === 2) ok++;
    // rolls 1-4 give 0 or a diamond on the 2 column at -2; 5-6 an asterisk (one damaged)
    expect(ok).toBe(4);
    expect(runGuns(c, 2, 2, false, [6])).toEqual({ sunk: 0, damaged: 1, turnedBack: 0, through: 1 });
    expect(runGuns(c, 0, 2, true, [6, 6]).through).toBe(2);
  });

  it('21.13 Up River: one ship running past 3 NSPs: the hit (roll 4 at -2) sinks it, the asterisk (roll 3) has no ship left to damage', () => {
    expect(runGuns(c, 3, 1, true, [4, 3])).toEqual({ sunk: 1, damaged: 0, turnedBack: 0, through: 0 });
  });

  it('21.13 Up River: one ship running past 3 NSPs: the hit (roll 4) sinks it, the diamond (roll 2) has no ship left to turn back', () => {
    expect(runGuns(c, 3, 1, true, [4, 2])).toEqual({ sunk: 1, damaged: 0, turnedBack: 0, through: 0 });
  });

  it('21.13 Up River: one ship damaged (an asterisk, roll 5) is not also turned back by the diamond (roll 3)', () => {
    expect(runGuns(c, 2, 1, true, [5, 3])).toEqual({ sunk: 0, damaged: 1, turnedBack: 0, through: 0 });
  });
});

describe('21.4.2 Naval Interception', () => {
  it('W68 fourth map 21.4.2: either side intercepts a stack entering its ZOI on 2d6 >= 7', () => {
    expect(navalInterception(7, false, false)).toBe(true);
    expect(navalInterception(6, false, false)).toBe(false);
    expect(navalInterception(6, true, false)).toBe(true);
    expect(navalInterception(7, false, true)).toBe(false);
  });
});
