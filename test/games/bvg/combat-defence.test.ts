/**
 * The defence of a city (8.3) on constructed positions: abandoning it, a unit from hand, which
 * commands may respond (theater, multiple battles, raids, inactive cards), the hand restrictions of the
 * optional rules, the flags the chosen defence sets (retreat, cross-theater, sea supply, Opt 7), The
 * Slows (CC20) and Jackson (CC21). Each test fails when the rule it names is broken
 * (src/games/bvg/combat-defence.ts).
 */
import { describe, expect, it } from 'vitest';
import { ctrl } from '../../../src/games/bvg/state.js';
import {
  A,
  at,
  bvg,
  c,
  city,
  command,
  csa,
  empty,
  hand,
  has,
  L,
  legal,
  maps,
  own,
  play,
  type S,
  START_MAPS,
  usa,
  leeWithFourCorps,
} from './fixture.js';

const atk = (r: number, x: string, j: string): number => A.enc(A.OP_ATTACK, r, city(x), city(j));
const defend = (r: number, dow = 0): number => A.enc(A.OP_DEFEND, r, dow);
const detach = (k: number): number => A.enc(A.OP_DEF_DETACH, k);
const fromHand = (k: number, t: number): number => A.enc(A.OP_DEF_HAND, k, t);
const ABANDON = A.enc(A.OP_ABANDON);
const flag = (s: S, k: number, f: number): boolean => (s[L.C_FLAGS + k]! & f) !== 0;

/** Mark `k` as having defended `ids` earlier in this turn (8.3 multiple battles). */
function defended(s: S, k: number, ...ids: string[]): void {
  s[L.C_FLAGS + k] = s[L.C_FLAGS + k]! | L.F_DEFENDED;
  for (const id of ids) {
    const x = city(id);
    if (x < 32) s[L.C_DEF0 + k] = s[L.C_DEF0 + k]! | (1 << x);
    else s[L.C_DEF1 + k] = s[L.C_DEF1 + k]! | (1 << (x - 32));
  }
}

/**
 * Meade (I and II Corps) attacks Manassas from Washington in the USA Combat Step; `prepare` places the
 * CSA pieces (and options) first. Returns the state with the CSA to announce its defence.
 */
function meadeAttacksManassas(prepare: (s: S) => void): S {
  const s = empty();
  maps(s, START_MAPS);
  const meade = command(s, 'usa', 'east', 56, [9, 24]);
  prepare(s);
  at(s, 'usa', L.PH_COMBAT);
  play(s, atk(meade, 'manassas', 'washington'));
  expect(s[L.H_PHASE]).toBe(L.PH_DEFEND);
  expect(bvg.toMove(s)).toBe(L.CSA);
  return s;
}

describe('R8.3 ABANDON CITY', () => {
  it('the attacker captures the target at once and still pays the supply point; no battle is fought', () => {
    let jackson = -1;
    const s = meadeAttacksManassas((p) => {
      jackson = command(p, 'csa', 'east', 21, [9, 10]);
    });
    expect(s[L.H_SUPPLY + L.USA]).toBe(4);
    expect(ctrl(s, city('manassas'))).toBe(L.CSA);
    play(s, ABANDON);
    expect(ctrl(s, city('manassas'))).toBe(L.USA);
    expect(s[L.B_CAPTURED]).toBe(1);
    expect(s[L.B_WINNER]).toBe(L.USA);
    expect(s[L.B_FLAGS]! & L.BF_ABANDONED).toBeTruthy();
    expect(s[L.H_SUPPLY + L.USA]).toBe(4); // 8.1 the supply point stays spent
    expect(s[L.H_SUPPLY + L.CSA]).toBe(5); // the defender never expends any supply points
    // the attack is over: back to the USA Combat Step, the CSA command untouched and free to defend
    expect(s[L.H_PHASE]).toBe(L.PH_COMBAT);
    expect(bvg.toMove(s)).toBe(L.USA);
    for (const k of [jackson, csa(9), csa(10)]) {
      expect(s[L.C_LOC + k]).toBe(L.LOC_EAST);
      expect(flag(s, k, L.F_IN_BATTLE | L.F_DEFENDED)).toBe(false);
    }
  });

  it('is offered together with every command that may defend', () => {
    const s = meadeAttacksManassas((p) => {
      command(p, 'csa', 'east', 21, [9, 10]);
    });
    expect(legal(s)).toEqual([ABANDON, defend(csa(21)), detach(csa(9)), detach(csa(10))]);
  });
});

