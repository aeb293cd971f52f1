/**
 * Issue 7, hidden information: a person sees only their own hand and what the rules reveal. Played
 * in-process on the one-card poker fixture (test/fixtures/highcard.ts: each seat holds one hidden
 * card; nothing shows them before a call), against a bot and hot-seat.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/core/game.js';
import { runSession } from '../../src/cli/interactive.js';
import { observationChanges, observationText } from '../../src/cli/views.js';
import { CALL, cardOf, highCard, type HighCardState } from '../fixtures/games/highcard/index.js';

const SEED = 'hc-3';
const dealt = highCard.create({ scenario: 'standard', seed: SEED });
const CARD = [cardOf(dealt, 0), cardOf(dealt, 1)];

async function session(
  game: Game<HighCardState>,
  players: Record<string, string>,
  lines: string[],
): Promise<{ code: number; text: string }> {
  let text = '';
  const output = new Writable({
    write(chunk: Buffer | string, _enc, done) {
      text += chunk.toString();
      done();
    },
  });
  const code = await runSession({
    game,
    packLabel: 'builtin',
    scenario: 'standard',
    options: {},
    seed: SEED,
    players,
    saveTo: join(mkdtempSync(join(tmpdir(), 'cwsim-hc-')), 'save.json'),
    hint: 'ismcts:iters=50',
    input: Readable.from(lines.map((l) => `${l}\n`)),
    output,
  });
  return { code, text };
}

describe('hidden information at the table (issue 7)', () => {
  it('against a bot, the person sees their own card, never the other card or the full state', async () => {
    expect(CARD[0]).not.toBe(CARD[1]);
    const { code, text } = await session(highCard, { first: 'human', second: 'random' }, [
      'hint',
      'board',
      'bet',
    ]);
    expect(code).toBe(0);
    expect(text).toContain(`What first sees:\n  card ${CARD[0]} · other -\n  actions: -1, -1\n`);
    expect(text).not.toContain(`card ${CARD[1]}`);
    expect(text).not.toContain(highCard.render(dealt));
    expect(text).toMatch(
      /Hint \(ismcts:iters=50\): [12] {2}(pass|bet) — estimated win probability for first \d+%/,
    );
    // The fixture has no narrateFor: the bot's reply shows only as a change in what first sees; a
    // call shows the other card (the rules reveal it, listed before the actions), a fold does not.
    const reply = /T1 second: decided\n(?: {6}other: - → \d+\n)? {6}actions\[1\]: -1 → (\d)\n/.exec(text);
    expect(reply).not.toBeNull();
    if (Number(reply![1]) === CALL) expect(text).toContain(`other: - → ${CARD[1]}`);
    else expect(text).not.toContain(`other: - → ${CARD[1]}`);
    expect(text).toMatch(/Outcome: (first wins|second wins)/);
  });

  it('hot-seat shows each side only its own view, behind a handover screen', async () => {
    const { code, text } = await session(highCard, { first: 'human', second: 'human' }, [
      '',
      'bet',
      '',
      'call',
    ]);
    expect(code).toBe(0);
    const [, firstView, secondView] = text.split(
      /── (?:first|second) to play: pass the terminal to \w+, then press Enter ── /,
    );
    expect(firstView).toContain(`card ${CARD[0]} · other -`);
    expect(firstView).not.toContain(`card ${CARD[1]}`);
    expect(firstView).toContain('T1 first: bet\n'); // one's own action, at once
    expect(secondView).toContain(`card ${CARD[1]} · other -`);
    expect(secondView).not.toContain(`card ${CARD[0]}`);
    expect(secondView).toContain('Meanwhile:\n  T1 first: decided\n        actions[0]: -1 → 1\n');
    expect(secondView).toMatch(/Outcome: (first|second) wins \(showdown\)/);
    // The call shows both cards (the rules reveal them): first learns the other card at the end.
    expect(secondView).toContain(`first, meanwhile:\n  T1 second: decided\n        other: - → ${CARD[1]}\n`);
  });

  it("uses the game's own renderFor and narrateFor when it has them", async () => {
    const words = ['pass', 'bet', 'fold', 'call'];
    const game: Game<HighCardState> = {
      ...highCard,
      renderFor: (s, viewer, opts) => `${opts?.compact ? 'hand' : 'whole hand'}: ${cardOf(s, viewer)}`,
      narrateFor: (_before, _after, action, viewer) => [`${words[action]} (told to seat ${viewer})`],
    };
    const { text } = await session(game, { first: 'human', second: 'random' }, ['board', 'bet']);
    expect(text).toContain(`hand: ${CARD[0]}\n`);
    expect(text).toContain(`whole hand: ${CARD[0]}\n`);
    expect(text).toContain('T1 first (you): bet (told to seat 0)');
    expect(text).toMatch(/T1 second: (fold|call) \(told to seat 0\)/);
  });
});

describe('observation text and changes (the fallback for games without renderFor/narrateFor)', () => {
  it('lists what a list gained or lost as items, and changed values as old → new', () => {
    const before = { turn: 1, hand: ['a', 'b'], board: [{ card: 'x', up: true }], score: { usa: 0, csa: 0 } };
    const after = {
      turn: 1,
      hand: ['b'],
      board: [
        { card: 'x', up: true },
        { card: 'a', up: false },
      ],
      score: { usa: 2, csa: 0 },
    };
    expect(observationChanges(before, after)).toEqual([
      'hand: − a',
      'board: + card a · up false',
      'score.usa: 0 → 2',
    ]);
    expect(observationText(after, false)).toBe(
      [
        '  turn 1',
        '  hand: b',
        '  board:',
        '    - card x · up true',
        '    - card a · up false',
        '  score: usa 2 · csa 0',
      ].join('\n'),
    );
  });
});
