/**
 * What a force's arrival in a space does (arrival.ts), on a small map: the enemy Control marker goes
 * (6.2.2), enemy Generals alone are Displaced (7.6), an enemy Fort under construction is removed
 * (10.2.2), Kentucky's neutrality ends (17.1.3), National Panic (19.3.2), On to Richmond (4.1.4) and,
 * in the Advanced game, Confederate Naval Batteries caught alone (21.10).
 */
import { describe, expect, it } from 'vitest';
import { afterArrival } from '../../../src/games/uscw/arrival.js';
import { NEUTRAL } from '../../../src/games/uscw/control.js';
import { A_SP, G_BORDER, G_OTR, G_PANIC, G_PHASING, GS_DISPLACED } from '../../../src/games/uscw/layout.js';
import { C_BATT, addNf, nf } from '../../../src/games/uscw/navalunits.js';
import { buildStage, genStatus, marker, setBuild } from '../../../src/games/uscw/state.js';
import { ADV, CSA, USA, blank, gi, mark, mini, node, put, type S } from './fixture.js';

/**
 * Virginia (column 10-11), Kentucky (12), Washington DC (13), Tennessee (14): R (2010) a Virginia
 * Resource hex, V (2011) a Virginia Town, K (2012) a Kentucky Town, Washington (2013) the national
 * capital, N (2014) a Tennessee Resource hex.
 */
const map = mini({
  rows: ['ccccc', 'ccccc'],
  states: ['VVKDT', 'VVKDT'],
  places: [
    { hex: 2010, name: 'R', state: 'VA', bp: 1 },
    { hex: 2011, name: 'V', state: 'VA' },
    { hex: 2012, name: 'K', state: 'KY' },
    { hex: 2013, name: 'Washington', state: 'DC', city: true, obj: true, cap: 'nat' },
    { hex: 2014, name: 'N', state: 'TN', bp: 1 },
  ],
});
const at = (where: string | number): number => node(where, map);

/** `side`'s force of `sp` SPs (0: a General alone) arrives at `where` on Turn `turn`. */
function arrive(s: S, side: number, where: string | number, sp: number): number {
  const v = at(where);
  s[G_PHASING] = side;
  s[A_SP] = sp;
  if (sp) put(s, where, side, sp, [], map);
  afterArrival(map, s, v);
  return v;
}

