import { describe, expect, it } from 'vitest';
import { progressLines } from '../../src/sim/progress.js';

/** A clock the test moves by hand. */
function clock(): { now: () => number; at: (ms: number) => void } {
  let t = 0;
  return { now: () => t, at: (ms) => void (t = ms) };
}

describe('progress lines (a run watched through a log, not a terminal)', () => {
  it('prints one line per interval with games done, games per second and the ETA', () => {
    const lines: string[] = [];
    const c = clock();
    const p = progressLines((l) => lines.push(l), 'balance', 10_000, c.now);
    p.update(0, 1000);
    c.at(5_000);
    p.update(50, 1000);
    expect(lines).toEqual([]);
    c.at(10_000);
    p.update(100, 1000);
    expect(lines).toEqual(['balance: 100/1000 games, 10.0 games/s, ETA 1m30s']);
    c.at(15_000);
    p.update(150, 1000);
    expect(lines).toHaveLength(1);
    c.at(20_000);
    p.update(200, 1000);
    expect(lines[1]).toBe('balance: 200/1000 games, 10.0 games/s, ETA 1m20s');
  });

  it('a run shorter than one interval prints nothing, not even at its end', () => {
    const lines: string[] = [];
    const c = clock();
    const p = progressLines((l) => lines.push(l), 'simulate', 10_000, c.now);
    p.update(0, 10);
    c.at(2_000);
    p.update(10, 10);
    expect(lines).toEqual([]);
  });

  it('a run that printed ends with a line at its last game', () => {
    const lines: string[] = [];
    const c = clock();
    const p = progressLines((l) => lines.push(l), 'simulate', 10_000, c.now);
    p.update(0, 300);
    c.at(10_000);
    p.update(200, 300);
    c.at(12_000);
    p.update(300, 300);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^simulate: 300\/300 games, 25\.0 games\/s, ETA 0m00s$/);
  });
});
