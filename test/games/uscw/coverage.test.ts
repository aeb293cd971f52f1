/**
 * Rule coverage (src/games/uscw/coverage.ts): for every counted optional rule, a constructed position
 * where its rule bites (its counter moves) and one where it cannot (its counter stays at 0, the switch
 * on).
 */
import { describe, expect, it } from 'vitest';
import { G_CURSOR, G_DEC, G_MAINT, B_MORALE } from '../../../src/games/uscw/layout.js';
import { NF_SALT } from '../../../src/games/uscw/mapmodel.js';
import { decide, P_REINF, P_SM, toPhase } from '../../../src/games/uscw/phase.js';
import { reactDrm } from '../../../src/games/uscw/reaction.js';
import { R_CSA_SP, reinforcementStep } from '../../../src/games/uscw/reinforce.js';
import { setBit } from '../../../src/games/uscw/state.js';
import { smStep } from '../../../src/games/uscw/strategic.js';
import {
  A,
  USA,
  CSA,
  act,
  blank,
  c,
  dice,
  gi,
  legalOp,
  mini,
  node,
  put,
  rank,
  step,
  uscw,
  type S,
} from './fixture.js';

const count = (s: S, id: string): number => uscw.ruleCounts!(s)[id] ?? 0;

describe('uscw rule coverage: each counted rule counts where it bites, and only there', () => {
  it('22.1 political Strategic Movement: counted once the stars hold the last SPs back', () => {
    const run = (gens: readonly string[]): S => {
      const s = blank({ options: { 'r22.1-political-sm': true } });
      const from = put(s, 'Columbus', USA, 8, gens);
      for (const g of gens) rank(s, g, g === 'grant' ? 3 : 2);
      toPhase(s, P_SM);
      s[G_CURSOR] = 0;
      smStep(c, s);
      decide(s, A.D_SM, USA);
      act(s, A.OP_SM_FROM, from, A.SM_RAIL);
      act(s, A.OP_SM_TO, A.xOf(legalOp(s, A.OP_SM_TO)[0]!));
      while (s[G_DEC] === A.D_SM_TO) act(s, A.OP_DONE);
      act(s, A.OP_DONE);
      return s;
    };
    expect(count(run(['grant', 'sherman', 'thomas']), 'r22.1-political-sm')).toBe(1); // 7 SP, 7 stars
    expect(count(run([]), 'r22.1-political-sm')).toBe(0);
  });

  it('22.2 Salt: counted when the CSA SP segment loses Salt BP (two Salt hexes Union-held), not for one', () => {
    const run = (k: number): S => {
      const s = blank({ turn: 5, options: { 'r22.2-salt': true } });
      let placed = 0;
      for (let n = 0; n < c.map.nh && placed < k; n++)
        if (c.map.flags[n]! & NF_SALT) {
          put(s, c.map.grid.id(c.map.hexOfNode[n]!), USA, 1);
          placed++;
        }
      s[G_MAINT] = 0;
      toPhase(s, P_REINF);
      s[G_DEC] = A.D_NONE;
      s[G_CURSOR] = R_CSA_SP;
      reinforcementStep(c, s);
      return s;
    };
    expect(count(run(2), 'r22.2-salt')).toBe(1);
    expect(count(run(1), 'r22.2-salt')).toBe(0);
  });

  // Grant moves next to Lee (2113); Jackson (2213) intercepts into Lee's hex to reinforce him
  const rmap = mini({ rows: ['cccccccc', 'cccccccc', 'cccccccc', 'cccccccc'] });
  function reinforcing(options: Record<string, boolean>, lee: boolean): S {
    const s = blank({ content: rmap, options });
    put(s, 2113, CSA, 3, lee ? ['lee'] : [], rmap);
    put(s, 2213, CSA, 2, ['jackson'], rmap);
    put(s, 2110, USA, 3, ['grant'], rmap);
    rank(s, 'grant', 2, rmap);
    act(s, A.OP_ACT_GEN, gi('grant', rmap), 3);
    step(s, 2111, rmap);
    step(s, 2112, rmap);
    while (s[G_DEC] === A.D_REACT) act(s, A.OP_R_PASS);
    step(s, 2113, rmap);
    return s;
  }

  it('22.3 reinforcing a hex under attack: counted when the interception succeeds only by the +2', () => {
    const roll = (total: number): S => {
      const s = reinforcing({ 'r22.3-reinforce-intercept': true }, true);
      const w = node(2213, rmap);
      const base = reactDrm(rmap, s, w, -1, CSA, false);
      act(s, A.OP_R_INTERCEPT, w);
      const need = total - base; // the two dice
      dice(s, Math.min(6, need - 1), need - Math.min(6, need - 1));
      act(s, A.OP_R_RESOLVE);
      return s;
    };
    expect(count(roll(8), 'r22.3-reinforce-intercept')).toBe(1); // 8 + 2 = 10: in only by the +2
    expect(count(roll(10), 'r22.3-reinforce-intercept')).toBe(0); // in anyway
    expect(count(roll(9), 'r22.3-reinforce-intercept')).toBe(0); // 9 without the +2: in anyway
    expect(count(roll(6), 'r22.3-reinforce-intercept')).toBe(0); // 6 + 2 = 8: not in, even with the +2
  });

  it('22.5 Army Morale: counted when a high-morale army re-rolls a 1', () => {
    const battle = (first: number): S => {
      const s = blank({ content: rmap, side: CSA, options: { 'r22.5-army-morale': true } });
      put(s, 2112, CSA, 3, ['lee'], rmap);
      put(s, 2113, USA, 1, [], rmap);
      setBit(rmap, s, node(2112, rmap), B_MORALE << CSA, true);
      act(s, A.OP_ACT_GEN, gi('lee', rmap), 3);
      dice(s, first, 4, 4, 4); // no cards in hand: the battle is rolled on entering
      step(s, 2113, rmap);
      expect(s[G_DEC]).not.toBe(A.D_REACT);
      return s;
    };
    expect(count(battle(1), 'r22.5-army-morale')).toBe(1);
    expect(count(battle(3), 'r22.5-army-morale')).toBe(0);
  });

  it('22.6 Maneuver: counted at a reaction where a General could maneuver, not where none can', () => {
    expect(count(reinforcing({ 'r22.6-maneuver': true }, true), 'r22.6-maneuver')).toBeGreaterThan(0);
    const s = blank({ content: rmap, options: { 'r22.6-maneuver': true } });
    put(s, 2113, CSA, 3, [], rmap); // no General to maneuver
    put(s, 2110, USA, 3, ['grant'], rmap);
    rank(s, 'grant', 2, rmap);
    act(s, A.OP_ACT_GEN, gi('grant', rmap), 3);
    step(s, 2111, rmap);
    step(s, 2112, rmap);
    while (s[G_DEC] === A.D_REACT) act(s, A.OP_R_PASS);
    expect(count(s, 'r22.6-maneuver')).toBe(0);
  });
});