describe('R8.3 DEFEND by playing one unit (infantry or cavalry) from hand', () => {
  it('an infantry or cavalry unit may form the defending command; a leader or an Enigma card may not', () => {
    const s = meadeAttacksManassas((p) => hand(p, 'csa', 9, 45, 38, 20));
    const defences = legal(s).filter((a) => A.opOf(a) !== A.OP_ENIGMA); // The Slows (CC20) is played now
    expect(defences).toEqual([ABANDON, fromHand(csa(9), L.EAST), fromHand(csa(45), L.EAST)]);
  });

  it('the unit becomes a command of its own in the theater, in the battle, as the defender', () => {
    const s = meadeAttacksManassas((p) => hand(p, 'csa', 9));
    play(s, fromHand(csa(9), L.EAST));
    expect(s[L.C_LOC + csa(9)]).toBe(L.LOC_EAST);
    expect(s[L.C_PARENT + csa(9)]).toBe(-1);
    expect(flag(s, csa(9), L.F_IN_BATTLE)).toBe(true);
    expect(s[L.B_DEF]).toBe(csa(9));
    expect(s[L.B_DEF_TH]).toBe(L.EAST);
    expect(s[L.B_FLAGS]! & L.BF_FROM_HAND).toBeTruthy();
    expect(s[L.H_PHASE]).toBe(L.PH_RESERVE);
  });

  it('only that unit is played: every other card keeps its place and its command', () => {
    const s = meadeAttacksManassas((p) => hand(p, 'csa', 9));
    const before = bvg.clone(s);
    play(s, fromHand(csa(9), L.EAST));
    for (let k = 0; k < c.nc; k++) {
      if (k === csa(9)) continue;
      expect(s[L.C_LOC + k]).toBe(before[L.C_LOC + k]);
      expect(s[L.C_PARENT + k]).toBe(before[L.C_PARENT + k]);
    }
  });

  it('CC49: a lone XVI Corps played from hand in the West counts as infantry, so a cavalry reserve may pair with it (8.41 names a cavalry unit)', () => {
    const s = empty();
    maps(s, { ...START_MAPS, C: 'pro-usa', F: 'usa', G: 'csa', K: 'csa' });
    const bragg = command(s, 'csa', 'west', 26, [13]);
    hand(s, 'usa', 49, 54); // XVI Corps and Grierson (cavalry)
    at(s, 'csa', L.PH_COMBAT);
    play(s, atk(bragg, 'cairo', 'memphis'));
    play(s, fromHand(usa(49), L.WEST));
    expect(s[L.B_CAV_HAND]).toBe(-1);
    play(s, A.DONE); // the CSA passes
    expect(bvg.toMove(s)).toBe(L.USA);
    expect(has(s, A.enc(A.OP_RESERVE, usa(54), A.NONE))).toBe(true);
  });

  it('8.41 exception: a cavalry unit just played from hand to defend cannot be paired as a reserve', () => {
    const setup = (defence: 'hand' | 'board'): S => {
      const s = meadeAttacksManassas((p) => {
        hand(p, 'csa', 48); // Van Dorn, a second cavalry unit
        if (defence === 'hand') hand(p, 'csa', 45);
        else command(p, 'csa', 'east', 45);
      });
      play(s, defence === 'hand' ? fromHand(csa(45), L.EAST) : defend(csa(45)));
      expect(s[L.B_DEF]).toBe(csa(45));
      play(s, A.DONE); // the USA passes
      expect(bvg.toMove(s)).toBe(L.CSA);
      return s;
    };
    const pair = A.enc(A.OP_RESERVE, csa(48), A.NONE);
    expect(setup('hand')[L.B_CAV_HAND]).toBe(csa(45));
    expect(has(setup('hand'), pair)).toBe(false);
    expect(has(setup('board'), pair)).toBe(true);
  });

  it('CC58 the Reserve Corps played from hand in the enemy turn is marked to be discarded at its end', () => {
    const s = empty();
    maps(s, START_MAPS);
    const jackson = command(s, 'csa', 'east', 21, [9, 10]);
    hand(s, 'usa', 58, 25);
    at(s, 'csa', L.PH_COMBAT);
    play(s, atk(jackson, 'harpers-ferry', 'shenandoah-valley'));
    const reserve = bvg.clone(s);
    play(reserve, fromHand(usa(58), L.EAST));
    expect(flag(reserve, usa(58), L.F_OPP_TURN)).toBe(true);
    play(s, fromHand(usa(25), L.EAST));
    expect(s[L.C_FLAGS + usa(25)]).toBe(L.F_IN_BATTLE | L.F_OPP_TURN);
  });
});

describe('R8.3 which commands may respond', () => {
  it('a command in the theater of the target may defend; one in the other theater, a lone leader or a face-down command may not', () => {
    const s = meadeAttacksManassas((p) => {
      command(p, 'csa', 'east', 21, [9, 10]);
      command(p, 'csa', 'west', 26, [13]); // 11.5: Manassas is defended from the East only
      command(p, 'csa', 'east', 38); // Lee alone: no unit to fight with
      command(p, 'csa', 'east', 58, [34]);
      // 8.9 E: A.P. Hill's command is face-down (a leader inactive, so are the cards under him)
      for (const n of [58, 34]) p[L.C_FLAGS + csa(n)] = L.F_FD_COMBAT;
    });
    const defences = legal(s).filter((a) => A.opOf(a) === A.OP_DEFEND);
    expect(defences).toEqual([defend(csa(21))]);
    expect(has(s, detach(csa(13)))).toBe(false);
    expect(has(s, detach(csa(34)))).toBe(false);
  });

  it('R10.3 a unit that raided in this Combat Step may not defend: nor may its command, but the rest of it may', () => {
    const s = meadeAttacksManassas((p) => {
      command(p, 'csa', 'east', 21, [9, 10]);
      p[L.C_FLAGS + csa(9)] = L.F_RAIDED;
    });
    expect(has(s, defend(csa(21)))).toBe(false);
    expect(has(s, detach(csa(9)))).toBe(true); // 8.3: then Jackson defends with the other division
    expect(has(s, detach(csa(10)))).toBe(true);
    const rest = bvg.clone(s);
    play(s, detach(csa(10)));
    expect(legal(s)).toEqual([defend(csa(10)), detach(csa(9))]);
    play(rest, detach(csa(9)));
    expect(legal(rest)).toEqual([defend(csa(21)), detach(csa(10))]);
    play(rest, defend(csa(21)));
    expect(flag(rest, csa(10), L.F_IN_BATTLE)).toBe(true);
    expect(flag(rest, csa(9), L.F_IN_BATTLE)).toBe(false);
  });

  it('an inactive unit (8.9) in a command stays out of the battle and does not stop the rest defending', () => {
    const s = meadeAttacksManassas((p) => {
      command(p, 'csa', 'east', 21, [9, 10]);
      p[L.C_FLAGS + csa(10)] = L.F_FD_COMBAT;
    });
    expect(has(s, defend(csa(21)))).toBe(true);
    expect(has(s, defend(csa(10)))).toBe(false); // nor could it defend by itself
    expect(has(s, detach(csa(10)))).toBe(true); // 8.3: it may be detached, the rest then defends
  });
});

