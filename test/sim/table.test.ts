/**
 * Issue 22: the runner keeps finished games as columns (src/sim/table.ts), not one object a game.
 * A game kept there reads back as the row it was, every field; the scores the SPRT pairs are
 * scoreFor's; the report reads only the games each arm's result uses.
 */
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../src/sim/plan.js';
import { gameSeed } from '../../src/sim/plan.js';
import type { GameRow } from '../../src/sim/rows.js';
import { GameTable, gamesOfRows, outcomesOf } from '../../src/sim/table.js';
import { scoreFor } from '../../src/stats/outcomes.js';

const players = { usa: 'random', csa: 'heuristic' };
const plan: Plan = {
  kind: 'simulate',
  name: 't',
  game: 'ahd',
  packLabel: 'standard',
  seed: 'm',
  commonOptions: {},
  actions: false,
  arms: [
    {
      id: '1861/p/baseline',
      block: '1861/p',
      scenario: '1861',
      pairing: 'p',
      players,
      variant: 'baseline',
      variantOptions: {},
      options: { 'rule-of-7': true },
      games: 6,
    },
  ],
};
const arm = plan.arms[0]!;

function row(index: number, over: Partial<GameRow> = {}): GameRow {
  return {
    arm: arm.id,
    index,
    seed: gameSeed('m', index),
    scenario: '1861',
    options: arm.options,
    players,
    result: 'win',
    winner: index % 2 ? 'csa' : 'usa',
    victory: index % 2 ? 'survival' : 'seven-cities',
    margin: index - 2.5,
    turn: 10 + index,
    detail: index % 2 ? '' : 'Union Marginal',
    decisions: 300 + index,
    ...over,
  };
}

describe('game table', () => {
  const rows = [
    // rule coverage (counters that moved, or none) is kept as it was
    row(0, { rules: { 'rule-of-7': 2 } }),
    row(1, { rules: {} }),
    row(2, { result: 'draw', winner: null, victory: 'draw' }),
    row(3, { result: 'limit', winner: null, victory: 'limit' }),
    row(4, { result: 'error', winner: null, victory: 'error', error: 'boom', seed: 'by-hand' }),
  ];

  it('reads every game back as the row it was, by index, and scores it as scoreFor does', () => {
    const t = new GameTable(plan, ['usa', 'csa']);
    for (const r of [...rows].reverse()) t.arm(arm.id)!.add(r);
    expect([...t.rows(arm.id)]).toEqual(rows);
    expect(t.row(arm.id, 5)).toBeUndefined();
    const g = t.arm(arm.id)!;
    expect(g.count).toBe(5);
    for (const r of rows) {
      expect(g.score(r.index, 0)).toBe(scoreFor(r, 'usa'));
      expect(g.score(r.index, 1)).toBe(scoreFor(r, 'csa'));
    }
  });

  it('gives the report only the games an arm uses (below its count)', () => {
    const t = new GameTable(plan, ['usa', 'csa']);
    for (const r of rows) t.arm(arm.id)!.add(r);
    t.used.set(arm.id, 2);
    expect([...t.rows(arm.id)].map((r) => r.index)).toEqual([0, 1]);
    expect(t.row(arm.id, 3)).toBeUndefined();
  });

  it('gives the report the outcomes of the rows it uses from the columns, without a row each', () => {
    const pick = (r: GameRow) => ({
      index: r.index,
      result: r.result,
      winner: r.winner,
      victory: r.victory,
      margin: r.margin,
      turn: r.turn,
      decisions: r.decisions,
    });
    const t = new GameTable(plan, ['usa', 'csa']);
    for (const r of [...rows].reverse()) t.arm(arm.id)!.add(r);
    t.used.set(arm.id, 4);
    // Copied as read: the table yields one object, overwritten game after game.
    const read = [...outcomesOf(t, arm.id)];
    expect(new Set(read).size).toBe(1);
    const copies: ReturnType<typeof pick>[] = [];
    for (const o of outcomesOf(t, arm.id)) copies.push({ ...o });
    expect(copies).toEqual(rows.slice(0, 4).map(pick));
    // Rows in memory: the rows themselves.
    const fromRows = [...outcomesOf(gamesOfRows(rows), arm.id)];
    expect(fromRows).toEqual(rows);
  });

  it('reads rows held in memory the same way', () => {
    const g = gamesOfRows([...rows].reverse());
    expect([...g.rows(arm.id)]).toEqual(rows);
    expect(g.row(arm.id, 4)).toEqual(rows[4]);
  });
});
