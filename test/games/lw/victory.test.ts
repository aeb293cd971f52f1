/**
 * 21.3 Victory Point Table, the Major Cities row read both ways (option read-21.3-city-vp): each side
 * scores the listed cities it holds (held, the default), or only those it took from the enemy.
 */
import { describe, expect, it } from 'vitest';
import { lw } from '../../../src/games/lw/index.js';
import type { LwContent } from '../../../src/games/lw/content.js';
import { setCtrl } from '../../../src/games/lw/state.js';
import { victoryPoints } from '../../../src/games/lw/victory.js';
import { CSA, USA } from '../../../src/games/lw/layout.js';

function start(reading: 'held' | 'captured'): { c: LwContent; s: Int32Array } {
  const s = lw.create({ scenario: 'campaign', seed: 3, options: { 'read-21.3-city-vp': reading } });
  return { c: lw.contentOf(s) as LwContent, s };
}

describe('lw 21.3 Major Cities VP', () => {
  it('held: the Confederacy scores the 2- and 3-value cities it starts with (10 x 1 + 4 x 2)', () => {
    const held = start('held');
    const taken = start('captured');
    expect(victoryPoints(held.c, held.s, CSA) - victoryPoints(taken.c, taken.s, CSA)).toBe(18);
    expect(victoryPoints(held.c, held.s, USA)).toBe(victoryPoints(taken.c, taken.s, USA));
  });

  it('captured: a city scores for the side that took it, and Richmond only for the Union', () => {
    for (const reading of ['held', 'captured'] as const) {
      const { c, s } = start(reading);
      const before = victoryPoints(c, s, USA);
      setCtrl(c, s, c.cityIndex['nashville']!, USA);
      setCtrl(c, s, c.cityIndex['richmond']!, USA);
      expect(victoryPoints(c, s, USA) - before).toBe(1 + 4);
    }
  });
});
