/**
 * Engine invariants of A House Divided, asserted after every action of many seeded random games
 * (DESIGN "one seeded invariant suite"; issue 2 property test): the game's own per-state invariants
 * (the `invariants` capability), plus what only a sequence shows (recruits within the Army Maximum,
 * no battle pending at the start of a Player Turn, refused actions change nothing).
 */
import { expect } from 'vitest';
import { IllegalAction } from '../../../src/core/errors.js';
import { Sfc32 } from '../../../src/core/rng.js';
import { ahd } from '../../../src/games/ahd/index.js';
import * as A from '../../../src/games/ahd/actions.js';
import * as L from '../../../src/games/ahd/layout.js';
import { armyCap } from '../../../src/games/ahd/recruitment.js';
import { contested, unitsOnMap } from '../../../src/games/ahd/state.js';
import type { OptionSet } from '../../../src/core/game.js';
import { c } from './position.js';

const RULES = ahd.options.filter((o) => o.kind === 'rule').map((o) => o.id);

/** Options for game g: none for a third of the games, else a seeded random subset of the optional rules. */
function optionsFor(g: number): OptionSet {
  const rng = Sfc32.from(g, 'options');
  if (rng.int(3) === 0) return {};
  const out: Record<string, boolean | string> = {};
  for (const id of RULES) if (rng.int(3) === 0) out[id] = true;
  if (rng.int(4) === 0) out['read-river-jump'] = 'first-leg';
  if (rng.int(4) === 0) out['read-leave-contested'] = 'allowed';
  return out;
}

/** Plain assertion: vitest's expect is too slow for checks run after every one of ~10^6 actions. */
function ok(cond: boolean, what: string | (() => string), s: Int32Array): void {
  if (cond) return;
  const text = typeof what === 'string' ? what : what();
  throw new Error(
    `invariant broken: ${text} (turn ${s[L.CH_TURN]}, side ${s[L.H_SIDE]}, phase ${s[L.H_PHASE]})`,
  );
}

/** The game's own invariants (src/games/ahd/invariants.ts), as an assertion. */
function check(s: Int32Array): void {
  const broken = ahd.invariants!(s);
  if (broken) throw new Error(`invariant broken: ${broken}`);
}

/** Play `games` random games of a scenario with `check` after every action. */
export function runProperty(scenario: string, games: number): void {
  const buf = new Int32Array(ahd.maxActions);
  const before = new Int32Array(ahd.create({ scenario, seed: 'size' }).length);
  let decisions = 0;
  for (let g = 0; g < games; g++) {
    const options = optionsFor(g);
    const s = ahd.create({ scenario, seed: `prop-${scenario}-${g}`, options });
    const rng = Sfc32.from(g, `prop-${scenario}`);
    const endTurn = s[L.H_END_TURN]!;
    check(s);
    let lastTurn = `${s[L.CH_TURN]}/${s[L.H_SIDE]}`;
    while (!ahd.isTerminal(s)) {
      const n = ahd.legalActions(s, buf);
      ok(n > 0 && n <= ahd.maxActions, 'legal actions in 1..maxActions', s);
      if (decisions % 97 === 0) {
        // Legal actions are distinct, and an unlisted action is refused without changing the state.
        const set = new Set(buf.subarray(0, n));
        ok(set.size === n, 'legal actions are distinct', s);
        // Unlisted actions are refused with IllegalAction and leave the state unchanged: random
        // integers (mostly malformed) and near misses (one bit of a legal action flipped).
        before.set(s);
        for (let k = 0; k < 8; k++) {
          let bad = k === 0 ? rng.int(1 << 30) : buf[rng.int(n)]! ^ (1 << rng.int(30));
          while (set.has(bad)) bad++;
          let threw = false;
          try {
            ahd.apply(s, bad);
          } catch (err) {
            threw = err instanceof IllegalAction;
          }
          ok(threw, () => `action ${bad} (${ahd.describe(before, bad)}) is refused with IllegalAction`, s);
          for (let i = 0; i < s.length; i++)
            ok(s[i] === before[i], 'a refused action leaves the state unchanged', s);
        }
      }
      const a = buf[rng.int(n)]!;
      const side = s[L.H_SIDE]!;
      ahd.apply(s, a);
      decisions++;
      if (A.opOf(a) === A.OP_RECRUIT)
        ok(unitsOnMap(c, s, side) <= armyCap(s, side), 'recruits within the Army Maximum (R7.1)', s);
      check(s);
      const now = `${s[L.CH_TURN]}/${s[L.H_SIDE]}`;
      if (now !== lastTurn && !ahd.isTerminal(s)) {
        // A new Player Turn never starts with a battle pending.
        for (let b = 0; b < c.nb; b++)
          ok(!contested(s, b), 'no battle pending at the start of a Player Turn', s);
        lastTurn = now;
      }
    }
    const o = ahd.outcome(s);
    expect(o.kind).not.toBe('limit');
    expect(o.turn).toBeLessThanOrEqual(endTurn);
  }
  expect(decisions).toBeGreaterThan(games * 50);
}
