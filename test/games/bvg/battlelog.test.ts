/** Issue 27: each battle is told with its strengths, dice, result and the steps each side loses (8.5). */
import { describe, expect, it } from 'vitest';
import { makeBot } from '../../../bots/index.js';
import { RESULT_IDS } from '../../../src/games/bvg/layout.js';
import { bvg, L } from './fixture.js';

/** The Combat Table's results in the rule book's words (8.5). */
const WORDS: Record<string, string> = {
  'attacker-routed': 'Attacker Routed',
  'attacker-defeated': 'Attacker Defeated',
  'generals-battle': "Generals' Battle",
  'soldiers-battle': "Soldiers' Battle",
  'defender-defeated': 'Defender Defeated',
  'defender-routed': 'Defender Routed',
};

describe('bvg battle log', () => {
  it('8.5 tells the strengths, the dice as rolled, the Combat Table result and the steps to lose', () => {
    const s = bvg.create({ scenario: 'standard', seed: 'battles' });
    const bots = [0, 1].map((i) => makeBot(bvg, 'heuristic', i, `battles-${i}`));
    let told = 0;
    for (let i = 0; i < 3000 && !bvg.isTerminal(s) && told < 3; i++) {
      const before = bvg.clone(s);
      const a = bots[bvg.toMove(s)]!.choose(s);
      bvg.apply(s, a);
      if (s[L.H_ROLLS] === before[L.H_ROLLS]) continue;
      const lines = bvg.narrate!(before, s, a).filter((l) => l.startsWith('Battle for '));
      expect(lines).toHaveLength(1);
      const m =
        /with strength (\d+) against (USA|CSA) (\d+); dice red (\d)(?: [+-] \d = \d)?, white (\d) → ([^;]+); steps to lose: USA (\d+), CSA (\d+)$/.exec(
          lines[0]!,
        );
      expect(m).not.toBeNull();
      expect(Number(m![4])).toBe(s[L.H_LAST_RED]);
      expect(Number(m![5])).toBe(s[L.H_LAST_WHITE]);
      expect(m![6]).toBe(WORDS[RESULT_IDS[s[L.H_LAST_RESULT]!]!]);
      told++;
    }
    expect(told).toBe(3);
  });
});