describe('R8.3 MULTIPLE BATTLES: a card that defended earlier this turn', () => {
  const jacksonDefended = (ids: string[], reading = false): S =>
    meadeAttacksManassas((p) => {
      if (reading) p[L.H_OPT] = L.O_MULTI_JUMP_ONLY; // read-8.3-second-defence=cities-only
      command(p, 'csa', 'east', 21, [9, 10]);
      for (const n of [21, 9, 10]) defended(p, csa(n), ...ids);
    });
  const mayDefend = (s: S): boolean => has(s, defend(csa(21)));

  it('may defend the city it defended earlier', () => {
    expect(mayDefend(jacksonDefended(['manassas']))).toBe(true);
    expect(mayDefend(jacksonDefended(['manassas'], true))).toBe(true);
  });

  it('may defend against an attack from the jumping-off city it defended earlier', () => {
    expect(mayDefend(jacksonDefended(['washington']))).toBe(true);
    expect(mayDefend(jacksonDefended(['washington'], true))).toBe(true);
  });

  it("may defend when the attacker's supply line runs through a city it defended earlier (not in the cities-only reading)", () => {
    expect(mayDefend(jacksonDefended(['baltimore']))).toBe(true);
    expect(mayDefend(jacksonDefended(['baltimore'], true))).toBe(false);
  });

  it('may not defend otherwise', () => {
    expect(mayDefend(jacksonDefended(['richmond']))).toBe(false);
    expect(mayDefend(jacksonDefended([]))).toBe(false);
    expect(mayDefend(jacksonDefended(['lynchburg', 'wilderness']))).toBe(false);
  });

  it('one card that may not defend again keeps its whole command out', () => {
    const s = meadeAttacksManassas((p) => {
      command(p, 'csa', 'east', 21, [9, 10]);
      defended(p, csa(10), 'richmond');
    });
    expect(has(s, defend(csa(21)))).toBe(false);
    expect(has(s, detach(csa(9)))).toBe(true); // the Stonewall Division may still defend alone
  });
});

/** R11.5: the CSA (J.E. Johnston, West) attacks USA-held Atlanta from Columbus (GA). */
function columbusAtlanta(prepare: (s: S) => void): S {
  const s = empty();
  maps(s, { ...START_MAPS, G: 'csa', H: 'usa', K: 'csa' });
  own(s, 'usa', 'atlanta', 'augusta', 'columbia', 'greensboro', 'richmond', 'manassas');
  const jej = command(s, 'csa', 'west', 8, [29]);
  prepare(s);
  at(s, 'csa', L.PH_COMBAT);
  play(s, atk(jej, 'atlanta', 'columbus-ga'));
  return s;
}

/** R11.5: Rosecrans (West) attacks CSA-held Macon from Atlanta: the CSA defends from the West. */
function rosecransAttacksMacon(prepare: (s: S) => void): S {
  const s = empty();
  maps(s, { ...START_MAPS, C: 'pro-usa', F: 'usa', G: 'csa', K: 'csa' });
  own(s, 'usa', 'atlanta', 'chattanooga', 'nashville');
  const rosecrans = command(s, 'usa', 'west', 43, [18]);
  prepare(s);
  at(s, 'usa', L.PH_COMBAT);
  play(s, atk(rosecrans, 'macon', 'atlanta'));
  return s;
}

/** R11.3/R11.6: Bragg attacks Columbia, which the USA supplies only by sea (through Charleston). */
function braggAttacksColumbia(prepare: (s: S) => void): S {
  const s = empty();
  maps(s, { ...START_MAPS, G: 'csa', H: 'csa', K: 'csa' });
  own(s, 'usa', 'columbia', 'charleston');
  const bragg = command(s, 'csa', 'west', 26, [13]);
  prepare(s);
  at(s, 'csa', L.PH_COMBAT);
  play(s, atk(bragg, 'columbia', 'augusta'));
  expect(s[L.B_DEF_OPTS]! & L.DO_SEA_E).toBeTruthy();
  return s;
}

const handDefences = (s: S): number[] => legal(s).filter((a) => A.opOf(a) === A.OP_DEF_HAND);

describe('R8.3 a unit from hand: where and when', () => {
  it('in each theater the target may be defended from, if the card may serve there (3.28)', () => {
    // R11.5: Atlanta may be defended from either theater; VIII Corps serves in the East only
    const s = columbusAtlanta((p) => hand(p, 'usa', 16, 25));
    expect(handDefences(s)).toEqual([
      fromHand(usa(16), L.EAST),
      fromHand(usa(25), L.EAST),
      fromHand(usa(25), L.WEST),
    ]);
    // Macon by a Western command: the West only
    const m = rosecransAttacksMacon((p) => hand(p, 'csa', 13));
    expect(handDefences(m)).toEqual([fromHand(csa(13), L.WEST)]);
  });

  it('a card that may not be played before the next turn (returned to hand) may not defend', () => {
    const s = meadeAttacksManassas((p) => {
      hand(p, 'csa', 9, 10);
      p[L.C_FLAGS + csa(9)] = L.F_HAND_LOCK;
    });
    expect(handDefences(s)).toEqual([fromHand(csa(10), L.EAST)]);
  });

  it('Opt 15 Western Theater Dispersion: the CSA may not defend a Western city solely from his hand', () => {
    const withOpt = (p: S): void => {
      p[L.H_OPT] = L.O_WEST_DISPERSION;
      hand(p, 'csa', 13);
    };
    expect(handDefences(rosecransAttacksMacon((p) => hand(p, 'csa', 13)))).toHaveLength(1);
    const m = rosecransAttacksMacon(withOpt);
    expect(handDefences(m)).toEqual([]);
    expect(has(m, ABANDON)).toBe(true);
    // an Eastern city may still be defended from hand, and the USA is not bound by it
    expect(handDefences(meadeAttacksManassas(withOpt))).toEqual([fromHand(csa(13), L.EAST)]);
    const a = columbusAtlanta((p) => {
      p[L.H_OPT] = L.O_WEST_DISPERSION;
      hand(p, 'usa', 25);
    });
    expect(handDefences(a)).toEqual([fromHand(usa(25), L.EAST), fromHand(usa(25), L.WEST)]);
  });

  it('the historical USA first turn (no cards played) keeps the USA from defending from hand, not the CSA', () => {
    const a = columbusAtlanta((p) => {
      p[L.H_TURN_FLAGS] = L.TF_NO_CARDS;
      hand(p, 'usa', 25);
    });
    expect(handDefences(a)).toEqual([]);
    const m = meadeAttacksManassas((p) => {
      p[L.H_TURN_FLAGS] = L.TF_NO_CARDS;
      hand(p, 'csa', 9);
    });
    expect(handDefences(m)).toEqual([fromHand(csa(9), L.EAST)]);
  });

  it('R11.6 a sea-supplied defence from hand: no cavalry (unless in USA Late War); Opt 7: none at all', () => {
    const setup = (o: { lateWar?: boolean; isolation?: boolean }): S =>
      braggAttacksColumbia((p) => {
        hand(p, 'usa', 25, 53);
        if (o.lateWar) p[L.H_LATEWAR + L.USA] = 1;
        if (o.isolation) p[L.H_OPT] = L.O_ISOLATION;
      });
    // a cross-theater attack (11.5 situation 2): the West is open too, and not supplied by sea
    const west = [fromHand(usa(25), L.WEST), fromHand(usa(53), L.WEST)];
    expect(handDefences(setup({}))).toEqual([fromHand(usa(25), L.EAST), ...west]);
    const lateWar = [fromHand(usa(25), L.EAST), fromHand(usa(53), L.EAST), ...west];
    expect(handDefences(setup({ lateWar: true }))).toEqual(lateWar);
    expect(handDefences(setup({ isolation: true }))).toEqual(west);
    expect(handDefences(setup({ isolation: true, lateWar: true }))).toEqual(west);
  });

  it("four-player rule: a Western defence from hand is the Western player's hand, an Eastern one the Eastern player's", () => {
    const put = (p: S, n: number, loc: number): void => {
      p[L.C_LOC + usa(n)] = loc;
    };
    const s = columbusAtlanta((p) => {
      p[L.H_PLAYERS] = 4;
      p[L.H_SEAT_SUB] = 1; // the Western CSA player attacks
      put(p, 25, L.LOC_HAND); // III Corps (an Eastern card) in the Eastern player's hand
      put(p, 21, L.LOC_HAND_W); // XV Corps (a Western card) in the Western player's hand
      put(p, 20, L.LOC_HAND); // XIII Corps (a Western card) in the Eastern player's hand
    });
    expect(handDefences(s)).toEqual([fromHand(usa(25), L.EAST), fromHand(usa(21), L.WEST)]);
    play(s, fromHand(usa(21), L.WEST));
    expect(s[L.C_LOC + usa(21)]).toBe(L.LOC_WEST);
  });
});

