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
import { R_JUMP, R_NONE, R_OK, routeResult, setMoveCtx } from '../../../src/games/ahd/movement-routes.js';
import {
  RC_MAX,
  moveRoute,
  rcBits,
  rcCount,
  rcLen,
  rcRes,
  routesFrom,
} from '../../../src/games/ahd/route-cache.js';
import { countOf, type S } from '../../../src/games/ahd/state.js';
import { CSA, NTYPES, USA } from '../../../src/games/ahd/layout.js';
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

/** The cached list of (from, profile), one `key:result` an entry (a key listed twice shows twice). */
function cachedRoutes(s: S, from: number, p: number, side: number): string[] {
  return listOf(routesFrom(c, s, from, p, setMoveCtx(s, side)));
}

/** The list a cache entry holds, one `key:result` an entry. */
function listOf(entry: number): string[] {
  const got: string[] = [];
  for (let i = entry * RC_MAX; i < entry * RC_MAX + rcLen[entry]!; i++) {
    const bits = rcBits[i]!;
    got.push(`${((bits >> 9) & 0xff) * 8 + ((bits >> 17) & 7)}:${rcRes[i]!}`);
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
    const got = cachedRoutes(s, from, p, side);
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

/** How routesFrom answers `id` for `side`'s units of type t: by the tag, the local key or a fill, and a right list? */
function answer(s: S, id: string, side: number, t = 0): string {
  const before = { ...rcCount };
  const m = setMoveCtx(s, side);
  const p = m.profile[t]!;
  const got = listOf(routesFrom(c, s, box(id), p, m));
  const want = [...freshRoutes(s, box(id), p, side)].map(([k, v]) => `${k}:${v & 3}`);
  const how = (['tag', 'local', 'fill'] as const).filter((k) => rcCount[k] !== before[k]);
  const counted = how.map((k) => rcCount[k] - before[k]).join();
  const wrong = got.sort().join() === want.sort().join() ? '' : ' with a wrong list';
  return `${how.join('+')}${counted === '1' ? '' : ` counted ${counted}`}${wrong}`;
}

describe('the route cache reuses a list exactly while its routes cannot have changed (R4.0-R4.12)', () => {
  // Confederate infantry in Ironton (box 0, profile 0: the first slot); its route neighbourhood is
  // Missouri and Illinois, so Richmond, Nashville and Chicago are outside it, Rolla and Thayer inside.
  type Unit = [side: 'usa' | 'csa', type: 'Mi' | 'Mc', at: string];
  const at = (units: Unit[], control?: Record<string, 'usa' | 'csa'>): S =>
    position({ side: 'csa', units: [['csa', 'Mi', 'ironton'], ...units], ...(control ? { control } : {}) });

  it('R4.0: the same position again is a tag hit; an enemy unit outside the neighbourhood reuses the list by its local key', () => {
    const s = at([['usa', 'Mi', 'richmond']]);
    answer(s, 'ironton', CSA);
    expect(answer(s, 'ironton', CSA)).toBe('tag');
    expect(answer(at([['usa', 'Mi', 'nashville']]), 'ironton', CSA)).toBe('local');
    expect(answer(at([['usa', 'Mi', 'nashville']]), 'ironton', CSA)).toBe('tag');
  });

  it('R4.0: an enemy unit entering the neighbourhood recomputes; two neighbourhoods are kept, the older one evicted by a third', () => {
    const rolla: Unit = ['usa', 'Mi', 'rolla'];
    const thayer: Unit = ['usa', 'Mi', 'thayer'];
    answer(at([['usa', 'Mi', 'richmond']]), 'ironton', CSA);
    expect(answer(at([rolla]), 'ironton', CSA)).toBe('fill');
    expect(answer(at([['usa', 'Mi', 'nashville']]), 'ironton', CSA)).toBe('local');
    expect(answer(at([rolla, ['usa', 'Mi', 'nashville']]), 'ironton', CSA)).toBe('local');
    expect(answer(at([['usa', 'Mi', 'chicago']]), 'ironton', CSA)).toBe('local');
    // Thayer's list replaces the one used less recently, Rolla's; then Rolla's replaces Thayer's.
    expect(answer(at([thayer]), 'ironton', CSA)).toBe('fill');
    expect(answer(at([['usa', 'Mi', 'richmond']]), 'ironton', CSA)).toBe('local');
    expect(answer(at([rolla, ['usa', 'Mi', 'chicago']]), 'ironton', CSA)).toBe('fill');
    expect(answer(at([]), 'ironton', CSA)).toBe('local');
    expect(answer(at([thayer, ['usa', 'Mi', 'nashville']]), 'ironton', CSA)).toBe('fill');
  });

  it('R4.0/R4.9: a change of control outside the neighbourhood is not a tag hit but reuses the list', () => {
    answer(at([]), 'ironton', CSA);
    expect(answer(at([], { richmond: 'usa' }), 'ironton', CSA)).toBe('local');
    expect(answer(at([], { richmond: 'usa' }), 'ironton', CSA)).toBe('tag');
  });

  it('R4.0 (friendly railroad): a box of the neighbourhood changing hands recomputes', () => {
    answer(at([]), 'ironton', CSA);
    expect(answer(at([], { rolla: 'csa' }), 'ironton', CSA)).toBe('fill');
    expect(answer(at([]), 'ironton', CSA)).toBe('tag');
  });

  it('R4.4: enemy cavalry replacing enemy infantry next to Union cavalry recomputes (no jump through it)', () => {
    const union = (type: 'Mi' | 'Mc'): S =>
      position({
        units: [
          ['usa', 'Mc', 'bloomington-ill'],
          ['csa', type, 'chicago'],
        ],
      });
    answer(union('Mi'), 'bloomington-ill', USA, 3);
    expect(answer(union('Mc'), 'bloomington-ill', USA, 3)).toBe('fill');
  });

  it('R4.0: a query of another box in between keeps the reuse (each box keys its own neighbourhood)', () => {
    // Cairo's neighbourhood has 30 boxes (three key words), Ironton's 16 (two).
    const far: Unit[] = [
      ['usa', 'Mi', 'nashville'],
      ['csa', 'Mi', 'cairo'],
    ];
    answer(at(far), 'ironton', CSA);
    expect(answer(at([...far, ['usa', 'Mi', 'richmond']]), 'cairo', CSA)).not.toBe('tag');
    expect(answer(at([...far, ['usa', 'Mi', 'richmond']]), 'ironton', CSA)).toBe('local');
  });

  it('R4.0: two boxes keyed in one movement context each key their own neighbourhood', () => {
    // Decatur's neighbourhood (an enemy unit in Corinth changes its routes) lies outside Ironton's, and
    // Ironton's outside Decatur's. Both boxes are asked in one context (as legalMovement does), Ironton first.
    const inOneContext = (s: S): string[][] => {
      const m = setMoveCtx(s, CSA);
      const lists = ['ironton', 'decatur'].map((id) => listOf(routesFrom(c, s, box(id), m.profile[0]!, m)));
      return lists.map((l) => l.sort());
    };
    const fresh = (s: S, id: string): string[] =>
      [...freshRoutes(s, box(id), setMoveCtx(s, CSA).profile[0]!, CSA)]
        .map(([k, v]) => `${k}:${v & 3}`)
        .sort();
    const p1 = at([['csa', 'Mi', 'decatur']]);
    expect(inOneContext(p1)).toEqual([fresh(p1, 'ironton'), fresh(p1, 'decatur')]);
    const p2 = at([
      ['csa', 'Mi', 'decatur'],
      ['usa', 'Mi', 'corinth'],
    ]);
    expect(fresh(p2, 'decatur')).not.toEqual(fresh(p1, 'decatur'));
    expect(inOneContext(p2)).toEqual([fresh(p2, 'ironton'), fresh(p2, 'decatur')]);
  });

  it('R4.0: both neighbourhoods kept answer the same position again by their tag, whichever way holds them', () => {
    const rolla = at([['usa', 'Mi', 'rolla']]);
    const thayer = at([['usa', 'Mi', 'thayer']]);
    answer(rolla, 'ironton', CSA);
    answer(thayer, 'ironton', CSA); // two local keys: two entries, one in each way
    expect([answer(rolla, 'ironton', CSA), answer(thayer, 'ironton', CSA)]).toEqual(['tag', 'tag']);
  });

  it('R4.0: Chicago keys only its own neighbourhood: an enemy unit in Ironton (next in the table) reuses its list', () => {
    const s = at([['csa', 'Mc', 'chicago']]);
    answer(s, 'chicago', CSA, 3);
    expect(
      answer(
        at([
          ['csa', 'Mc', 'chicago'],
          ['usa', 'Mi', 'ironton'],
        ]),
        'chicago',
        CSA,
        3,
      ),
    ).toBe('local');
  });

  it('R4.11: a list of the first turn (rivers one box) is not reused on the second', () => {
    const union = (turn: number): S =>
      position({ turn, units: [['usa', 'Mi', 'cairo']], options: { 'r4.11-first-turn-restrictions': true } });
    const p = setMoveCtx(union(2), USA).profile[0]!;
    expect(freshRoutes(union(1), box('cairo'), p, USA).size).toBeLessThan(
      freshRoutes(union(2), box('cairo'), p, USA).size,
    );
    answer(union(1), 'cairo', USA);
    expect(answer(union(2), 'cairo', USA)).toBe('fill');
    expect(answer(union(1), 'cairo', USA)).toBe('tag');
  });
});

describe('the route cache keeps each (destination, entry) result apart (R4.4, R4.9)', () => {
  it('R4.4/R4.9: Union cavalry in Bloomington (Ill.) reaches Ironton by two railroads and still only jumps through Chicago', () => {
    const s = position({
      units: [
        ['usa', 'Mc', 'bloomington-ill'],
        ['csa', 'Mi', 'chicago'],
      ],
      options: { 'r4.9-union-rail-bonus': true },
    });
    const p = setMoveCtx(s, USA).profile[3]!;
    const fresh = freshRoutes(s, box('bloomington-ill'), p, USA);
    // Ironton (box 0) from its entry 0 by two three-box railroads, and at least one R4.4 jump.
    expect(fresh.get(0)! & 3).toBe(R_OK);
    expect([...fresh.values()].some((v) => (v & 3) === R_JUMP)).toBe(true);
    expect(answer(s, 'bloomington-ill', USA, 3)).toMatch(/^(fill|local|tag)$/);
  });
});

// Last: the slowest test (the reuse tests above fail first under a mutant).
describe('the route cache returns the routes of the position now (R4.0-R4.12)', () => {
  it('at every decision of seeded random games, cached routes and MOVE routes equal fresh ones', () => {
    expect(playAndCheck('1861', 1, {}, 40)).toEqual([]);
    expect(
      playAndCheck('1862', 2, { 'r4.9-union-rail-bonus': true, 'r4.8-crack-infantry': true }, 40),
    ).toEqual([]);
    expect(playAndCheck('1863', 3, { 'r4.12-kentucky-neutrality': true }, 40)).toEqual([]);
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
