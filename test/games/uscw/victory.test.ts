/**
 * Victory (19.3; S1.2, S2.2): worked examples W75-W78 — burned BP keep counting, Invasion VP and
 * Fading Glory, the Benchmark and the automatic victory at ±12, the scenario balances at the start.
 */
import { describe, expect, it } from 'vitest';
import { CH_MARGIN, CH_TERMINAL, CH_TURN, CH_VICTORY, CH_WINNER } from '../../../src/core/header.js';
import { endPhase } from '../../../src/games/uscw/endphase.js';
import { G_BURNED, G_INVADE, G_MISS, G_NEED, G_PANIC } from '../../../src/games/uscw/layout.js';
import { NF_OBJ, NF_RES, SK_BORDER } from '../../../src/games/uscw/mapmodel.js';
import { unionMississippi } from '../../../src/games/uscw/naval.js';
import { removeSp, setMarker } from '../../../src/games/uscw/state.js';
import {
  benchmark,
  csaVp,
  marginHalves,
  scenarioNetHalves,
  unionVp,
  V_AUTOMATIC,
  V_CAMPAIGN,
  V_ELECTION,
  V_SCENARIO,
} from '../../../src/games/uscw/victory.js';
import { CSA, USA, blank, c, d, node, put, uscw, type S } from './fixture.js';

/** A campaign (or `scenario`) position at `turn` where the Union has exactly `us` VP and the CSA `cs` (before the End Phase). */
function vpAt(
  turn: number,
  us: number,
  cs: number,
  options?: Record<string, boolean>,
  scenario = 'campaign',
): S {
  const s = blank({ scenario, turn, options });
  put(s, 'Columbus KY', CSA, 1); // a Border-state Objective hex held: no Fading Glory (19.3.2)
  s[G_MISS] = unionMississippi(c, d(s).nav) ? 1 : 0;
  s[G_BURNED] = s[G_BURNED]! + us - unionVp(c, s);
  s[G_INVADE] = cs;
  return s;
}

