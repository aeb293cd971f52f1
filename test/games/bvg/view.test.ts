/**
 * What a person at the table sees (renderFor) and is told (narrateFor): only what the rules let that
 * side see (2.1, 17.1; four-player rule 7). The strongest check: a side's view is the same text when
 * the opponent's hidden cards (hand, pile, face-down Late-War cards) are dealt again (determinize).
 */
import { describe, expect, it } from 'vitest';
import { makeBot } from '../../../bots/index.js';
import { Sfc32 } from '../../../src/core/rng.js';
import { A, buf, bvg, c, L, type S, positions } from './fixture.js';

const shown = (k: number): string => `${c.cardName[k]} (#${c.cardNum[k]})`;
const inHand = (s: S, k: number): boolean => s[L.C_LOC + k] === L.LOC_HAND || s[L.C_LOC + k] === L.LOC_HAND_W;

describe('bvg views for people', () => {
  it("renderFor is unchanged when the opponent's hidden cards are dealt again, and shows one's own hand", () => {
    let dealtOther = 0;
    for (const scenario of ['standard', 'four-player']) {
      for (const s of positions(scenario, `view-${scenario}`, 23, 14)) {
        for (const viewer of [L.USA, L.CSA]) {
          const d = bvg.clone(s);
          bvg.determinize!(d, viewer, Sfc32.from(viewer, 'view'));
          for (let k = c.sideStart[1 - viewer]; k < c.sideEnd[1 - viewer]; k++)
            if (inHand(d, k) !== inHand(s, k)) dealtOther++;
          for (const compact of [true, false]) {
            const text = bvg.renderFor!(s, viewer, { compact });
            expect(bvg.renderFor!(d, viewer, { compact })).toBe(text);
            const flat = text.replace(/\n\s+/g, ' ');
            for (let k = c.sideStart[viewer]; k < c.sideEnd[viewer]; k++)
              if (inHand(s, k)) expect(flat).toContain(shown(k));
          }
        }
      }
    }
    expect(dealtOther).toBeGreaterThan(0);
  });

  it("narrateFor names one's own draws and never the opponent's", () => {
    const s = bvg.create({ scenario: 'standard', seed: 'draws' });
    const bots = [0, 1].map((i) => makeBot(bvg, 'heuristic', i, `draws-${i}`));
    let draws = 0;
    for (let i = 0; i < 600 && !bvg.isTerminal(s); i++) {
      const a = bots[bvg.toMove(s)]!.choose(s);
      const before = bvg.clone(s);
      bvg.apply(s, a);
      if (A.opOf(a) !== A.OP_DRAW) continue;
      const side = before[L.H_SIDE]!;
      const got: number[] = [];
      for (let k = c.sideStart[side]; k < c.sideEnd[side]; k++)
        if (inHand(s, k) && !inHand(before, k)) got.push(k);
      const mine = bvg.narrateFor!(before, s, a, side).join('\n');
      const theirs = bvg.narrateFor!(before, s, a, 1 - side).join('\n');
      expect(theirs.split('\n')[0]).toBe('Draw a card');
      for (const k of got) {
        expect(mine).toContain(`into your hand: ${shown(k)}`);
        if (!(s[L.C_FLAGS + k]! & L.F_KNOWN)) expect(theirs).not.toContain(shown(k));
      }
      draws++;
    }
    expect(draws).toBeGreaterThan(5);
  });

  it('four-player rule 7: a card given to the partner is named to its own side only', () => {
    const s = bvg.create({ scenario: 'four-player', seed: 'give' });
    const bots = [0, 1].map((i) => makeBot(bvg, 'heuristic', i, `give-${i}`));
    let give = -1;
    for (let i = 0; i < 400 && give < 0; i++) {
      const n = bvg.legalActions(s, buf);
      for (let j = 0; j < n && give < 0; j++) if (A.opOf(buf[j]!) === A.OP_GIVE) give = buf[j]!;
      if (give < 0) bvg.apply(s, bots[bvg.toMove(s)]!.choose(s));
    }
    expect(give).toBeGreaterThanOrEqual(0);
    const side = s[L.H_SIDE]!;
    const k = A.fa(give);
    const before = bvg.clone(s);
    bvg.apply(s, give);
    expect(bvg.narrateFor!(before, s, give, side).join('\n')).toContain(shown(k));
    const other = bvg.narrateFor!(before, s, give, 1 - side);
    expect(other[0]).toBe('Gives a card to the partner');
    if (!(before[L.C_FLAGS + k]! & L.F_KNOWN)) expect(other.join('\n')).not.toContain(shown(k));
  });

  it('the compact view names the step, the Objectives Total and both theaters', () => {
    const s = bvg.create({ scenario: 'gettysburg', seed: 'look' });
    const text = bvg.renderFor!(s, L.USA, { compact: true });
    expect(text).toMatch(/^Turn \d+, CSA player turn — Combat\nObjectives Total [+-]?\d+ \(USA wins at \+6/);
    expect(text).toMatch(/^East USA: /m);
    expect(text).toMatch(/^West CSA: /m);
    expect(text).toContain('Meade (#'); // the Army of the Potomac's commander (Gettysburg setup)
    expect(text).not.toContain('cadre:'); // the full view only
    expect(bvg.renderFor!(s, L.USA, { compact: false })).toContain('USA cadre:');
  });
});