describe('R8.3/R11.4/R11.5 what the chosen defence records', () => {
  it('R11.5 Columbus-Atlanta: defending from the East is cross-theater and may retreat; from the West may not', () => {
    const east = columbusAtlanta((p) => hand(p, 'usa', 25));
    play(east, fromHand(usa(25), L.EAST));
    expect(east[L.C_LOC + usa(25)]).toBe(L.LOC_EAST);
    expect(east[L.B_DEF_TH]).toBe(L.EAST);
    expect(east[L.B_FLAGS]! & (L.BF_CAN_RETREAT | L.BF_DEF_CROSS)).toBe(L.BF_CAN_RETREAT | L.BF_DEF_CROSS);
    const west = columbusAtlanta((p) => hand(p, 'usa', 25));
    play(west, fromHand(usa(25), L.WEST));
    expect(west[L.B_DEF_TH]).toBe(L.WEST);
    expect(west[L.B_FLAGS]! & (L.BF_CAN_RETREAT | L.BF_DEF_CROSS)).toBe(0);
  });

  it('R11.6 a defence from the East of a sea-supplied city is sea-supplied, through its port', () => {
    const s = braggAttacksColumbia((p) => command(p, 'usa', 'east', 56, [9, 24]));
    play(s, defend(usa(56)));
    expect(s[L.B_FLAGS]! & L.BF_SEA_DEF).toBeTruthy();
    expect(s[L.B_DEF_PORT]).toBe(city('charleston'));
    const w = braggAttacksColumbia((p) => command(p, 'usa', 'west', 43, [18]));
    play(w, defend(usa(43)));
    expect(w[L.B_FLAGS]! & L.BF_SEA_DEF).toBe(0);
  });

  it('Opt 7 off: a USA defence supplied by sea is not isolated and takes reserves', () => {
    const s = braggAttacksColumbia((p) => {
      command(p, 'usa', 'east', 56, [9]);
      hand(p, 'usa', 25);
    });
    play(s, defend(usa(56)));
    expect(s[L.B_FLAGS]! & L.BF_SEA_DEF).toBeTruthy();
    expect(s[L.B_FLAGS]! & L.BF_DEF_ISOLATED).toBe(0);
    expect(bvg.ruleCounts!(s)['opt7-isolation'] ?? 0).toBe(0);
    play(s, A.DONE); // the CSA passes
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_RESERVE).length).toBeGreaterThan(0);
  });

  it('Opt 7 Isolation: no reserves for a defender with no line to a base in his theater, nor for the USA by sea', () => {
    const reserves = (s: S): number[] => legal(s).filter((a) => A.opOf(a) === A.OP_RESERVE);
    const atlanta = (t: number): S => {
      const s = columbusAtlanta((p) => {
        p[L.H_OPT] = L.O_ISOLATION;
        command(p, 'usa', 'east', 56, [9]);
        command(p, 'usa', 'west', 43, [18]);
        hand(p, 'usa', 25, 33);
      });
      play(s, defend(t === L.EAST ? usa(56) : usa(43)));
      play(s, A.DONE); // the CSA passes
      expect(bvg.toMove(s)).toBe(L.USA);
      return s;
    };
    // R11.5: Atlanta traces no line to a Western base; the East line runs overland
    const west = atlanta(L.WEST);
    expect(west[L.B_FLAGS]! & L.BF_DEF_ISOLATED).toBeTruthy();
    expect(reserves(west)).toEqual([]);
    const east = atlanta(L.EAST);
    expect(east[L.B_FLAGS]! & L.BF_DEF_ISOLATED).toBe(0);
    expect(reserves(east).length).toBeGreaterThan(0);
    // Columbia from the East: by sea
    const sea = braggAttacksColumbia((p) => {
      p[L.H_OPT] = L.O_ISOLATION;
      command(p, 'usa', 'east', 56, [9]);
      hand(p, 'usa', 25);
    });
    play(sea, defend(usa(56)));
    expect(sea[L.B_FLAGS]! & L.BF_DEF_ISOLATED).toBeTruthy();
    expect(bvg.ruleCounts!(sea)['opt7-isolation']).toBeGreaterThan(0);
  });
});

