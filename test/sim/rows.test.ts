import { describe, expect, it } from 'vitest';
import { parseJsonl, rowToLine, type GameRow } from '../../src/sim/rows.js';

const row = (index: number): GameRow => ({
  arm: '1861-short/random vs random/baseline',
  index,
  seed: `s/${index}`,
  scenario: '1861-short',
  options: {},
  players: { usa: 'random', csa: 'random' },
  result: 'win',
  winner: 'usa',
  victory: 'short-game',
  margin: 3,
  turn: 10,
  detail: '',
  decisions: 100,
});

describe('games.jsonl', () => {
  it('keeps every whole line and drops a line torn by a crash mid-write', () => {
    const text = rowToLine(row(0)) + '\n' + rowToLine(row(1)) + '\n' + rowToLine(row(2)).slice(0, 40);
    const p = parseJsonl(text);
    expect(p.rows.map((r) => r.index)).toEqual([0, 1]);
    expect(p.dropped).toBe(1);
  });

  it('names a whole line that is not a game row (a damaged file, not an interruption), and reads an empty file as no games', () => {
    const p = parseJsonl(rowToLine(row(5)) + '\n{"hello":1}\n' + rowToLine(row(6)) + '\n');
    expect(p.rows.map((r) => r.index)).toEqual([5, 6]);
    expect(p.lines).toEqual([1, 3]);
    expect(p.bad).toEqual([2]);
    expect(p.dropped).toBe(0);
    expect(parseJsonl('')).toEqual({ rows: [], lines: [], dropped: 0, bad: [] });
  });
});