describe('arrival in a space', () => {
  it("6.2.2: entering a space removes the enemy's Control marker, not one's own", () => {
    const s = blank({ content: map });
    mark(s, 'V', CSA, map);
    mark(s, 'R', USA, map);
    expect(marker(map, s, arrive(s, USA, 'V', 1))).toBe(-1);
    expect(marker(map, s, arrive(s, USA, 'R', 1))).toBe(USA);
  });

  it('7.6: enemy Generals alone in the space entered are Displaced; with their SPs they stay', () => {
    const s = blank({ content: map });
    put(s, 'V', CSA, 0, ['lee'], map);
    put(s, 'R', CSA, 1, ['jackson'], map);
    arrive(s, USA, 'V', 2);
    arrive(s, USA, 'R', 2);
    expect(genStatus(map, s, gi('lee', map))).toBe(GS_DISPLACED);
    expect(genStatus(map, s, gi('jackson', map))).not.toBe(GS_DISPLACED);
  });

  it("10.2.2: an enemy Fort under construction found alone is removed; one's own is kept", () => {
    const s = blank({ content: map });
    setBuild(map, s, at('V'), 1, CSA);
    setBuild(map, s, at('R'), 1, USA);
    arrive(s, USA, 'V', 1);
    arrive(s, USA, 'R', 1);
    expect([buildStage(map, s, at('V')), buildStage(map, s, at('R'))]).toEqual([0, 1]);
  });

  it('17.1.3: a force entering neutral Kentucky before 1862 brings Kentucky in on the other side', () => {
    const s = blank({ content: map, turn: 3 });
    s[G_BORDER + 1] = NEUTRAL;
    arrive(s, CSA, 'V', 1);
    expect(s[G_BORDER + 1]).toBe(NEUTRAL); // Virginia is not Kentucky
    arrive(s, CSA, 'K', 1);
    expect(s[G_BORDER + 1]).toBe(USA);
    const t = blank({ content: map, turn: 2 });
    t[G_BORDER + 1] = NEUTRAL;
    arrive(t, USA, 'K', 1);
    expect(t[G_BORDER + 1]).toBe(CSA);
  });

  it('17.1.3: from 1862 (Turn 4) entering Kentucky changes nothing here (it turned Union at the start of the turn)', () => {
    const s = blank({ content: map, turn: 4 });
    s[G_BORDER + 1] = NEUTRAL;
    arrive(s, CSA, 'K', 1);
    expect(s[G_BORDER + 1]).toBe(NEUTRAL);
  });

  it('19.3.2 National Panic: the first Confederate SP in Washington; not a General alone, not the Union', () => {
    const s = blank({ content: map });
    arrive(s, USA, 'Washington', 1);
    expect(s[G_PANIC]).toBe(0);
    arrive(s, CSA, 'Washington', 0);
    expect(s[G_PANIC]).toBe(0);
    arrive(s, CSA, 'V', 1);
    expect(s[G_PANIC]).toBe(0);
    arrive(s, CSA, 'Washington', 1);
    expect(s[G_PANIC]).toBe(1);
  });

  it('4.1.4 On to Richmond: the Union taking a Virginia hex with a Resource Hex satisfies it; a Town without one, or Tennessee, does not', () => {
    const s = blank({ content: map });
    s[G_OTR] = 1;
    arrive(s, USA, 'V', 1);
    arrive(s, USA, 'N', 1);
    expect(s[G_OTR]).toBe(1);
    arrive(s, CSA, 'R', 1);
    expect(s[G_OTR]).toBe(1);
    arrive(s, USA, 'R', 1);
    expect(s[G_OTR]).toBe(2);
    const none = blank({ content: map });
    arrive(none, USA, 'R', 1);
    expect(none[G_OTR]).toBe(0); // no On to Richmond this phase
  });

  it('21.10 (Advanced): Union SPs entering a space with Confederate Naval Batteries alone eliminate them', () => {
    const s = blank({ content: map, options: ADV });
    for (const p of ['V', 'R', 'K']) addNf(map, s, at(p), CSA, C_BATT, 1);
    put(s, 'K', CSA, 1, [], map);
    arrive(s, USA, 'V', 1);
    arrive(s, USA, 'R', 0); // a General alone
    arrive(s, USA, 'K', 1); // the battery is not alone (a battle is fought first)
    expect([
      nf(map, s, at('V'), CSA, C_BATT),
      nf(map, s, at('R'), CSA, C_BATT),
      nf(map, s, at('K'), CSA, C_BATT),
    ]).toEqual([0, 1, 1]);
    const basic = blank({ content: map });
    addNf(map, basic, at('V'), CSA, C_BATT, 1);
    arrive(basic, USA, 'V', 1);
    expect(nf(map, basic, at('V'), CSA, C_BATT)).toBe(1);
  });

  it("21.10 (Advanced): a Confederate force entering its own Naval Battery's space leaves the Battery", () => {
    const s = blank({ content: map, options: ADV });
    addNf(map, s, at('V'), CSA, C_BATT, 1);
    s[G_PHASING] = CSA;
    s[A_SP] = 2; // the moving stack's SPs: set down in the space only when the activation ends
    afterArrival(map, s, at('V'));
    expect(nf(map, s, at('V'), CSA, C_BATT)).toBe(1);
  });

  it('17.1.3: once Kentucky has joined a side, a later entry in 1861 changes nothing', () => {
    const s = blank({ content: map, turn: 2 });
    s[G_BORDER + 1] = USA; // joined the Union after a Confederate invasion
    arrive(s, USA, 'K', 1);
    expect(s[G_BORDER + 1]).toBe(USA);
  });
});
