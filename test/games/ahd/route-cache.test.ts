/**
 * The route cache (route-cache.ts) is a performance device: at every decision of a few seeded random
 * games, the routes it returns for every box with units of either side and every mover profile must equal
 * those R4.0-R4.12 give for the position now (routeResult over every route from the box, computed fresh),
 * and moveRoute must find, for every (destination, entry) of a route from the box, the route a MOVE
 * takes (R4.4: a route without a jump preferred) or none.
 */
import { describe, expect, it } from 'vitest';
import { Sfc32 } from '../../../src/core/rng.js';
import { ahd } from '../../../src/games/ahd/index.js';
import { R_NONE, R_OK, routeResult, setMoveCtx } from '../../../src/games/ahd/movement-routes.js';
import { RC_MAX, moveRoute, rcBits, rcLen, rcRes, routesFrom } from '../../../src/games/ahd/route-cache.js';
import { countOf, type S } from '../../../src/games/ahd/state.js';
import { CSA, NTYPES } from '../../../src/games/ahd/layout.js';
import { box, c, position } from './position.js';

const keyOf = (r: number): number => c.routeBox[3 * r + c.routeLen[r]! - 1]! * 8 + c.routeEntry[r]!;

/** Fresh: per (destination * 8 + entry) key, the route a MOVE takes * 4 + its result (R_OK first). */
function freshRoutes(s: S, from: number, p: number, side: number): Map<number, number> {
  const m = setMoveCtx(s, side);
  const best = new Map<number, number>();
  for (let r = c.routeStart[from]!; r < c.routeStart[from + 1]!; r++) {
    const res = routeResult(c, s, r, from, p, m);
    const key = keyOf(r);
    const old = best.get(key);
    if (res !== R_NONE && (old === undefined || ((old & 3) !== R_OK && res === R_OK)))
      best.set(key, r * 4 + res);
  }
  return best;
}

/** The cached list of (from, profile) as key -> result. */
function cachedRoutes(s: S, from: number, p: number, side: number): Map<number, number> {
  const entry = routesFrom(c, s, from, p, setMoveCtx(s, side));
  const got = new Map<number, number>();
  for (let i = entry * RC_MAX; i < entry * RC_MAX + rcLen[entry]!; i++) {
    const bits = rcBits[i]!;
    got.set(((bits >> 9) & 0xff) * 8 + ((bits >> 17) & 7), rcRes[i]!);
  }
  return got;
}

/** The differences between cached and fresh routes from `from` for `side`, as text. */
function checkBox(s: S, from: number, side: number, out: string[]): void {
  const profile = Array.from(setMoveCtx(s, side).profile);
  const fresh = new Map(profile.map((p) => [p, freshRoutes(s, from, p, side)]));
  for (let t = 0; t < NTYPES; t++) {
    for (let r = c.routeStart[from]!; r < c.routeStart[from + 1]!; r++) {
      const key = keyOf(r);
      const got = moveRoute(c, s, side, from, key >> 3, key & 7, t);
      if (got !== (fresh.get(profile[t]!)!.get(key) ?? -1))
        out.push(`moveRoute ${from} ${key} type ${t}: ${got}`);
    }
  }
  for (const [p, routes] of fresh) {
    const want = [...routes].map(([k, v]) => `${k}:${v & 3}`);
    const got = [...cachedRoutes(s, from, p, side)].map(([k, v]) => `${k}:${v}`);
    if (got.sort().join() !== want.sort().join()) out.push(`routesFrom ${from} profile ${p}: ${got.join()}`);
  }
}

function playAndCheck(
  scenario: string,
  seed: number,
  options: Record<string, boolean>,
  steps: number,
): string[] {
  const out: string[] = [];
  const s = ahd.create({ scenario, seed, options });
  const rng = Sfc32.from(seed, 'route-cache');
  const buf = new Int32Array(ahd.maxActions);
  for (let step = 0; step < steps && !ahd.isTerminal(s); step++) {
    // Boxes in both orders: a list written (or a tag read) at another entry's place shows either way.
    for (let i = 0; i < c.nb; i++) {
      const b = step % 2 === 0 ? i : c.nb - 1 - i;
      for (let side = 0; side < 2; side++) if (countOf(s, b, side) > 0) checkBox(s, b, side, out);
    }
    const n = ahd.legalActions(s, buf);
    ahd.apply(s, buf[rng.int(n)]!);
  }
  return out.slice(0, 5);
}

describe('the route cache returns the routes of the position now (R4.0-R4.12)', () => {
  it('at every decision of seeded random games, cached routes and MOVE routes equal fresh ones', () => {
    expect(playAndCheck('1861', 1, {}, 150)).toEqual([]);
    expect(
      playAndCheck('1862', 2, { 'r4.9-union-rail-bonus': true, 'r4.8-crack-infantry': true }, 150),
    ).toEqual([]);
    expect(playAndCheck('1863', 3, { 'r4.12-kentucky-neutrality': true }, 150)).toEqual([]);
  });

  it('R4.0/R4.4: Union cavalry leaving Lafayette (Ind.), past the tenth box of the neighbourhood, opens Chicago', () => {
    // Chicago's route neighbourhood has 15 boxes; Lafayette is its 11th (the second word of the local key).
    const at = (units: [side: 'usa' | 'csa', type: 'Mc', at: string][]): S =>
      position({ side: 'csa', units });
    const blocked = at([
      ['csa', 'Mc', 'chicago'],
      ['usa', 'Mc', 'lafayette-ind'],
    ]);
    const open = at([['csa', 'Mc', 'chicago']]);
    const p = setMoveCtx(open, CSA).profile[3]!;
    expect(freshRoutes(blocked, box('chicago'), p, CSA).size).toBeLessThan(
      freshRoutes(open, box('chicago'), p, CSA).size,
    );
    const out: string[] = [];
    for (const s of [blocked, open, blocked]) checkBox(s, box('chicago'), CSA, out);
    expect(out).toEqual([]);
  });
});
