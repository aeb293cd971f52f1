/**
 * 20.3.1, 20.5.6, 7.7: a Naval Transport of k SPs is offered only where D_NAV_TO will list a landing
 * place it can pay for. The heuristic game below (the error row of results run uscw-optional-rules,
 * game 179, Advanced naval on) offered "Naval transport of 2 SP from 4715" with 1 AP, no card and only
 * a landing that a Cautious General makes cost 2 AP: the Union then had no legal action.
 */
import { describe, expect, it } from 'vitest';
import * as A from '../../../src/games/uscw/actions.js';
import { uscw } from '../../../src/games/uscw/index.js';
import { makeBot } from '../../../bots/index.js';
import { botSeed } from '../../../src/sim/match.js';

const SEED = 'uscw-optional-rules-1/179';
const OPTIONS = { 'r21-advanced-naval': true };

describe('20.3.1/7.7 Naval Transport offers', () => {
  it('every Naval Transport offered leads to a landing place it can pay for (seed of game 179, Advanced naval)', () => {
    const s = uscw.create({ scenario: '1862', options: OPTIONS, seed: SEED });
    const bots = uscw.sides.map((side, i) => makeBot(uscw, 'heuristic', i, botSeed(SEED, side)));
    const buf = new Int32Array(uscw.maxActions);
    const next = new Int32Array(uscw.maxActions);
    let offers = 0;
    while (!uscw.isTerminal(s)) {
      const n = uscw.legalActions(s, buf);
      expect(n).toBeGreaterThan(0);
      for (let i = 0; i < n; i++) {
        if (A.opOf(buf[i]!) !== A.OP_NAVAL) continue;
        const t = uscw.clone(s);
        uscw.apply(t, buf[i]!);
        expect(uscw.legalActions(t, next), uscw.describe(s, buf[i]!)).toBeGreaterThan(0);
        offers++;
      }
      uscw.apply(s, bots[uscw.toMove(s)]!.choose(s));
    }
    expect(offers).toBeGreaterThan(0);
  }, 600_000);
});