describe('CC20 The Slows', () => {
  const slows = A.enc(A.OP_ENIGMA, csa(20), A.NONE);
  const attack = (leader: number): S => {
    const s = empty();
    maps(s, START_MAPS);
    const r = command(s, 'usa', 'east', leader, [9, 24]);
    command(s, 'csa', 'east', 21, [9, 10]);
    hand(s, 'csa', 20);
    at(s, 'usa', L.PH_COMBAT);
    play(s, atk(r, 'manassas', 'washington'));
    play(s, slows);
    return s;
  };

  it("reduces the attacking commander's initiative by one: at 0 the attack goes on", () => {
    const s = attack(56); // Meade, initiative 1
    expect(s[L.B_INIT_PEN]).toBe(1);
    expect(s[L.H_PHASE]).toBe(L.PH_DEFEND);
    expect(bvg.toMove(s)).toBe(L.CSA);
    expect(has(s, defend(csa(21)))).toBe(true);
  });

  it('below 0 the attack is cancelled: no battle, the city stays, the supply point stays spent', () => {
    const s = attack(11); // McClellan, initiative 0
    expect(s[L.H_PHASE]).toBe(L.PH_COMBAT);
    expect(bvg.toMove(s)).toBe(L.USA);
    expect(ctrl(s, city('manassas'))).toBe(L.CSA);
    expect(s[L.B_CAPTURED]).toBe(0);
    expect(s[L.H_SUPPLY + L.USA]).toBe(4);
    expect(s[L.C_LOC + csa(20)]).not.toBe(L.LOC_HAND);
    for (const k of [usa(11), usa(9), usa(24)]) expect(flag(s, k, L.F_IN_BATTLE)).toBe(false);
  });

  it('a naval squadron leading an invasion counts as initiative above 0: the lone corps still attacks', () => {
    const s = empty();
    maps(s, { ...START_MAPS, J: 'csa' });
    s[L.C_LOC + usa(5)] = L.LOC_EAST; // Porter's squadron
    const corps = command(s, 'usa', 'east', 9); // I Corps alone: a leaderless invasion (9.6)
    command(s, 'csa', 'east', 21, [9, 10]);
    hand(s, 'csa', 20);
    at(s, 'usa', L.PH_COMBAT);
    play(s, A.enc(A.OP_INVADE, corps, city('norfolk')));
    expect(s[L.B_FLAGS]! & L.BF_LEADERLESS).toBeTruthy();
    play(s, slows);
    expect(s[L.B_INIT_PEN]).toBe(1);
    expect(s[L.H_PHASE]).toBe(L.PH_DEFEND);
    expect(bvg.toMove(s)).toBe(L.CSA);
    expect(has(s, defend(csa(21)))).toBe(true);
  });
});

describe('CC21 Jackson may rejoin a command to defend', () => {
  /** Meade attacks Manassas; `defender` is the CSA command that defends; Jackson is in the East. */
  const setup = (prepare: (s: S) => void, defender = csa(38)): S => {
    const s = meadeAttacksManassas((p) => {
      command(p, 'csa', 'east', 38, [], [[41, [30, 35]]]); // Lee with Longstreet
      command(p, 'csa', 'east', 21, [9, 10]);
      prepare(p);
    });
    play(s, defend(defender));
    return s;
  };
  const window = (s: S): boolean => has(s, A.enc(A.OP_JACKSON));

  it('to the defending army commander in his theater, if Jackson is still eligible to defend', () => {
    const s = setup(() => undefined);
    expect(window(s)).toBe(true);
    expect(legal(s)).toEqual([A.DONE, A.enc(A.OP_JACKSON)]);
  });

  it('not from the other theater, nor when he defended elsewhere this turn or is face-down', () => {
    expect(window(setup((p) => moveJackson(p, L.LOC_WEST)))).toBe(false);
    expect(window(setup((p) => [21, 9, 10].forEach((n) => defended(p, csa(n), 'richmond'))))).toBe(false);
    expect(window(setup((p) => [21, 9, 10].forEach((n) => (p[L.C_FLAGS + csa(n)] = L.F_FD_COMBAT))))).toBe(
      false,
    );
    // he defended Manassas earlier: he may defend it again (8.3), so he may rejoin
    expect(window(setup((p) => [21, 9, 10].forEach((n) => defended(p, csa(n), 'manassas'))))).toBe(true);
  });

  it('not when he is already under another leader', () => {
    const s = setup((p) => {
      command(p, 'csa', 'east', 8, [], [[21, [9, 10]]]); // Jackson under J.E. Johnston
    });
    expect(window(s)).toBe(false);
  });

  it('only to an army commander (a leader who may have subordinates), not to a corps leader or a unit', () => {
    const hill = setup((p) => command(p, 'csa', 'east', 58, [34]), csa(58));
    expect(window(hill)).toBe(false);
    expect(hill[L.H_PHASE]).toBe(L.PH_RESERVE);
    const lone = setup((p) => command(p, 'csa', 'east', 34), csa(34));
    expect(window(lone)).toBe(false);
  });

  it('subject to normal leadership restrictions: not beyond the commander’s subordinate capacity', () => {
    const full = setup((p) => {
      // Lee (four subordinates at most) with Longstreet, A.P. Hill, Ewell and Hardee
      leeWithFourCorps(p);
    });
    expect(window(full)).toBe(false);
  });

  it('before reserves: on JACKSON he attaches (with his command) to the commander and fights; on DONE he stays out', () => {
    const joins = setup(() => undefined);
    const recorded = joins[L.B_FLAGS]! & ~L.BF_JACKSON_WINDOW; // what the chosen defence recorded
    expect(recorded & L.BF_CAN_RETREAT).toBeTruthy();
    play(joins, A.enc(A.OP_JACKSON));
    expect(joins[L.C_PARENT + csa(21)]).toBe(csa(38));
    for (const n of [21, 9, 10]) expect(flag(joins, csa(n), L.F_IN_BATTLE)).toBe(true);
    expect(joins[L.B_FLAGS]).toBe(recorded | L.BF_JACKSON);
    expect(joins[L.H_PHASE]).toBe(L.PH_RESERVE);
    const stays = setup(() => undefined);
    play(stays, A.DONE);
    expect(stays[L.C_PARENT + csa(21)]).toBe(-1);
    for (const n of [21, 9, 10]) expect(flag(stays, csa(n), L.F_IN_BATTLE)).toBe(false);
    expect(stays[L.B_FLAGS]).toBe(recorded);
    expect(stays[L.H_PHASE]).toBe(L.PH_RESERVE);
  });

  it('only to a commander of his own theater, also when he may defend the target from his (11.5 cross-theater attack)', () => {
    const s = empty();
    maps(s, { ...START_MAPS, C: 'pro-usa', F: 'usa', G: 'csa', K: 'csa' });
    own(s, 'usa', 'atlanta', 'chattanooga', 'knoxville', 'lynchburg', 'manassas', 'richmond');
    const meade = command(s, 'usa', 'east', 56, [9, 24]); // an Eastern command attacks Macon (West)
    command(s, 'csa', 'east', 38, [], [[41, [30, 35]]]); // Lee in the East
    command(s, 'csa', 'west', 21, [9, 10]); // Jackson in the West
    at(s, 'usa', L.PH_COMBAT);
    play(s, atk(meade, 'macon', 'atlanta'));
    expect(s[L.B_DEF_OPTS]! & (L.DO_ALLOW_E | L.DO_ALLOW_W)).toBe(L.DO_ALLOW_E | L.DO_ALLOW_W);
    expect(has(s, defend(csa(21)))).toBe(true); // Jackson may defend Macon from the West
    play(s, defend(csa(38)));
    expect(window(s)).toBe(false);
    expect(s[L.H_PHASE]).toBe(L.PH_RESERVE);
  });

  it('never when the CSA attacks (Jackson rejoins a CSA defence only)', () => {
    const s = empty();
    maps(s, START_MAPS);
    const lee = command(s, 'csa', 'east', 38, [9, 10]);
    command(s, 'csa', 'east', 21, [22]);
    const mcclellan = command(s, 'usa', 'east', 11, [9, 24]);
    at(s, 'csa', L.PH_COMBAT);
    play(s, atk(lee, 'washington', 'manassas'));
    play(s, defend(mcclellan));
    expect(s[L.H_PHASE]).toBe(L.PH_RESERVE);
    expect(s[L.B_FLAGS]! & L.BF_JACKSON_WINDOW).toBe(0);
  });
});

