/**
 * Issue 28, shards: `--shard i/n` plays the games i modulo n of every arm; `cwsim merge` refuses
 * shards that do not make one whole plan and otherwise writes the one-machine report byte for byte,
 * SPRT stops included.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/index.js';
import { writeReport } from '../../src/report/write.js';
import { loadExperiment } from '../../src/sim/experiment.js';
import { mergeShards } from '../../src/sim/merge.js';
import type { Plan } from '../../src/sim/plan.js';
import { runPlan, type RunResult } from '../../src/sim/runner.js';
import { Schedule } from '../../src/sim/schedule.js';
import { parseShard, shardOwns } from '../../src/sim/shard.js';

const root = mkdtempSync(join(tmpdir(), 'cwsim-shard-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const experiment = {
  name: 'shard-test',
  game: 'ahd',
  scenario: '1861-short',
  players: { usa: 'random', csa: 'random' },
  games: 90,
  seed: 'shards',
  variants: ['r10.1-novice-union', 'r9.1-extended-game', 'r7.5-historical-recruitment'],
  sprt: { delta: 0.25, alpha: 0.1, beta: 0.1, minGames: 20, every: 10 },
};

function plan(games = experiment.games, seed = experiment.seed): Plan {
  const file = join(root, `exp-${games}-${seed}.json`);
  writeFileSync(file, JSON.stringify({ ...experiment, games, seed }));
  return loadExperiment(file);
}

const meta = { command: 'cwsim balance shard-test.json', codeVersion: 'test' };

async function report(dir: string, p: Plan, run: RunResult): Promise<Record<string, string>> {
  const game = getGame(p.game);
  mkdirSync(dir, { recursive: true });
  await writeReport(dir, { plan: p, game, pack: game.contentInfo(), run, ...meta });
  const files = readdirSync(dir).filter((f) => /\.(md|json|csv|svg)$/.test(f) && f !== 'run.json');
  return Object.fromEntries(files.map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
}

async function shard(p: Plan, i: number, n: number, name = `s${i}of${n}`): Promise<string> {
  const outDir = join(root, name);
  await runPlan({ plan: p, outDir, threads: 1, shard: { index: i, count: n }, meta });
  return outDir;
}

describe('--shard i/n', () => {
  it('parses i/n and rejects what is not a shard', () => {
    expect(parseShard('2/5')).toEqual({ index: 2, count: 5 });
    expect(() => parseShard('5/5')).toThrow(/does not exist/);
    expect(() => parseShard('1')).toThrow(/expected i\/n/);
    expect(() => parseShard('0/0')).toThrow(/1 to 100000/);
  });

  it('partitions every arm by game index: each game in exactly one shard', () => {
    const p = plan(23);
    const n = 4;
    const seen = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const s = new Schedule(p, ['usa', 'csa'], { index: i, count: n });
      s.start();
      let t;
      while ((t = s.nextTask()))
        for (const g of t.indices) {
          expect(shardOwns({ index: i, count: n }, g)).toBe(true);
          const key = `${t.arm}#${g}`;
          seen.set(key, (seen.get(key) ?? 0) + 1);
        }
    }
    expect(seen.size).toBe(23 * p.arms.length);
    expect([...seen.values()].every((c) => c === 1)).toBe(true);
  });
});

describe('cwsim merge', () => {
  let whole: Record<string, string>;
  let shards: string[];
  beforeAll(async () => {
    const p = plan();
    const wholeDir = join(root, 'whole');
    const run = await runPlan({ plan: p, outDir: wholeDir, threads: 2, meta });
    // The SPRT stopped some variant early: the merge must take the same looks.
    expect(Object.values(run.counts).some((c) => c < experiment.games)).toBe(true);
    whole = await report(wholeDir, p, run);
    shards = [];
    for (let i = 0; i < 3; i++) shards.push(await shard(p, i, 3));
  });

  it('writes the one-machine report byte for byte', async () => {
    const merged = mergeShards(shards);
    expect(merged.command).toBe(meta.command);
    const files = await report(join(root, 'merged'), merged.plan, merged.run);
    expect(Object.keys(files).sort()).toEqual(Object.keys(whole).sort());
    for (const f of Object.keys(whole)) expect(files[f], f).toBe(whole[f]);
  });

  it('refuses a missing shard, a shard given twice, and shards of another plan or game count', async () => {
    expect(() => mergeShards(shards.slice(0, 2))).toThrow(/shard 2\/3 missing/);
    expect(() => mergeShards([shards[0]!, shards[1]!, shards[1]!])).toThrow(/shard 1\/3 is given twice/);
    const other = await shard(plan(30, 'another-seed'), 2, 3, 'other');
    expect(() => mergeShards([shards[0]!, shards[1]!, other])).toThrow(/different plans/);
    const shorter = await shard(plan(30), 2, 3, 'shorter');
    expect(() => mergeShards([shards[0]!, shards[1]!, shorter])).toThrow(/different game counts/);
  });

  it('refuses a shard with games missing, and a game in the wrong shard', () => {
    const jsonl = join(shards[1]!, 'games.jsonl');
    const text = readFileSync(jsonl, 'utf8');
    const lines = text.trim().split('\n');
    try {
      writeFileSync(jsonl, lines.slice(1).join('\n') + '\n');
      expect(() => mergeShards(shards)).toThrow(/shard 1\/3 .* is incomplete: game \d+ of arm/);
      const moved = JSON.parse(lines[0]!) as { index: number };
      writeFileSync(jsonl, text + JSON.stringify({ ...moved, index: moved.index + 1 }) + '\n');
      expect(() => mergeShards(shards)).toThrow(/does not belong to shard 1\/3/);
    } finally {
      writeFileSync(jsonl, text);
    }
  });

  it('names the file and field of a damaged run.json', () => {
    const runJson = join(shards[0]!, 'run.json');
    const text = readFileSync(runJson, 'utf8');
    try {
      writeFileSync(runJson, text.replace('"fingerprint": "', '"fingerprint": "x'));
      expect(() => mergeShards(shards)).toThrow(/run\.json: field 'fingerprint'/);
    } finally {
      writeFileSync(runJson, text);
    }
  });
});
