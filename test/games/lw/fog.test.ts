/**
 * Fog of war (12.7): "A force can only be examined by its controlling player. A player may ask if a
 * force is a Major or Minor army and must be answered truthfully." What the other side observes of a
 * Force (its hex, CO, IT and size), what is revealed and when (a battle's Forces once both sides have
 * committed, 16.3; their cavalry from the start, 16.2; cavalry around a harassment, 13.2.5), how
 * determinization places hidden generals again, and bots whose choice does not depend on them.
 */
import { describe, expect, it } from 'vitest';
import { makeBot } from '../../../bots/index.js';
import { Analysis } from '../../../bots/heuristic/lw/analysis.js';
import { Sfc32 } from '../../../src/core/rng.js';
import { determinizeFog, forceSize, UNSEEN, visibleGeneral } from '../../../src/games/lw/fog.js';
import { coOf, stackOk } from '../../../src/games/lw/state.js';
import { act, blank, c, gen, giveCard, hex, L, lw, put, type S } from './fixture.js';

const { USA, CSA } = L;
const obs = (s: S, viewer: number): number[] => lw.observe(s, viewer).data as number[];

/** Two Union Forces: Grant (2*) at 1205 and Thomas (2*) at 1505, with Sherman and McPherson (1*) split between them. */
function twoForces(shermanAt: number, mcphersonAt: number): S {
  const s = blank('Sp62', CSA);
  put(s, 'grant', 1205, 2);
  put(s, 'thomas', 1505, 2);
  put(s, 'sherman', shermanAt, 1);
  put(s, 'mcpherson', mcphersonAt, 1);
  return s;
}

/** Union generals' places, Forces and stacking after a determinization for the Confederacy. */
function check(s: S): void {
  for (const at of [1205, 1505]) {
    expect(stackOk(c, s, hex(at), USA)).toBe(true);
    expect(coOf(c, s, hex(at), USA)).toBe(gen(at === 1205 ? 'grant' : 'thomas'));
  }
}