function moveJackson(s: S, loc: number): void {
  for (const n of [21, 9, 10]) s[L.C_LOC + csa(n)] = loc;
}

describe('CC4 Dept. of Washington', () => {
  const setup = (prepare: (s: S) => void): S => {
    const s = empty();
    maps(s, START_MAPS);
    command(s, 'usa', 'east', 4, [55]);
    command(s, 'usa', 'east', 56, [9]);
    const jackson = command(s, 'csa', 'east', 21, [9, 10]);
    prepare(s);
    at(s, 'csa', L.PH_COMBAT);
    play(s, atk(jackson, 'washington', 'manassas'));
    return s;
  };

  it('combines with one other command (not with itself), both in the battle, Dept. of Washington recorded', () => {
    const s = setup(() => undefined);
    const defences = legal(s).filter((a) => A.opOf(a) === A.OP_DEFEND);
    expect(defences).toEqual([defend(usa(4)), defend(usa(56)), defend(usa(56), 1)]);
    play(s, defend(usa(56), 1));
    expect(s[L.B_DEF]).toBe(usa(56));
    expect(s[L.B_DOW]).toBe(usa(4));
    for (const k of [usa(4), usa(55), usa(56), usa(9)]) expect(flag(s, k, L.F_IN_BATTLE)).toBe(true);
  });

  it('only while it may itself defend Washington', () => {
    const s = setup((p) => defended(p, usa(55), 'baltimore'));
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_DEFEND)).toEqual([defend(usa(56))]);
  });

  it('a defence without it leaves the Dept. of Washington out of the battle', () => {
    const s = setup(() => undefined);
    play(s, defend(usa(56)));
    expect(s[L.B_DEF]).toBe(usa(56));
    expect(s[L.B_DOW]).toBe(-1);
    for (const k of [usa(4), usa(55)]) expect(flag(s, k, L.F_IN_BATTLE)).toBe(false);
  });

  it('is a USA card: a CSA defence of a CSA-held Washington is never combined with it', () => {
    const s = empty();
    maps(s, START_MAPS);
    own(s, 'csa', 'washington');
    command(s, 'usa', 'east', 4, [55]); // the Dept. on the board in the East
    const meade = command(s, 'usa', 'east', 56, [9, 24]);
    command(s, 'csa', 'east', 21, [9, 10]);
    at(s, 'usa', L.PH_COMBAT);
    play(s, atk(meade, 'washington', 'baltimore'));
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_DEFEND)).toEqual([defend(csa(21))]);
  });

  it('R11.5 combines with an Eastern command only: a Western one that may defend Washington defends alone', () => {
    const s = setup((p) => command(p, 'usa', 'west', 43, [18])); // Rosecrans
    // as after a cross-theater attack (11.5 Situation 2): Washington may be defended from either theater
    s[L.B_DEF_OPTS] = s[L.B_DEF_OPTS]! | L.DO_ALLOW_W;
    const defences = legal(s).filter((a) => A.opOf(a) === A.OP_DEFEND);
    expect(defences).toEqual([defend(usa(4)), defend(usa(43)), defend(usa(56)), defend(usa(56), 1)]);
  });
});

