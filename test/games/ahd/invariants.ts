/**
 * Engine invariants of A House Divided, asserted after every action of many seeded random games
 * (DESIGN "one seeded invariant suite"; issue 2 property test).
 */
import { expect } from 'vitest';
import { IllegalAction } from '../../../src/core/errors.js';
import { Sfc32 } from '../../../src/core/rng.js';
import { ahd } from '../../../src/games/ahd/index.js';
import * as A from '../../../src/games/ahd/actions.js';
import * as L from '../../../src/games/ahd/layout.js';
import { armyCap } from '../../../src/games/ahd/recruitment.js';
import {
  armyMaxFromControl,
  cavOf,
  contested,
  countOf,
  ctrlOf,
  unitsOnMap,
  usedOf,
  zobristFromScratch,
} from '../../../src/games/ahd/state.js';
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
  if (rng.int(4) === 0) out['read-leave-contested'] = 'forbidden';
  return out;
}

/** Plain assertion: vitest's expect is too slow for checks run after every one of ~10^6 actions. */
function ok(cond: boolean, what: string | (() => string), s: Int32Array): void {
  if (cond) return;
  const text = typeof what === 'string' ? what : what();
  throw new Error(
    `invariant broken: ${text} (turn ${s[L.H_TURN]}, side ${s[L.H_SIDE]}, phase ${s[L.H_PHASE]})`,
  );
}

const cnt = new Int32Array(4 * 160);

function check(s: Int32Array): void {
  cnt.fill(0);
  // Every counter is somewhere it may be: map, Recruitment Pool (militia), stock (Veteran/Crack),
  // draft hold (Union militia).
  for (let u = 0; u < c.nu; u++) {
    const loc = s[L.U_LOC + u]!;
    const type = c.slotType[u]!;
    const side = c.slotSide[u]!;
    if (loc < c.nb) {
      cnt[4 * loc + 2 * side]!++;
      if (type >= 3) cnt[4 * loc + 2 * side + 1]!++;
      ok(usedOf(s[L.U_ST + u]!) <= 2, 'a unit in more than two Marches', s);
    } else {
      if (loc === L.LOC_POOL) ok(type % 3 === 0, 'only militia in the pool', s);
      else if (loc === L.LOC_STOCK) ok(type % 3 !== 0, 'only Veteran/Crack in stock', s);
      else
        ok(
          loc === L.LOC_DRAFT && side === L.USA && type === L.T_MI,
          'only Union militia in the draft hold',
          s,
        );
      ok((s[L.U_ST + u]! & (L.ST_ENTRENCHED | L.ST_REDUCED)) === 0, 'units off the map are full strength', s);
    }
  }
  const side = s[L.H_SIDE]!;
  const afterCombat = s[L.H_PHASE] === L.PH_PROMOTE || s[L.H_PHASE] === L.PH_RECRUIT;
  for (let b = 0; b < c.nb; b++) {
    for (let x = 0; x < 2; x++) {
      ok(
        countOf(s, b, x) === cnt[4 * b + 2 * x] && cavOf(s, b, x) === cnt[4 * b + 2 * x + 1],
        () => `box count cache at ${c.boxId[b]}`,
        s,
      );
    }
    // Blue and gray boxes always have an owner; only tan (Kentucky) boxes may be neutral.
    if (c.colour[b]! >= 0) ok(ctrlOf(s, b) >= 0, () => `${c.boxId[b]} has an owner`, s);
    if (afterCombat) {
      // After a Combat Segment: no battles left, and the phasing side controls every box it occupies (R8.0).
      ok(!contested(s, b), () => `no battle left at ${c.boxId[b]} after combat`, s);
      if (countOf(s, b, side) > 0)
        ok(ctrlOf(s, b) === side, () => `${c.boxId[b]} captured at the end of combat`, s);
    }
  }
  // Army Maximums are the sums of controlled own-colour shields (R7.1).
  ok(s[L.H_AM + L.USA] === armyMaxFromControl(c, s, L.USA), 'Union Army Maximum', s);
  ok(s[L.H_AM + L.CSA] === armyMaxFromControl(c, s, L.CSA), 'Confederate Army Maximum', s);
  ok(s[L.H_MARCHES]! >= 0 && s[L.H_MARCHES]! <= 6, 'Marches in 0..6', s);
  // The occupancy and control hashes the route cache relies on are kept exactly.
  const z = zobristFromScratch(c, s);
  for (let i = 0; i < 6; i++) ok(s[L.H_ZOB + i] === z[i], 'Zobrist hashes match the position', s);
}

/** Play `games` random games of a scenario with `check` after every action. */
export function runProperty(scenario: string, games: number): void {
  const buf = new Int32Array(ahd.maxActions);
  const before = new Int32Array(L.STATE_SIZE);
  let decisions = 0;
  for (let g = 0; g < games; g++) {
    const options = optionsFor(g);
    const s = ahd.create({ scenario, seed: `prop-${scenario}-${g}`, options });
    const rng = Sfc32.from(g, `prop-${scenario}`);
    const endTurn = s[L.H_END_TURN]!;
    check(s);
    let lastTurn = `${s[L.H_TURN]}/${s[L.H_SIDE]}`;
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
      const now = `${s[L.H_TURN]}/${s[L.H_SIDE]}`;
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