describe('19.3 Victory Points', () => {
  it('W75 19.3.1: Charleston (3 BP) destroyed by the Union and retaken by the CSA at 1 BP still counts 2 VP for the Union', () => {
    const s = blank({ turn: 9 });
    const before = unionVp(c, s);
    put(s, 'Charleston', USA, 2);
    expect(unionVp(c, s)).toBe(before + 3);
    endPhase(c, s); // the End-Phase marker destroys it (6.4.1)
    s[CH_TURN] = 10;
    removeSp(c, s, node('Charleston'), USA, 2);
    put(s, 'Charleston', CSA, 1);
    setMarker(c, s, node('Charleston'), -1);
    expect(d(s).ctrl[node('Charleston')]).toBe(CSA);
    expect(unionVp(c, s)).toBe(before + 2);
  });

  it('W76 19.3.2: Harrisburg held at the end of T5 is 2 VP, with Baltimore at the end of T6 6 VP, nothing in the North at T7 5 VP', () => {
    const s = vpAt(5, 14, 0);
    put(s, 'Harrisburg', CSA, 1);
    endPhase(c, s);
    expect(csaVp(s)).toBe(2);
    s[CH_TURN] = 6;
    s[G_BURNED] = s[G_BURNED]! + 4;
    put(s, 'Baltimore', CSA, 1);
    endPhase(c, s);
    expect(csaVp(s)).toBe(6);
    s[CH_TURN] = 7;
    for (const p of ['Harrisburg', 'Baltimore', 'Columbus KY']) {
      removeSp(c, s, node(p), CSA, 1);
      setMarker(c, s, node(p), -1);
    }
    // and no Border-state Objective or Resource hex held: Union forces in those the blank board left CSA
    const m = c.map;
    const ctrl = d(s).ctrl;
    for (let n = 0; n < m.nh; n++)
      if (m.states[m.stateOf[n]!]!.kind === SK_BORDER && m.flags[n]! & (NF_OBJ | NF_RES) && ctrl[n] === CSA)
        put(s, m.grid.id(m.hexOfNode[n]!), USA, 1);
    endPhase(c, s);
    expect(s[CH_TERMINAL]).toBe(0);
    expect(csaVp(s)).toBe(5); // Fading Glory: -1
  });

  it('W77 19.3.4: at the end of T11, Union 27 and CSA 3 is 6 behind the Benchmark of 30: the game goes on', () => {
    expect(benchmark(c, vpAt(11, 0, 0))).toBe(30); // the one Benchmark value the rulebook states
    const s = vpAt(11, 27, 3);
    endPhase(c, s);
    expect(unionVp(c, s) - csaVp(s)).toBe(24);
    expect(s[CH_TERMINAL]).toBe(0);
  });

  it('19.3.4: 12 behind the Benchmark is a Confederate automatic victory, 12 ahead a Union one', () => {
    const behind = vpAt(11, 21, 3);
    endPhase(c, behind);
    expect([behind[CH_TERMINAL], behind[CH_WINNER], behind[CH_VICTORY]]).toEqual([1, CSA, V_AUTOMATIC]);
    const short = vpAt(11, 22, 3);
    endPhase(c, short);
    expect(short[CH_TERMINAL]).toBe(0);
    const ahead = vpAt(11, 45, 3);
    endPhase(c, ahead);
    expect([ahead[CH_TERMINAL], ahead[CH_WINNER], ahead[CH_VICTORY]]).toEqual([1, USA, V_AUTOMATIC]);
    const nearly = vpAt(11, 44, 3);
    endPhase(c, nearly);
    expect(nearly[CH_TERMINAL]).toBe(0);
  });

  it("W78 S1.2, S2.2: the 1861 start is worth 3 of the Union's 5 VP, the 1862 start net 4.5 of 24", () => {
    const s61 = uscw.create({ scenario: '1861', seed: 1 });
    expect(unionVp(c, s61)).toBe(2); // Harper's Ferry, Wheeling
    expect(scenarioNetHalves(c, s61)).toBe(6);
    const s62 = uscw.create({ scenario: '1862', seed: 1 });
    expect(unionVp(c, s62)).toBe(4); // Harper's Ferry and the three WV hexes
    expect(d(s62).ctrl[node('Bowling Green')]).toBe(CSA);
    expect(d(s62).ctrl[node('Columbus KY')]).toBe(CSA);
    expect(scenarioNetHalves(c, s62)).toBe(9);
  });
});

describe('19.3, S1.2, S4.2 the VP sums', () => {
  it('19.3.1: the whole Mississippi under Union naval control is +3 Union VP; 19.3.2: National Panic is +3 CSA VP', () => {
    const s = blank({ turn: 9 });
    const us = unionVp(c, s);
    s[G_MISS] = 1;
    expect(unionVp(c, s)).toBe(us + 3);
    s[G_INVADE] = 2;
    s[G_PANIC] = 1;
    expect(csaVp(s)).toBe(5);
  });

  it('S1.2: the scenario net is Union less CSA VP (in half VP), less 1 VP per Border-state Objective hex the CSA holds', () => {
    const s = blank();
    const net = scenarioNetHalves(c, s);
    s[G_INVADE] = 2;
    expect(scenarioNetHalves(c, s)).toBe(net - 4);
    put(s, 'Harrisburg', CSA, 1); // a Northern Objective hex: no scenario-end bonus
    expect(scenarioNetHalves(c, s)).toBe(net - 4);
    const us = unionVp(c, s);
    put(s, 'Columbus KY', CSA, 1);
    expect(scenarioNetHalves(c, s)).toBe(net - 4 - 2 - 2 * (us - unionVp(c, s)));
  });

  it("S1.2 and S4.2: the margin is the scenario net less what the Union needs; in the campaign the net VP against the Benchmark (gross by 'read-campaign-gross')", () => {
    const s = blank();
    expect(marginHalves(c, s)).toBe(scenarioNetHalves(c, s) - 2 * s[G_NEED]!);
    expect(marginHalves(c, vpAt(11, 27, 3))).toBe(2 * (24 - 30));
    expect(marginHalves(c, vpAt(11, 27, 3, { 'read-campaign-gross': true }))).toBe(2 * (27 - 30));
  });
});