describe('R8.3 which commands and pieces may defend: the record and the theater', () => {
  /** Rosecrans (West) attacks CSA-held Jackson (city 32: the second word of a defence record) from Grenada. */
  const rosecransAttacksJackson = (prepare: (s: S) => void): S => {
    const s = empty();
    maps(s, { ...START_MAPS, C: 'pro-usa', F: 'usa', G: 'csa', I: 'usa' });
    own(s, 'usa', 'corinth', 'grenada', 'memphis');
    const rosecrans = command(s, 'usa', 'west', 43, [18]);
    prepare(s);
    at(s, 'usa', L.PH_COMBAT);
    play(s, atk(rosecrans, 'jackson', 'grenada'));
    return s;
  };
  const braggDefended = (ids: string[]): S =>
    rosecransAttacksJackson((p) => {
      command(p, 'csa', 'west', 26, [13]);
      for (const n of [26, 13]) defended(p, csa(n), ...ids);
    });

  it('MULTIPLE BATTLES: a card may defend again a city numbered 32 or more it defended earlier, not another', () => {
    expect(has(braggDefended(['jackson']), defend(csa(26)))).toBe(true);
    expect(has(braggDefended(['washington']), defend(csa(26)))).toBe(false);
    expect(has(braggDefended(['macon', 'vicksburg']), defend(csa(26)))).toBe(false);
  });

  it("MULTIPLE BATTLES: the attacker's supply line through a city numbered 32 or more it defended (any-line reading)", () => {
    // R11.6 Decatur-Corinth: the CSA line from Decatur runs through Chattanooga (city 33)
    const decaturCorinth = (ids: string[], citiesOnly: boolean): S => {
      const s = empty();
      maps(s, { ...START_MAPS, C: 'pro-usa', F: 'usa', G: 'csa', I: 'usa' });
      own(s, 'usa', 'corinth', 'grenada', 'jackson', 'new-orleans', 'memphis');
      if (citiesOnly) s[L.H_OPT] = L.O_MULTI_JUMP_ONLY;
      const jej = command(s, 'csa', 'west', 8, [29]);
      command(s, 'usa', 'west', 43, [18]);
      for (const n of [43, 18]) defended(s, usa(n), ...ids);
      at(s, 'csa', L.PH_COMBAT);
      play(s, atk(jej, 'corinth', 'decatur'));
      return s;
    };
    expect(has(decaturCorinth(['chattanooga'], false), defend(usa(43)))).toBe(true);
    expect(has(decaturCorinth(['chattanooga'], true), defend(usa(43)))).toBe(false);
    expect(has(decaturCorinth(['macon'], false), defend(usa(43)))).toBe(false);
  });

  it('R9.6 an invasion has no jumping-off city or overland supply line: only the invaded port defended earlier counts', () => {
    const invasion = (ids: string[]): S => {
      const s = empty();
      maps(s, START_MAPS);
      command(s, 'usa', 'east', 19, [9]);
      s[L.C_LOC + usa(5)] = L.LOC_EAST; // Porter's squadron
      command(s, 'csa', 'east', 21, [9, 10]);
      for (const n of [21, 9, 10]) defended(s, csa(n), ...ids);
      at(s, 'usa', L.PH_COMBAT);
      play(s, A.enc(A.OP_INVADE, usa(19), city('norfolk')));
      expect(s[L.B_JUMP]).toBe(-1);
      return s;
    };
    expect(has(invasion(['norfolk']), defend(csa(21)))).toBe(true);
    // Vicksburg is city 31, the last bit of the record's first word
    expect(has(invasion(['vicksburg']), defend(csa(21)))).toBe(false);
  });

  it('R11.5 only a command on the board in a theater the target may be defended from; pieces detach there only', () => {
    const s = rosecransAttacksMacon((p) => {
      command(p, 'csa', 'west', 26, [13]);
      command(p, 'csa', 'east', 21, [9, 10]);
      hand(p, 'csa', 45);
    });
    // every other card is out of play (not on the board): none of them is a command
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_DEFEND || A.opOf(a) === A.OP_DEF_DETACH)).toEqual([
      defend(csa(26)),
      detach(csa(13)),
    ]);
  });

  it('a naval squadron is not a command that defends', () => {
    const s = columbusAtlanta((p) => {
      p[L.C_LOC + usa(5)] = L.LOC_EAST; // Porter's squadron
      p[L.C_LOC + usa(7)] = L.LOC_WEST;
      command(p, 'usa', 'west', 43, [18]);
    });
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_DEFEND)).toEqual([defend(usa(43))]);
  });

  it('Opt 12: a command whose invasion failed may not defend at all in the next CSA turn', () => {
    const s = columbusAtlanta((p) => {
      p[L.H_OPT] = L.O_ATLANTIC;
      command(p, 'usa', 'east', 56, [9]);
      for (const n of [56, 9]) p[L.C_FLAGS + usa(n)] = L.F_BR_NODEF;
      command(p, 'usa', 'west', 43, [18]);
    });
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_DEFEND)).toEqual([defend(usa(43))]);
    expect(has(s, detach(usa(9)))).toBe(false);
  });

  it('R11.6 a defence supplied by sea: one leader and two corps, no cavalry; unlimited in USA Late War', () => {
    const seaDefence = (units: number[], lateWar: boolean): S =>
      braggAttacksColumbia((p) => {
        command(p, 'usa', 'east', 56, units);
        if (lateWar) p[L.H_LATEWAR + L.USA] = 1;
      });
    expect(has(seaDefence([9, 24], false), defend(usa(56)))).toBe(true);
    expect(has(seaDefence([9, 24, 25], false), defend(usa(56)))).toBe(false);
    expect(has(seaDefence([9, 53], false), defend(usa(56)))).toBe(false); // Averell's cavalry
    expect(has(seaDefence([9, 24, 25], true), defend(usa(56)))).toBe(true);
    expect(has(seaDefence([9, 53], true), defend(usa(56)))).toBe(true);
    // a corps detached from the three leaves a command that fits
    expect(has(seaDefence([9, 24, 25], false), detach(usa(25)))).toBe(true);
  });

  it('XXII Corps must stay attached to the Dept. of Washington: it is never detached to defend', () => {
    const s = empty();
    maps(s, START_MAPS);
    command(s, 'usa', 'east', 4, [55]);
    command(s, 'usa', 'east', 56, [9]);
    const jackson = command(s, 'csa', 'east', 21, [9, 10]);
    at(s, 'csa', L.PH_COMBAT);
    play(s, atk(jackson, 'washington', 'manassas'));
    expect(has(s, detach(usa(55)))).toBe(false);
    expect(has(s, detach(usa(9)))).toBe(true);
  });

  it('CC4, R8.3: VIII Corps is not detached from the Dept. of Washington when nothing left could defend (XXII Corps stays)', () => {
    const s = empty();
    maps(s, START_MAPS);
    command(s, 'usa', 'east', 4, [55, 16]); // the Dept. of Washington with XXII and VIII Corps
    s[L.C_FLAGS + usa(16)] = L.F_FD_COMBAT; // VIII Corps inactive (8.9)
    const jackson = command(s, 'csa', 'east', 21, [9, 10]);
    at(s, 'csa', L.PH_COMBAT);
    play(s, atk(jackson, 'harpers-ferry', 'shenandoah-valley'));
    // the Dept. defends only Washington (CC4), VIII Corps is inactive, XXII Corps may not leave the Dept.
    expect(legal(s)).toEqual([ABANDON]);
  });
});