describe('12.7 fog of war', () => {
  it('12.7 the other side sees the CO and the size of a Force, not its other generals', () => {
    const s = twoForces(1205, 1505);
    const o = obs(s, CSA);
    expect(o[L.G_LOC + gen('grant')]).toBe(hex(1205));
    expect(o[L.G_LOC + gen('thomas')]).toBe(hex(1505));
    expect(o[L.G_LOC + gen('sherman')]).toBe(UNSEEN);
    expect(o[L.G_LOC + gen('mcpherson')]).toBe(UNSEEN);
    expect(o[L.G_STARS + gen('sherman')]).toBe(1); // the roster is public, not his place
    const mine = obs(s, USA);
    expect(mine[L.G_LOC + gen('sherman')]).toBe(hex(1205)); // the owner examines his own Forces
    // the answer to "Major or Minor?": 3 infantry stars, a Minor Army
    expect(forceSize(c, s, gen('grant'))).toBe(1);
    expect(lw.renderFor!(s, CSA)).toContain('Minor Army');
    expect(lw.renderFor!(s, CSA)).not.toContain(c.genName[gen('sherman')]!);
  });

  it('12.7 a Force, a Minor Army and a Major Army are told apart (12.1-12.3; cavalry never counts, 13.1.1)', () => {
    const s = blank('Sp62', CSA);
    put(s, 'lee', 1805, 3);
    put(s, 'longstreet', 1805, 3);
    put(s, 'jackson', 1805, 2); // 8 infantry stars: Major
    put(s, 'price', 1206, 1);
    put(s, 'stuart', 1206, 1); // 1 infantry star and a cavalry general: a Force
    put(s, 'polk', 1008, 2); // a lone two-star general: a Minor Army (12.2)
    expect(forceSize(c, s, gen('lee'))).toBe(2);
    expect(forceSize(c, s, gen('price'))).toBe(0);
    expect(forceSize(c, s, gen('polk'))).toBe(1);
  });

  it('12.7 moving a hidden general between Forces of the same sizes changes nothing the other side observes', () => {
    const a = twoForces(1205, 1505);
    const b = twoForces(1505, 1205);
    expect(obs(a, CSA)).toEqual(obs(b, CSA));
    expect(obs(a, USA)).not.toEqual(obs(b, USA));
    expect(lw.renderFor!(a, CSA)).toBe(lw.renderFor!(b, CSA));
    expect(JSON.stringify(lw.board!(a, CSA))).toBe(JSON.stringify(lw.board!(b, CSA)));
  });

  it('12.7 but a change of size is observed (a Minor Army that becomes a Force)', () => {
    const a = twoForces(1205, 1505);
    const b = twoForces(1505, 1505); // Grant alone: 2 stars, still Minor; Thomas 4 stars
    expect(obs(a, CSA)).toEqual(obs(b, CSA));
    const s = blank('Sp62', CSA);
    put(s, 'sherman', 1205, 1);
    put(s, 'mcpherson', 1205, 1);
    const t = blank('Sp62', CSA);
    put(t, 'sherman', 1205, 1);
    put(t, 'mcpherson', 1505, 1);
    expect(forceSize(c, s, gen('sherman'))).toBe(1);
    expect(forceSize(c, t, gen('sherman'))).toBe(0);
    expect(obs(s, CSA)).not.toEqual(obs(t, CSA));
  });

  it('12.7 determinization places the hidden generals again: same COs, sizes, legal stacks; only the observation counts', () => {
    const places = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const a = twoForces(1205, 1505);
      const b = twoForces(1505, 1205);
      determinizeFog(c, a, CSA, Sfc32.from(i, 'fog'));
      determinizeFog(c, b, CSA, Sfc32.from(i, 'fog'));
      expect(Array.from(a)).toEqual(Array.from(b)); // the true places do not matter
      expect(obs(a, CSA)).toEqual(obs(twoForces(1205, 1505), CSA));
      check(a);
      places.add(`${a[L.G_LOC + gen('sherman')]}-${a[L.G_LOC + gen('mcpherson')]}`);
    }
    expect(places.size).toBeGreaterThan(1); // both generals are placed in either Force
  });

  it('12.7 determinization keeps a Major Army major and a hidden general under a CO who outranks him', () => {
    for (let i = 0; i < 12; i++) {
      const s = blank('Sp62', USA);
      put(s, 'lee', 1805, 3);
      put(s, 'longstreet', 1805, 3);
      put(s, 'jackson', 1805, 2);
      put(s, 'price', 1206, 1);
      put(s, 'stuart', 1206, 1);
      determinizeFog(c, s, USA, Sfc32.from(i, 'major'));
      expect(forceSize(c, s, gen('lee'))).toBe(2);
      expect(coOf(c, s, hex(1805), CSA)).toBe(gen('lee'));
      expect(coOf(c, s, hex(1206), CSA)).toBe(gen('price'));
      for (const at of [1805, 1206]) expect(stackOk(c, s, hex(at), CSA)).toBe(true);
      // 13.1.1: Stuart (one-star cavalry) never stands under a CO he would outrank, never beside another
      expect([hex(1805), hex(1206)]).toContain(s[L.G_LOC + gen('stuart')]);
    }
  });

  it('16.3 a battle reveals its Forces only once both sides have committed; cavalry at once (16.2)', () => {
    const s = blank('Sp62', USA);
    put(s, 'price', 1206, 2);
    put(s, 'polk', 1206, 1);
    put(s, 'stuart', 1206, 1);
    expect(visibleGeneral(c, s, gen('polk'))).toBe(false);
    expect(visibleGeneral(c, s, gen('stuart'))).toBe(false);
    s[L.BT_ACTIVE] = 1;
    s[L.BT_TO] = hex(1206);
    s[L.BT_FROM] = hex(1205);
    s[L.BT_STAGE] = 4; // the defender is choosing his resource card
    expect(visibleGeneral(c, s, gen('polk'))).toBe(false);
    expect(visibleGeneral(c, s, gen('stuart'))).toBe(true); // "ask if enemy cavalry is present"
    s[L.BT_STAGE] = 6; // both committed: the battle is resolved in the open
    expect(visibleGeneral(c, s, gen('polk'))).toBe(true);
    s[L.BT_ACTIVE] = 0; // afterwards the Force is hidden again
    expect(visibleGeneral(c, s, gen('polk'))).toBe(false);
  });

  it('13.2.5 cavalry around a harassment is revealed', () => {
    const s = blank('Sp62', USA);
    put(s, 'price', 1206, 2);
    put(s, 'stuart', 1206, 1);
    s[L.HS_ACTIVE] = 1;
    s[L.HS_HEX] = hex(1205);
    expect(visibleGeneral(c, s, gen('stuart'))).toBe(true);
    s[L.HS_HEX] = hex(1208);
    expect(visibleGeneral(c, s, gen('stuart'))).toBe(false);
  });

  /** Thomas attacks Price at 1206; Price's Force holds `hidden` (unseen by the Union) besides him. */
  function attackerToCommit(hidden: string): S {
    const s = blank('Sp62', USA);
    s[L.H_CSP + USA] = 5;
    s[L.H_CSP + CSA] = 5;
    put(s, 'thomas', 1205, 2);
    put(s, 'price', 1206, 2);
    put(s, hidden, 1206, 1);
    put(s, 'hardee', 1008, 2);
    put(s, hidden === 'polk' ? 'pillow' : 'polk', 1008, 1);
    giveCard(s, USA, 40);
    giveCard(s, USA, 13);
    giveCard(s, CSA, 21);
    act(s, 'play #13');
    act(s, 'activate George H. Thomas');
    act(s, 'attack S to 1206');
    act(s, 'no');
    expect(s[L.H_STEP]).toBe(L.ST_RESOURCE);
    expect(s[L.H_STEP_SIDE]).toBe(USA);
    return s;
  }

  it('16.3, 12.7 the attacker commits without seeing who stands behind the defending CO (heuristic and ISMCTS)', () => {
    const a = attackerToCommit('polk');
    const b = attackerToCommit('pillow');
    expect(obs(a, USA)).toEqual(obs(b, USA));
    for (const spec of ['heuristic', 'ismcts:iters=24,depth=6'])
      expect(makeBot(lw, spec, USA, 'fog').choose(b)).toBe(makeBot(lw, spec, USA, 'fog').choose(a));
  });

  it("12.7 the heuristic's estimate of an enemy Force depends on its CO and size, not on who is hidden in it", () => {
    const estimate = (strong: boolean, side: number): number => {
      const s = blank('Sp62', USA);
      put(s, 'price', 1206, 2);
      if (strong) {
        put(s, 'polk', 1206, 2);
        put(s, 'hardee', 1206, 2);
        put(s, 'pillow', 1008, 1);
      } else {
        put(s, 'pillow', 1206, 1);
        put(s, 'polk', 1008, 2);
        put(s, 'hardee', 1008, 2);
      }
      put(s, 'bragg', 1008, 2);
      const an = new Analysis(c);
      an.update(s, side);
      return an.force(s, hex(1206), CSA, false);
    };
    expect(estimate(true, USA)).toBe(estimate(false, USA)); // both Minor Armies under Price
    expect(estimate(true, CSA)).toBeGreaterThan(estimate(false, CSA)); // the owner knows better
  });

  /** Positions along heuristic games, every `step` decisions. */
  function positions(seed: string, step: number, max: number): S[] {
    const s = lw.create({ scenario: 'introductory', seed });
    const bots = [0, 1].map((i) => makeBot(lw, 'heuristic', i, `${seed}-${i}`));
    const out: S[] = [];
    for (let i = 0; i < 5000 && !lw.isTerminal(s) && out.length < max; i++) {
      if (i % step === 0) out.push(lw.clone(s));
      lw.apply(s, bots[lw.toMove(s)]!.choose(s));
    }
    return out;
  }

  const unmoved = (spec: string, every: number, max: number): void => {
    let compared = 0;
    let moved = 0;
    for (const s of positions(`fog-${spec}`, every, max)) {
      const seat = lw.toMove(s);
      const other = lw.clone(s);
      determinizeFog(c, other, seat, Sfc32.from(compared, 'fog-swap'));
      let diff = false;
      for (let g = 0; g < c.ng; g++) if (other[L.G_LOC + g] !== s[L.G_LOC + g]) diff = true;
      if (diff) moved++;
      expect(obs(other, seat)).toEqual(obs(s, seat));
      expect(makeBot(lw, spec, seat, 'same').choose(other)).toBe(makeBot(lw, spec, seat, 'same').choose(s));
      compared++;
    }
    expect(compared).toBeGreaterThan(3);
    expect(moved).toBeGreaterThan(0);
  };

  it("12.7 the heuristic's choice does not change when only the enemy's hidden generals move", () =>
    unmoved('heuristic', 13, 40));

  it("12.7 the ISMCTS choice does not change when only the enemy's hidden generals move", () =>
    unmoved('ismcts:iters=24,depth=6', 97, 5));
});