/** The outcome an End Phase recorded: [terminal, winner, victory, margin in half VP, turn]. */
function outcome(s: S): number[] {
  return [s[CH_TERMINAL]!, s[CH_WINNER]!, s[CH_VICTORY]!, s[CH_MARGIN]!, s[CH_TURN]!];
}

describe('19.3.4, S4.2, S4.3 the End Phase ends the game', () => {
  it('19.3.4: an automatic victory ends the game in the End Phase, the margin in half VP from the Benchmark; no next turn', () => {
    const behind = vpAt(11, 21, 3); // 18 against 30
    endPhase(c, behind);
    expect(outcome(behind)).toEqual([1, CSA, V_AUTOMATIC, 2 * (18 - 30), 11]);
    const ahead = vpAt(11, 45, 3); // 42 against 30
    endPhase(c, ahead);
    expect(outcome(ahead)).toEqual([1, USA, V_AUTOMATIC, 2 * (42 - 30), 11]);
  });

  it('S4.3: on Turn 18 the check is made 5 VP lower: 9 behind the Benchmark of 51 is the 1864 election lost, 12 behind an automatic victory', () => {
    expect(benchmark(c, vpAt(18, 0, 0))).toBe(51);
    const election = vpAt(18, 45, 3); // 42: 9 behind
    endPhase(c, election);
    expect(outcome(election)).toEqual([1, CSA, V_ELECTION, 2 * (42 - 5 - 51), 18]);
    const automatic = vpAt(18, 42, 3); // 39: 12 behind, lost without the election
    endPhase(c, automatic);
    expect(outcome(automatic)).toEqual([1, CSA, V_AUTOMATIC, 2 * (39 - 5 - 51), 18]);
    const before = vpAt(17, 45, 3); // the same 42 on Turn 17 (Benchmark 48): 6 behind, the game goes on
    endPhase(c, before);
    expect([before[CH_TERMINAL], before[CH_TURN]]).toEqual([0, 18]);
  });

  it('S4.2: after Turn 20 the Union needs 60 net VP: 60 wins it (margin 0), 59 loses it; a turn earlier the game goes on', () => {
    const won = vpAt(20, 63, 3);
    endPhase(c, won);
    expect(outcome(won)).toEqual([1, USA, V_CAMPAIGN, 0, 20]);
    const lost = vpAt(20, 62, 3);
    endPhase(c, lost);
    expect(outcome(lost)).toEqual([1, CSA, V_CAMPAIGN, -2, 20]);
    const gross = vpAt(20, 62, 3, { 'read-campaign-gross': true }); // S4.2 read gross: 62 VP, 2 above
    endPhase(c, gross);
    expect(outcome(gross)).toEqual([1, USA, V_CAMPAIGN, 4, 20]);
    const earlier = vpAt(19, 63, 3);
    endPhase(c, earlier);
    expect([earlier[CH_TERMINAL], earlier[CH_TURN]]).toEqual([0, 20]);
  });

  it("S2.2: at the end of the 1862 scenario (Turn 8) the Union needs its 24 net VP: the net in half VP is the margin, a tie the Union's", () => {
    const s = vpAt(8, 20, 0, undefined, '1862'); // 20 against the Benchmark of 21: no automatic victory
    const net = scenarioNetHalves(c, s);
    s[G_NEED] = Math.floor(net / 2);
    const tie = s.slice();
    endPhase(c, s);
    expect(outcome(s)).toEqual([1, USA, V_SCENARIO, net % 2, 8]);
    tie[G_INVADE] = 1; // 1 CSA VP more: 2 half VP short
    endPhase(c, tie);
    expect(outcome(tie)).toEqual([1, CSA, V_SCENARIO, (net % 2) - 2, 8]);
  });
});