describe('R8.3 detachments: offered only if the responding command can still defend', () => {
  it('R11.6 a leader with only cavalry defends nothing by sea: no piece is offered to detach', () => {
    const s = braggAttacksColumbia((p) => command(p, 'usa', 'east', 32, [53, 54])); // Butler, two cavalry
    const defences = legal(s).filter((a) => A.opOf(a) === A.OP_DEFEND || A.opOf(a) === A.OP_DEF_DETACH);
    expect(defences).toEqual([]);
    // in USA Late War the sea limit is gone: Butler defends with his cavalry
    const lateWar = braggAttacksColumbia((p) => {
      command(p, 'usa', 'east', 32, [53, 54]);
      p[L.H_LATEWAR + L.USA] = 1;
    });
    expect(has(lateWar, defend(usa(32)))).toBe(true);
  });

  it('R8.9 B: a command whose units are all inactive (rail arrivals attached) has no detachment to offer', () => {
    const s = meadeAttacksManassas((p) => {
      command(p, 'csa', 'east', 38, [], [[41, [30, 35]]]); // Lee with Longstreet
      for (const n of [30, 35]) p[L.C_FLAGS + csa(n)] = L.F_FD_COMBAT;
    });
    expect(legal(s)).toEqual([ABANDON]);
  });

  it('a subcommand is offered when a further detachment finds a defender; working on the position leaves it unchanged', () => {
    const s = meadeAttacksManassas((p) => {
      command(p, 'csa', 'east', 38, [30], [[21, [9, 10]]]); // Lee with a division and Jackson
      defended(p, csa(30), 'richmond');
      defended(p, csa(9), 'richmond');
    });
    const before = bvg.clone(s);
    const actions = legal(s);
    expect(s).toEqual(before);
    expect(actions.filter((a) => A.opOf(a) === A.OP_DEFEND)).toEqual([]);
    // Jackson detached: neither he (the Stonewall Division defended Richmond) nor Lee may defend, but
    // the other division may once detached from Jackson in turn
    expect(actions).toContain(detach(csa(21)));
    expect(actions).toContain(detach(csa(10)));
    play(s, detach(csa(21)));
    expect(legal(s)).toEqual([detach(csa(9)), detach(csa(10)), detach(csa(30))]);
    play(s, detach(csa(10)));
    expect(legal(s)).toEqual([defend(csa(10)), detach(csa(9)), detach(csa(30))]);
  });

  it('R8.3, Opt 12: once a command responds, a piece is offered only if one of its own pieces can still defend', () => {
    const s = empty();
    maps(s, START_MAPS);
    command(s, 'usa', 'east', 56, [9, 24]); // Meade
    command(s, 'usa', 'east', 19, [25]); // Grant: another command that could defend
    defended(s, usa(9), 'new-orleans'); // I Corps defended elsewhere this turn
    // II Corps landed at Norfolk last turn (Opt 12): it defends only cities connected to Norfolk at the start
    s[L.C_FLAGS + usa(24)] = L.F_BR_DEF;
    s[L.C_BRIDGE + usa(24)] = city('norfolk') + 1;
    const jackson = command(s, 'csa', 'east', 21, [9, 10]);
    at(s, 'csa', L.PH_COMBAT);
    play(s, atk(jackson, 'harpers-ferry', 'shenandoah-valley'));
    play(s, detach(usa(9))); // Meade responds: he may defend with II Corps
    expect(has(s, defend(usa(56)))).toBe(true);
    // II Corps detached, neither Meade alone, nor I Corps, nor II Corps (its bridgehead) could defend
    expect(has(s, detach(usa(24)))).toBe(false);
  });

  it('R8.3 any unit or subcommand may be detached, also one that may not defend: the rest of the command then may', () => {
    // Lee's command holds a division and Jackson's that defended Richmond earlier this turn
    const s = meadeAttacksManassas((p) => {
      command(p, 'csa', 'east', 38, [30], [[21, [9, 10]]]);
      defended(p, csa(30), 'richmond');
      defended(p, csa(9), 'richmond');
    });
    expect(legal(s)).toEqual([ABANDON, detach(csa(9)), detach(csa(10)), detach(csa(21)), detach(csa(30))]);
    play(s, detach(csa(30)));
    expect(legal(s).filter((a) => A.opOf(a) === A.OP_DEFEND)).toEqual([]);
    play(s, detach(csa(9)));
    expect(legal(s)).toEqual([defend(csa(38)), detach(csa(10)), detach(csa(21))]);
    play(s, defend(csa(38)));
    for (const n of [38, 21, 10]) expect(flag(s, csa(n), L.F_IN_BATTLE)).toBe(true);
    for (const n of [30, 9]) expect(flag(s, csa(n), L.F_IN_BATTLE)).toBe(false);
  });

  it('R8.3 once the defence is chosen the response is over: no response mark stays, no other record changes', () => {
    const s = meadeAttacksManassas((p) => {
      command(p, 'csa', 'east', 38, [30], [[21, [9, 10]]]);
      defended(p, csa(30), 'richmond');
      defended(p, csa(9), 'richmond');
    });
    const before = bvg.clone(s);
    play(s, detach(csa(30)));
    play(s, detach(csa(9)));
    expect(s[L.B_FLAGS]! & L.BF_RESPONDING).toBeTruthy();
    play(s, defend(csa(38)));
    expect(s[L.B_FLAGS]! & L.BF_RESPONDING).toBe(0);
    for (let k = 0; k < c.nc; k++) {
      expect(flag(s, k, L.F_RESPONDS)).toBe(false);
      expect(s[L.C_STEPS + k]).toBe(before[L.C_STEPS + k]);
      // the defending command joins the battle; every other flag is as before the response
      expect(s[L.C_FLAGS + k]! & ~L.F_IN_BATTLE).toBe(before[L.C_FLAGS + k]! & ~L.F_IN_BATTLE);
    }
  });
});
