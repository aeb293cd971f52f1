/**
 * Special Hexes (Map Notes): worked example W74 — movement costs the rulebook states for Cairo, the
 * New Madrid roads and Georgetown, on the provisional map (their hex ids are the rulebook's own).
 */
import { describe, expect, it } from 'vitest';
import { stepCost, type StepCost } from '../../../src/games/uscw/movecost.js';
import { USA, CSA, c, edge, node } from './fixture.js';

const out: StepCost = { cost: 0, flags: 0 };
/** MP for side to step a -> b on turn 10 with the crossed hexside's naval control `nav`. */
const cost = (a: string | number, b: string | number, side = USA, nav = -1): number =>
  stepCost(c, 10, node(a), edge(a, b), node(b), side, nav, out).cost;

describe('Special Hexes', () => {
  it('W74: Cairo (2316) to 2415 is 2 MP by the railroad ferry when the Mississippi there is friendly or uncontrolled, with no marsh cost', () => {
    expect(cost(2316, 2415, USA, -1)).toBe(2);
    expect(cost(2316, 2415, USA, USA)).toBe(2);
    expect(cost(2316, 2415, USA, CSA)).toBe(3); // an enemy-controlled navigable hexside: +2 (5.8.3)
  });

  it('W74: 2615 to Buffington (2414) is 2 MP along the New Madrid roads (the river in 2515 ignored)', () => {
    expect(cost(2615, 2515) + cost(2515, 2414)).toBe(2);
    expect(cost(2414, 2515) + cost(2515, 2615)).toBe(2);
  });

  it('W74: Georgetown (3641) to 3542 is 1 MP, 3542 to Georgetown 2 MP', () => {
    expect(cost(3641, 3542)).toBe(1);
    expect(cost(3542, 3641)).toBe(2);
  });
});
