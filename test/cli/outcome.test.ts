/**
 * The outcome line names each game's own margin (GameInfo.marginName): ahd's Army Maximum
 * difference, bvg's Objectives Total (18.1); a game that names none says 'margin'.
 */
import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../src/core/game.js';
import { describeOutcome } from '../../src/cli/outcome.js';
import { getGame } from '../../src/games/index.js';

const o: Outcome = { kind: 'win', winner: 1, victory: 'v', margin: -2, turn: 7, detail: '' };

describe('describeOutcome', () => {
  it("names ahd's margin as the Army Maximum difference", () => {
    const g = getGame('ahd');
    expect(describeOutcome(o, g.sides, g.marginName)).toBe(
      'csa wins (v) on turn 7; Army Maximum difference usa-csa -2',
    );
  });
  it("names bvg's margin as the Objectives Total", () => {
    const g = getGame('bvg');
    const line = describeOutcome({ ...o, margin: 3 }, g.sides, g.marginName);
    expect(line).toContain('Objectives Total');
    expect(line).toMatch(/\+3$/);
    expect(line).not.toContain('Army Maximum');
  });
  it("says 'margin' for a game that does not name it", () => {
    expect(describeOutcome(o, ['a', 'b'])).toBe('b wins (v) on turn 7; margin -2');
  });
});
