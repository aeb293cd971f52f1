/**
 * Worked examples of the digest's Appendix, parts B and C (combat, retreat, Double-Match), on
 * constructed positions in central Alabama (clear, no rivers).
 */
import { describe, expect, it } from 'vitest';
import * as A from '../../../src/games/acw/actions.js';
import { PK_CITY, PK_COLUMN, PK_RETREAT, defended, survivors } from '../../../src/games/acw/battle.js';
import { PK_MILITIA } from '../../../src/games/acw/militia.js';
import { PH_COMBAT } from '../../../src/games/acw/flow.js';
import { acw } from '../../../src/games/acw/index.js';
import {
  C_ATTACK,
  C_DEFENSE,
  C_NAVAL,
  C_MAXCOL,
  C_NAVAL_FLEET,
  CS_INTRINSIC_LOST,
  G_LEDGER,
  LEADERS,
  P_SIDE,
  CSA,
  F_HEX,
  F_SP,
  F_SPENT,
  G_PHASE,
  N_BASE,
  P_KIND,
  USA,
  C_ALOSS,
  C_DLOSS,
  C_ROLL,
  C_STAGE,
  G_BATTLES,
  G_MILITIA,
} from '../../../src/games/acw/layout.js';
import { openCombat } from '../../../src/games/acw/phases.js';
import { PK_ADVANCE, PK_LEADER, applyLosses, resolve, runBattle } from '../../../src/games/acw/battle.js';
import {
  attackedHex,
  cityState,
  field,
  fortOwner,
  fortSP,
  garrison,
  landSP,
  lHex,
  lRating,
  setCityState,
  setCombatU,
  setGarrison,
  setUSP,
  usedInAttack,
  type S,
} from '../../../src/games/acw/state.js';
import { attackOf, columnOf, defenseOf } from '../../../src/games/acw/strength.js';
import { HEXES, NBR, dirTo, hexId } from '../../../src/games/acw/grid.js';
import { blank, c, city, fortMarker, hex, leader, legal, put, ready } from './position.js';
import type { OptionSet } from '../../../src/core/game.js';

const crt = (roll: number, diff: number): [number, number] => {
  const col = columnOf(diff);
  return [c.tables.crt[(roll - 1) * 20 + col * 2]!, c.tables.crt[(roll - 1) * 20 + col * 2 + 1]!];
};

/** A Combat Phase with the given attackers and defenders placed. */
function combat(side: number, place: (s: S) => void, turn = 4, options: OptionSet = {}, seed = 'test'): S {
  const s = blank({ side, turn, options, seed });
  place(s);
  ready(s);
  for (let h = 0; h < HEXES; h++) setUSP(s, h, 0);
  s[G_PHASE] = PH_COMBAT;
  openCombat(c, s);
  for (let h = 0; h < HEXES; h++) setCombatU(s, h, 0);
  return s;
}

describe('acw combat strengths [8.3]', () => {
  it('R8.31 7 SP attacking 4 SP is the +3 column', () => {
    expect(columnOf(7 - 4)).toBe(4);
    expect(c.tables.crt.length).toBe(120);
  });

  it('R8.33-8.34 15 unsupplied SP attack with 8; 10 supplied and 5 unsupplied with 13 (reading per-unit) or 8 (whole)', () => {
    const s = blank();
    expect(attackOf(s, 15, 15, 0)).toBe(8);
    expect(attackOf(s, 15, 5, 0)).toBe(13);
    const w = blank({ options: { 'unsupplied-attack': 'whole' } });
    expect(attackOf(w, 15, 5, 0)).toBe(8);
  });

  it('R8.33-8.34 reading per-unit: a stack of 6 with 2 unsupplied SP attacks with 4 committed at 4 (the supplied first), with all 6 at 4 + 1', () => {
    const attack = (commit: number): number => {
      const s = combat(USA, (x) => {
        put(x, 2020, USA, 6);
        put(x, 2021, CSA, 1);
      });
      setCombatU(s, hex(2020), 2);
      acw.apply(s, A.act(A.A_TARGET, hex(2021)));
      acw.apply(s, A.act(A.A_COMMIT, hex(2020), commit));
      acw.apply(s, A.act(A.A_RESOLVE));
      return s[C_ATTACK]!;
    };
    expect(attack(4)).toBe(4);
    expect(attack(6)).toBe(5);
  });

  it('R8.32, R8.34, R13.3 defender arithmetic: swamp doubles, a fort triples (not sextuples), the city point is never multiplied, +2 only when all attack across rivers', () => {
    // a swamp hex with a river hexside, and a dry neighbour
    let sw = -1;
    let wet = -1;
    let dry = -1;
    for (let h = 0; h < HEXES && sw < 0; h++) {
      if (c.map.terrain[h] !== 3 || c.map.city[h]! >= 0) continue;
      const nb = [0, 1, 2, 3, 4, 5].map((d) => [d, c.map.side[h * 6 + d]! & 3] as const);
      const r = nb.find(([, x]) => x === 1 || x === 2);
      const n = nb.find(([, x]) => x === 0);
      if (r && n) [sw, wet, dry] = [h, NBR[h * 6 + r[0]]!, NBR[h * 6 + n[0]]!];
    }
    const s = blank({ side: USA });
    put(s, hexId(sw), CSA, 2);
    expect(defenseOf(c, s, sw, [dry])).toBe(4);
    expect(defenseOf(c, s, sw, [wet])).toBe(4 + 2);
    expect(defenseOf(c, s, sw, [wet, dry])).toBe(4);
    const f = blank({ side: USA });
    put(f, hexId(sw), CSA, 2, 2);
    expect(defenseOf(c, f, sw, [wet])).toBe(2 * 3 + 2);
    const g = blank({ side: USA });
    put(g, 2021, CSA, 3, 1);
    expect(defenseOf(c, g, hex(2021), [hex(2020)])).toBe(2 + 3);
    const k = blank({ side: USA });
    put(k, 2722, CSA, 2);
    expect(defenseOf(c, k, city('Atlanta'), [hex(2621)])).toBe(
      2 + 1 + (c.map.side[city('Atlanta') * 6 + dirTo(city('Atlanta'), hex(2621))]! & 3 ? 2 : 0),
    );
  });

  it('R8.42, 20.1 losses are face value: one SP in a fort defends at 3 and dies to a loss of 1', () => {
    const s = combat(USA, (x) => {
      put(x, 2020, USA, 5);
      put(x, 2021, CSA, 1, 1);
    });
    expect(defenseOf(c, s, hex(2021), [hex(2020)])).toBe(3);
    acw.apply(s, A.act(A.A_TARGET, hex(2021)));
    acw.apply(s, A.act(A.A_COMMIT, hex(2020), 5));
    s[C_ATTACK] = 5;
    applyLossesOf(s, 0, 1);
    expect(landSP(s, hex(2021))).toBe(0);
    expect(fortOwner(s, hex(2021))).toBe(0);
  });
});

function applyLossesOf(s: S, att: number, def: number): void {
  s[C_ALOSS] = att;
  s[C_DLOSS] = def;
  applyLosses(c, s, false);
}

describe('acw the combat procedure [8.5, 8.6, 8.8]', () => {
  it('R8.6 5 SP against 1 SP in a fort (3): +2 true, the defender may retreat (3 > 2.5), standing lets the attacker choose +1', () => {
    const s = combat(USA, (x) => {
      put(x, 2020, USA, 5);
      put(x, 2021, CSA, 1, 1);
    });
    acw.apply(s, A.act(A.A_TARGET, hex(2021)));
    acw.apply(s, A.act(A.A_COMMIT, hex(2020), 5));
    acw.apply(s, A.act(A.A_RESOLVE));
    expect(s[C_ATTACK]! - s[C_DEFENSE]!).toBe(2);
    expect(s[P_KIND]).toBe(PK_RETREAT);
    expect(acw.toMove(s)).toBe(CSA);
    expect(legal(s).some((a) => A.kindOf(a) === A.A_RETREAT)).toBe(true);
    acw.apply(s, A.act(A.A_STAND));
    expect(s[P_KIND]).toBe(PK_COLUMN);
    const cols = legal(s).map((a) => A.yOf(a) - 1);
    expect(cols).toEqual([2, 1, 0, -1]);
  });

  it('R8.5, R9.12 6 SP against 3 (one SP in a fort): the defender must stand', () => {
    const s = combat(USA, (x) => {
      put(x, 2020, USA, 6);
      put(x, 2021, CSA, 1, 1);
    });
    acw.apply(s, A.act(A.A_TARGET, hex(2021)));
    acw.apply(s, A.act(A.A_COMMIT, hex(2020), 6));
    acw.apply(s, A.act(A.A_RESOLVE));
    expect(s[P_KIND]).toBe(PK_COLUMN);
  });

  it('R8.5, R8.14 after a full retreat the combat is executed, the attacker may advance, and the retreated units may be attacked again', () => {
    // t next to Atlanta; attacker a next to t but not to Atlanta; attacker b next to Atlanta but not to t
    const atl = city('Atlanta');
    const around = (h: number): number[] =>
      [0, 1, 2, 3, 4, 5].map((d) => NBR[h * 6 + d]!).filter((x) => x >= 0);
    const t = around(atl).find((x) => c.map.city[x]! < 0 && c.map.terrain[x] === 1)!;
    const a = around(t).find((x) => x !== atl && !around(atl).includes(x) && c.map.city[x]! < 0)!;
    const b = around(atl).find((x) => x !== t && !around(t).includes(x) && c.map.city[x]! < 0)!;
    const s = combat(USA, (x) => {
      put(x, hexId(a), USA, 3);
      put(x, hexId(b), USA, 4);
      put(x, hexId(t), CSA, 2);
    });
    acw.apply(s, A.act(A.A_TARGET, t));
    acw.apply(s, A.act(A.A_COMMIT, a, 3));
    acw.apply(s, A.act(A.A_RESOLVE));
    const back = legal(s).find((x) => A.kindOf(x) === A.A_RETREAT && A.yOf(x) === 2 && A.xOf(x) === atl)!;
    expect(back).toBeDefined();
    acw.apply(s, back);
    expect(landSP(s, atl)).toBe(2);
    expect(legal(s).some((x) => A.kindOf(x) === A.A_ADVANCE && A.xOf(x) === t)).toBe(true);
    acw.apply(s, A.act(A.A_DECLINE));
    const again = legal(s)
      .filter((x) => A.kindOf(x) === A.A_TARGET)
      .map(A.xOf);
    expect(again).toContain(atl);
  });

  it('R8.8 3 army and 3 naval SP lose 3: the army takes the 1st and 3rd, the navy the 2nd', () => {
    const s = combat(USA, (x) => {
      put(x, 2020, USA, 3);
      put(x, 2021, CSA, 1);
    });
    acw.apply(s, A.act(A.A_TARGET, hex(2021)));
    acw.apply(s, A.act(A.A_COMMIT, hex(2020), 3));
    s[N_BASE] = hex(2021);
    s[N_BASE + 1] = 3;
    s[C_NAVAL] = 3;
    applyLossesOf(s, 3, 0);
    expect(field(s, hex(2020))).toBe(1);
    expect(s[N_BASE + 1]).toBe(2);
  });

  it('20.1 11 SP against 3 is +8: the defender is always eliminated, the attacker loses 5, 5, 6, 5, 5, 4; at +4 the attacker loses 2 and kills 3 on rolls 4-6', () => {
    expect([1, 2, 3, 4, 5, 6].map((r) => crt(r, 8)[0])).toEqual([5, 5, 6, 5, 5, 4]);
    expect([1, 2, 3, 4, 5, 6].every((r) => crt(r, 8)[1] >= 3)).toBe(true);
    expect([1, 2, 3, 4, 5, 6].map((r) => crt(r, 4)[0])).toEqual([2, 2, 2, 2, 2, 2]);
    expect([1, 2, 3, 4, 5, 6].filter((r) => crt(r, 4)[1] >= 3)).toEqual([4, 5, 6]);
  });

  it('20.1 14 SP against 6: eliminating all 6 has chance 0 at +6, 1/6 at +7, 1/3 at +8', () => {
    const p = (diff: number): number => [1, 2, 3, 4, 5, 6].filter((r) => crt(r, diff)[1] >= 6).length;
    expect([p(6), p(7), p(8)]).toEqual([0, 1, 2]);
    const e = (diff: number): number => [1, 2, 3, 4, 5, 6].reduce((n, r) => n + crt(r, diff)[0], 0) / 6;
    expect(e(6)).toBeCloseTo(3.0);
    expect(e(7)).toBeCloseTo(3.333, 2);
    expect(e(8)).toBeCloseTo(5.0);
  });

  it('R8.44 no attack worse than -1: a target is not offered when every unit together cannot reach -1', () => {
    const s = combat(USA, (x) => {
      put(x, 2121, USA, 2);
      put(x, 2122, CSA, 4);
    });
    expect(legal(s).some((a) => A.kindOf(a) === A.A_TARGET)).toBe(false);
    const t = combat(USA, (x) => {
      put(x, 2121, USA, 3);
      put(x, 2122, CSA, 4);
    });
    expect(legal(t).some((a) => A.kindOf(a) === A.A_TARGET && A.xOf(a) === hex(2122))).toBe(true);
  });

  it('R13.1-13.2 a defender in an intact city takes a loss from the city point or an army SP; the point once lost is lost for good', () => {
    const atlanta = city('Atlanta');
    const s = combat(USA, (x) => {
      put(x, 2621, USA, 5);
      put(x, 2722, CSA, 2);
    });
    const river = (c.map.side[atlanta * 6 + dirTo(atlanta, hex(2621))]! & 3) !== 0;
    acw.apply(s, A.act(A.A_TARGET, atlanta));
    acw.apply(s, A.act(A.A_COMMIT, hex(2621), 5));
    acw.apply(s, A.act(A.A_RESOLVE));
    expect(s[C_DEFENSE]).toBe(2 + 1 + (river ? 2 : 0));
    acw.apply(s, A.act(A.A_STAND));
    acw.apply(s, A.act(A.A_COLUMN, 0, columnOf(s[C_ATTACK]! - s[C_DEFENSE]!)));
    expect(s[P_KIND]).toBe(PK_CITY);
    acw.apply(s, A.act(A.A_CITY_LOSS, 0, 1));
    expect(cityState(s, c.map.city[atlanta]!) & CS_INTRINSIC_LOST).toBeTruthy();
  });
});

describe('acw Double-Match [9]', () => {
  it('20.1 the Washington stack double-matches 1 SP fortified in 4407 (6 SP would do: 6 >= 2 x 3); standing, the garrison dies at +3, the fort goes, the survivors advance at no cost', () => {
    const s = blank({ side: USA, turn: 4 });
    put(s, 4406, USA, 30);
    put(s, 4407, CSA, 1, 1);
    ready(s);
    for (let h = 0; h < HEXES; h++) setUSP(s, h, 0);
    acw.apply(s, A.act(A.A_PICK, city('Washington'), 30));
    // the force must first be 6 SP: detach 24 by moving 6 to a neighbour and back is not needed:
    // the Double-Match test compares the whole force, so move 6 off and use them
    const dm = legal(s).find((a) => A.kindOf(a) === A.A_DM && A.xOf(a) === hex(4407));
    expect(dm).toBeDefined();
    expect(defenseOf(c, s, hex(4407), [hex(4406)])).toBe(3);
    expect(6 >= 2 * 3).toBe(true);
    acw.apply(s, dm!);
    expect(s[F_SPENT]).toBe(50);
    expect(acw.toMove(s)).toBe(CSA);
    acw.apply(s, A.act(A.A_STAND));
    // the attacker may not go below 2:1, i.e. the +3 column against a defence of 3
    const cols = legal(s).map((a) => A.yOf(a) - 1);
    expect(Math.min(...cols)).toBe(3);
    acw.apply(s, A.act(A.A_COLUMN, 0, columnOf(3)));
    expect(landSP(s, hex(4407))).toBe(0);
    expect(fortOwner(s, hex(4407))).toBe(0);
    expect(fortSP(s, hex(4407))).toBe(0);
    expect(s[F_SP]).toBe(28);
    expect(s[C_ALOSS]).toBe(2);
    expect(usedInAttack(s, hex(4406))).toBe(0);
    expect(survivors(s)).toBe(28);
    const adv = legal(s).find((a) => A.kindOf(a) === A.A_ADVANCE)!;
    acw.apply(s, adv);
    expect(s[F_SPENT]).toBe(50);
    expect(s[F_HEX]).toBe(hex(4407));
    expect(s[F_SP]).toBe(28);
    // R11.31 the force that cost the enemy an SP may create a leader where it now stands; the
    // defender, who cost it 2 SP, has no unit left to create one with
    expect([s[P_KIND], s[P_SIDE]]).toEqual([PK_LEADER, USA]);
    expect(
      legal(s)
        .filter((a) => A.kindOf(a) === A.A_NEW_LEADER)
        .map(A.xOf),
    ).toContain(hex(4407));
    acw.apply(s, A.act(A.A_DECLINE));
    expect(s[P_KIND]).toBe(0);
  });

  it('R13.5 a city alone cannot retreat from a Double-Match: the combat always happens', () => {
    const s = blank({ side: USA, turn: 4 });
    put(s, 2621, USA, 6);
    ready(s);
    for (let h = 0; h < HEXES; h++) setUSP(s, h, 0);
    acw.apply(s, A.act(A.A_PICK, hex(2621), 6));
    const dm = legal(s).find((a) => A.kindOf(a) === A.A_DM && A.xOf(a) === city('Atlanta'));
    expect(dm).toBeDefined();
    acw.apply(s, dm!);
    expect(s[P_KIND]).not.toBe(PK_RETREAT);
  });
  /** A Double-Match on Atlanta (held by its point alone) from 2621, where `sp` SP stand, `u` of them unsupplied. */
  function dmAtlanta(sp: number, u: number, pickUnsupplied: boolean): S {
    const s = blank({ side: USA, turn: 4 });
    put(s, 2621, USA, sp);
    ready(s);
    for (let h = 0; h < HEXES; h++) setUSP(s, h, 0);
    setUSP(s, hex(2621), u);
    acw.apply(s, A.act(pickUnsupplied ? A.A_PICK_U : A.A_PICK, hex(2621), pickUnsupplied ? u : sp - u));
    acw.apply(s, A.act(A.A_DM, city('Atlanta')));
    return s;
  }

  it('R9.1, R8.33 an unsupplied Double-Match force attacks at half strength', () => {
    expect(dmAtlanta(6, 0, false)[C_ATTACK]).toBe(6);
    expect(dmAtlanta(6, 6, true)[C_ATTACK]).toBe(attackOf(blank(), 6, 6, 0));
    expect(attackOf(blank(), 6, 6, 0)).toBe(3);
  });

  it('R9.1, R8.14 a Double-Match is movement, not an attack: the 4 unsupplied SP left behind by a force of the 6 supplied have not attacked', () => {
    const s = dmAtlanta(10, 4, false);
    for (let n = 0; n < 10 && s[P_KIND] !== 0; n++) {
      if (s[P_KIND] === PK_RETREAT) acw.apply(s, A.act(A.A_STAND));
      else if (s[P_KIND] === PK_COLUMN) acw.apply(s, A.act(A.A_COLUMN, 0, s[C_MAXCOL]!));
      else acw.apply(s, A.act(A.A_DECLINE));
    }
    expect(s[P_KIND]).toBe(0);
    expect(landSP(s, hex(2621))).toBe(4);
    expect(usedInAttack(s, hex(2621))).toBe(0);
  });
});

describe('acw militia against the odds [8.44, 15.2]', () => {
  /** Union SP in 1617 attack Corinth (1 CSA SP) across the border at exactly -1; the Mississippi militia then stands in Corinth. */
  function corinth(options: OptionSet): { s: S; from: number; sp: number } {
    const corinthHex = city('Corinth');
    const from = hex(1617);
    let sp = 0;
    const s = combat(
      USA,
      (x) => {
        put(x, hexId(corinthHex), CSA, 1);
        sp = defenseOf(c, x, corinthHex, [from]) - 1;
        put(x, 1617, USA, sp);
      },
      4,
      options,
    );
    s[G_MILITIA] = 0;
    acw.apply(s, A.act(A.A_TARGET, corinthHex));
    acw.apply(s, A.act(A.A_COMMIT, from, sp));
    acw.apply(s, A.act(A.A_RESOLVE));
    expect(acw.toMove(s)).toBe(CSA);
    acw.apply(s, A.act(A.A_MILITIA, corinthHex));
    expect(landSP(s, corinthHex)).toBe(2);
    return { s, from, sp };
  }

  it('R9.13, R15.2 a Double-Match across the border on Corinth raises the Mississippi militia first; the battle counts it', () => {
    const corinthHex = city('Corinth');
    const s = blank({ side: USA, turn: 4 });
    put(s, hexId(corinthHex), CSA, 1);
    put(s, 1617, USA, 12);
    ready(s);
    for (let h = 0; h < HEXES; h++) setUSP(s, h, 0);
    s[G_MILITIA] = 0;
    acw.apply(s, A.act(A.A_PICK, hex(1617), 12));
    const dm = legal(s).find((a) => A.kindOf(a) === A.A_DM && A.xOf(a) === corinthHex)!;
    expect(dm).toBeDefined();
    acw.apply(s, dm);
    expect(acw.toMove(s)).toBe(CSA);
    expect(s[G_BATTLES]).toBe(0);
    acw.apply(s, A.act(A.A_MILITIA, corinthHex));
    expect(landSP(s, corinthHex)).toBe(2);
    expect(s[G_BATTLES]).toBe(1);
    expect(s[C_DEFENSE]).toBe(defenseOf(c, s, corinthHex, [hex(1617)]));
  });

  it('R8.44 reading militia-odds=cancelled: the attack now worse than -1 is called off, no loss, the attackers stay and have attacked', () => {
    const { s, from, sp } = corinth({});
    expect(s[C_ATTACK]! - s[C_DEFENSE]!).toBe(-2);
    expect(s[C_STAGE]).toBe(0);
    expect(s[C_ROLL]).toBe(0);
    expect(s[G_BATTLES]).toBe(1);
    expect(field(s, from)).toBe(sp);
    expect(landSP(s, city('Corinth'))).toBe(2);
    expect(usedInAttack(s, from)).toBe(sp);
    expect(legal(s).some((a) => A.kindOf(a) === A.A_TARGET)).toBe(false);
    expect(legal(s).length).toBeGreaterThan(0);
  });

  it('R8.44 reading militia-odds=resolved-at-minus-1: the attack worse than -1 is rolled on the -1 column', () => {
    const { s, from, sp } = corinth({ 'militia-odds': 'resolved-at-minus-1' });
    expect(s[C_ATTACK]! - s[C_DEFENSE]!).toBe(-2);
    if (s[P_KIND] === PK_RETREAT) acw.apply(s, A.act(A.A_STAND));
    // no lower column to choose: the -1 column is the only one, rolled at once
    expect(s[P_KIND]).not.toBe(PK_COLUMN);
    expect(s[C_ROLL]).toBeGreaterThanOrEqual(1);
    if (s[P_KIND] === PK_CITY) acw.apply(s, A.act(A.A_CITY_LOSS, 0, 0));
    const [att] = crt(s[C_ROLL]!, -1);
    expect(field(s, from)).toBe(sp - Math.min(sp, att));
  });
});

describe('acw loss extraction [8.12, 8.14, 8.42, 13.1]', () => {
  /** USA attacks 2021 (CSA `def` SP) from 2020 with `commit` of a stack of `stack`. */
  function fight(stack: number, commit: number, def: number): S {
    const s = combat(USA, (x) => {
      put(x, 2020, USA, stack);
      put(x, 2021, CSA, def);
    });
    acw.apply(s, A.act(A.A_TARGET, hex(2021)));
    acw.apply(s, A.act(A.A_COMMIT, hex(2020), commit));
    return s;
  }

  it('R8.12, R8.42 only the committed SP take the attacker loss, never more than were committed; the survivors have attacked [8.14]', () => {
    const s = fight(5, 2, 3);
    applyLossesOf(s, 3, 0);
    expect(s[C_ALOSS]).toBe(2);
    expect(field(s, hex(2020))).toBe(3);
    expect(usedInAttack(s, hex(2020))).toBe(0);
    const t = fight(5, 3, 3);
    applyLossesOf(t, 1, 0);
    expect(t[C_ALOSS]).toBe(1);
    expect(field(t, hex(2020))).toBe(4);
    expect(usedInAttack(t, hex(2020))).toBe(2);
  });

  it('R8.42 a loss larger than the defence removes every defending SP and counts only what was there; survivors may not be attacked again [8.14]', () => {
    const s = fight(6, 6, 2);
    applyLossesOf(s, 0, 3);
    expect(s[C_DLOSS]).toBe(2);
    expect(landSP(s, hex(2021))).toBe(0);
    expect(attackedHex(s, hex(2021))).toBe(false);
    const t = fight(6, 6, 3);
    applyLossesOf(t, 0, 1);
    expect(landSP(t, hex(2021))).toBe(2);
    expect(attackedHex(t, hex(2021))).toBe(true);
  });

  it('R13.1-13.2 an enemy city point takes the loss the army SP cannot: 2 SP in Atlanta (or Memphis) lose 3, and 4 are only 3', () => {
    for (const name of ['Atlanta', 'Memphis']) cityLoss(city(name));
  });

  function cityLoss(atlanta: number): void {
    const from = [0, 1, 2, 3, 4, 5]
      .map((d) => NBR[atlanta * 6 + d]!)
      .find((x) => x >= 0 && c.map.terrain[x] === 1 && c.map.city[x]! < 0)!;
    const lost = (dloss: number): S => {
      const s = combat(USA, (x) => {
        put(x, hexId(from), USA, 5);
        put(x, hexId(atlanta), CSA, 2);
      });
      acw.apply(s, A.act(A.A_TARGET, atlanta));
      acw.apply(s, A.act(A.A_COMMIT, from, 5));
      applyLossesOf(s, 0, dloss);
      return s;
    };
    const two = lost(2);
    expect(two[C_DLOSS]).toBe(2);
    expect(cityState(two, c.map.city[atlanta]!) & CS_INTRINSIC_LOST).toBe(0);
    for (const n of [3, 4]) {
      const s = lost(n);
      expect(s[C_DLOSS]).toBe(3);
      expect(landSP(s, atlanta)).toBe(0);
      expect(cityState(s, c.map.city[atlanta]!) & CS_INTRINSIC_LOST).toBeTruthy();
    }
  }
});

describe('acw after the losses [8.42, 8.43, 8.8, 11.31, 14]', () => {
  /** `side` attacks from `from` (committing `commit` of `stack`) the hex `to` holding `def` SP. */
  function declared(side: number, place: (x: S) => void, from: number, commit: number, to: number): S {
    const s = combat(side, place);
    acw.apply(s, A.act(A.A_TARGET, hex(to)));
    acw.apply(s, A.act(A.A_COMMIT, hex(from), commit));
    return s;
  }

  it('R8.42 losses of two attacking stacks come from their committed SP only: 4 (3 committed) and 3 (2 committed) lose 4, then 6', () => {
    const other = hexId(
      [0, 1, 2, 3, 4, 5]
        .map((d) => NBR[hex(2021) * 6 + d]!)
        .find((x) => x >= 0 && x !== hex(2020) && c.map.city[x]! < 0 && c.map.terrain[x] === 1)!,
    );
    const place = (x: S): void => {
      put(x, 2020, USA, 4);
      put(x, other, USA, 3);
      put(x, 2021, CSA, 1);
    };
    for (const [loss, left] of [
      [4, 3],
      [6, 2],
    ] as const) {
      const s = declared(USA, place, 2020, 3, 2021);
      acw.apply(s, A.act(A.A_COMMIT, hex(other), 2));
      applyLossesOf(s, loss, 0);
      expect(s[C_ALOSS]).toBe(Math.min(loss, 5));
      expect(field(s, hex(2020)) + field(s, hex(other))).toBe(left);
      expect(field(s, hex(2020))).toBeGreaterThanOrEqual(1);
      expect(field(s, hex(other))).toBeGreaterThanOrEqual(1);
      expect(s[G_LEDGER + USA]).toBe(left);
      // [8.14, 8.43] the committed survivors have attacked and may advance; the others have not
      expect(survivors(s)).toBe(5 - Math.min(loss, 5));
      expect(usedInAttack(s, hex(2020)) + usedInAttack(s, hex(other))).toBe(5 - Math.min(loss, 5));
    }
  });

  it('R8.42, R14 field, fort and garrison SP all count as face-value losses; the emptied fort is gone, an empty fort marker of the hex stays', () => {
    const s = declared(
      USA,
      (x) => {
        put(x, 2020, USA, 6);
        put(x, 2021, CSA, 2, 1);
      },
      2020,
      6,
      2021,
    );
    setGarrison(s, hex(2021), 1, CSA);
    const before = s[G_LEDGER + CSA]!;
    applyLossesOf(s, 0, 3);
    expect(s[C_DLOSS]).toBe(3);
    expect(landSP(s, hex(2021))).toBe(0);
    expect(fortOwner(s, hex(2021))).toBe(0);
    expect(s[G_LEDGER + CSA]).toBe(before - 3);
    const m = declared(
      USA,
      (x) => {
        put(x, 2020, USA, 6);
        put(x, 2021, CSA, 2);
        fortMarker(x, 2021, CSA);
      },
      2020,
      6,
      2021,
    );
    applyLossesOf(m, 0, 2);
    expect(fortOwner(m, hex(2021))).toBe(CSA + 1);
    // a fort that keeps SP inside stays its side's
    const k = declared(
      USA,
      (x) => {
        put(x, 2020, USA, 6);
        put(x, 2021, CSA, 2, 2);
      },
      2020,
      6,
      2021,
    );
    applyLossesOf(k, 0, 1);
    expect([fortSP(k, hex(2021)), fortOwner(k, hex(2021))]).toEqual([1, CSA + 1]);
  });

  it('R13.1 the defender choosing the city point first loses it and army SP only for the rest', () => {
    const s = declared(
      USA,
      (x) => {
        put(x, 2621, USA, 5);
        put(x, 2722, CSA, 2);
      },
      2621,
      5,
      2722,
    );
    s[C_ALOSS] = 0;
    s[C_DLOSS] = 2;
    applyLosses(c, s, true);
    expect(s[C_DLOSS]).toBe(2);
    expect(landSP(s, city('Atlanta'))).toBe(1);
    expect(cityState(s, c.map.city[city('Atlanta')]!) & CS_INTRINSIC_LOST).toBeTruthy();
  });

  it('R8.8 the naval loss comes off the fleet that attacked', () => {
    const s = declared(
      USA,
      (x) => {
        put(x, 2020, USA, 3);
        put(x, 2021, CSA, 1);
      },
      2020,
      3,
      2021,
    );
    s[N_BASE + 3] = hex(2021);
    s[N_BASE + 4] = 3;
    s[C_NAVAL_FLEET] = 1;
    s[C_NAVAL] = 3;
    applyLossesOf(s, 4, 0);
    expect(s[N_BASE + 4]).toBe(1);
    expect(field(s, hex(2020))).toBe(1);
  });

  it('R8.43 no advance without surviving attackers; survivors may advance into the emptied hex', () => {
    const place = (x: S): void => {
      put(x, 2020, USA, 4);
      put(x, 2021, CSA, 1);
    };
    const dead = declared(USA, place, 2020, 2, 2021);
    applyLossesOf(dead, 2, 1);
    runBattle(c, dead);
    expect(dead[P_KIND]).not.toBe(PK_ADVANCE);
    const live = declared(USA, place, 2020, 2, 2021);
    applyLossesOf(live, 1, 1);
    expect(survivors(live)).toBe(1);
    runBattle(c, live);
    expect(live[P_KIND]).toBe(PK_ADVANCE);
    expect(
      legal(live)
        .filter((a) => A.kindOf(a) === A.A_ADVANCE)
        .map(A.yOf),
    ).toEqual([1]);
  });

  it('R11.31 the side that cost the enemy SP is offered a new leader: the attacker, then the defender; never a side with every slot in use or no unit left there', () => {
    const place = (x: S): void => {
      put(x, 2020, USA, 4);
      put(x, 2021, CSA, 3);
    };
    const s = declared(USA, place, 2020, 4, 2021);
    applyLossesOf(s, 1, 1);
    runBattle(c, s);
    if (s[P_KIND] === PK_ADVANCE) acw.apply(s, A.act(A.A_DECLINE));
    expect([s[P_KIND], s[P_SIDE]]).toEqual([PK_LEADER, USA]);
    acw.apply(s, A.act(A.A_DECLINE));
    expect([s[P_KIND], s[P_SIDE]]).toEqual([PK_LEADER, CSA]);
    const full = declared(USA, place, 2020, 4, 2021);
    for (let i = 0; i < LEADERS / 2; i++) leader(full, i, 2020, 1);
    applyLossesOf(full, 0, 1);
    runBattle(c, full);
    expect(full[P_KIND]).toBe(0);
    const gone = declared(USA, place, 2020, 4, 2021);
    applyLossesOf(gone, 1, 3);
    runBattle(c, gone);
    if (gone[P_KIND] === PK_ADVANCE) acw.apply(gone, A.act(A.A_DECLINE));
    expect(gone[P_SIDE]).toBe(USA);
    acw.apply(gone, A.act(A.A_DECLINE));
    expect(gone[P_KIND]).toBe(0);
  });

  it('R11.31 a Confederate leader is promoted for Union SP lost attacking him, not for his own side losing SP in an attack', () => {
    const d = declared(
      USA,
      (x) => {
        put(x, 2020, USA, 6);
        put(x, 2021, CSA, 3);
        leader(x, LEADERS / 2, 2021, 0);
      },
      2020,
      6,
      2021,
    );
    applyLossesOf(d, 3, 0);
    expect(lRating(d, LEADERS / 2)).toBe(1);
    const a = declared(
      CSA,
      (x) => {
        put(x, 2020, CSA, 6);
        leader(x, LEADERS / 2, 2020, 0);
        put(x, 2021, USA, 3);
      },
      2020,
      6,
      2021,
    );
    applyLossesOf(a, 3, 0);
    expect(lRating(a, LEADERS / 2)).toBe(0);
  });

  it('R8.5, R8.43, R11.31 a Confederate attack asks the Union defender to retreat, and offers the Union a leader for the SP it cost', () => {
    const s = declared(
      CSA,
      (x) => {
        put(x, 2020, CSA, 4);
        put(x, 2021, USA, 3);
      },
      2020,
      4,
      2021,
    );
    acw.apply(s, A.act(A.A_RESOLVE));
    expect([s[P_KIND], acw.toMove(s)]).toEqual([PK_RETREAT, USA]);
    const t = declared(
      CSA,
      (x) => {
        put(x, 2020, CSA, 4);
        put(x, 2021, USA, 3);
      },
      2020,
      4,
      2021,
    );
    applyLossesOf(t, 1, 0);
    runBattle(c, t);
    expect([t[P_KIND], t[P_SIDE]]).toEqual([PK_LEADER, USA]);
  });
  it('R8.42 (README: automatic apportioning) each attacker loss comes off the stack with the most committed SP left, the first declared on a tie', () => {
    const other = hexId(
      NBR[hex(2021) * 6 + dirTo(hex(2021), hex(2020)) + (dirTo(hex(2021), hex(2020)) < 5 ? 1 : -5)]!,
    );
    for (const [loss, a, b] of [
      [1, 3, 3],
      [2, 2, 3],
      [3, 2, 2],
    ] as const) {
      const s = declared(
        USA,
        (x) => {
          put(x, 2020, USA, 4);
          put(x, other, USA, 3);
          put(x, 2021, CSA, 1);
        },
        2020,
        3,
        2021,
      );
      acw.apply(s, A.act(A.A_COMMIT, hex(other), 2));
      applyLossesOf(s, loss, 0);
      expect([field(s, hex(2020)), field(s, hex(other))], `loss ${loss}`).toEqual([a, b]);
    }
  });

  it('R8.42 (README: automatic apportioning) with three and with six attacking stacks the loss still comes off the one with the most committed SP', () => {
    const ring = [0, 1, 2, 3, 4, 5].map((d) => NBR[hex(2021) * 6 + d]!);
    expect(ring.every((x) => x >= 0 && c.map.terrain[x] === 1 && c.map.city[x]! < 0)).toBe(true);
    for (const commits of [
      [1, 3, 2],
      [1, 1, 1, 1, 3, 2],
    ]) {
      const s = combat(USA, (x) => {
        commits.forEach((_, i) => put(x, hexId(ring[i]!), USA, 4));
        put(x, 2021, CSA, 1);
      });
      acw.apply(s, A.act(A.A_TARGET, hex(2021)));
      commits.forEach((k, i) => acw.apply(s, A.act(A.A_COMMIT, ring[i]!, k)));
      applyLossesOf(s, 1, 0);
      const big = commits.indexOf(3);
      expect(
        commits.map((_, i) => field(s, ring[i]!)),
        `${commits.length} stacks`,
      ).toEqual(commits.map((_, i) => (i === big ? 3 : 4)));
    }
  });

  it("R14 a fort left with as many fort SP as garrison SP stays its side's", () => {
    const s = declared(
      USA,
      (x) => {
        put(x, 2020, USA, 6);
        put(x, 2021, CSA, 2, 2);
      },
      2020,
      6,
      2021,
    );
    setGarrison(s, hex(2021), 1, CSA);
    applyLossesOf(s, 0, 1);
    expect([fortSP(s, hex(2021)), garrison(s, hex(2021)), fortOwner(s, hex(2021))]).toEqual([1, 1, CSA + 1]);
  });

  it('R13.1 the city point first on Memphis, the first city of the chart: the point goes, an army SP takes the rest', () => {
    const m = city('Memphis');
    const from = [0, 1, 2, 3, 4, 5]
      .map((d) => NBR[m * 6 + d]!)
      .find((x) => x >= 0 && c.map.terrain[x] === 1 && c.map.city[x]! < 0)!;
    const s = declared(
      USA,
      (x) => {
        put(x, hexId(from), USA, 5);
        put(x, hexId(m), CSA, 2);
      },
      hexId(from),
      5,
      hexId(m),
    );
    s[C_ALOSS] = 0;
    s[C_DLOSS] = 2;
    applyLosses(c, s, true);
    expect(landSP(s, m)).toBe(1);
    expect(cityState(s, c.map.city[m]!) & CS_INTRINSIC_LOST).toBeTruthy();
  });

  it('R11.31 a defender with no unit left is offered no leader, on hex 0102 at the map corner too', () => {
    const s = declared(
      USA,
      (x) => {
        put(x, 103, USA, 4);
        put(x, 102, CSA, 1);
      },
      103,
      4,
      102,
    );
    applyLossesOf(s, 1, 1);
    runBattle(c, s);
    if (s[P_KIND] === PK_ADVANCE) acw.apply(s, A.act(A.A_DECLINE));
    expect([s[P_KIND], s[P_SIDE]]).toEqual([PK_LEADER, USA]);
    acw.apply(s, A.act(A.A_DECLINE));
    expect(s[P_KIND]).toBe(0);
  });

  it('R11.31 in a Combat Phase battle the attacker whose committed SP all died is offered no leader, wherever the last moving force stopped', () => {
    const s = declared(
      USA,
      (x) => {
        put(x, 2020, USA, 2);
        put(x, 2021, CSA, 3);
        put(x, 2418, USA, 1);
      },
      2020,
      2,
      2021,
    );
    s[F_HEX] = hex(2418);
    applyLossesOf(s, 2, 1);
    runBattle(c, s);
    expect(landSP(s, hex(2020))).toBe(0);
    expect([s[P_KIND], s[P_SIDE]]).toEqual([PK_LEADER, CSA]);
  });
  /** Decline whatever the battle still asks (advance, leaders). */
  function finish(s: S): void {
    for (let n = 0; n < 6 && s[P_KIND] !== 0; n++) acw.apply(s, A.act(A.A_DECLINE));
    expect(s[P_KIND]).toBe(0);
  }

  it('R8.23, R8.42, R8.14 a second battle of the phase involves only its own stacks and hexes, not those of a larger first one', () => {
    // 2021 and 1921 are attacked from 2020 and from their other common neighbour
    const around = (h: number): number[] => [0, 1, 2, 3, 4, 5].map((d) => NBR[h * 6 + d]!);
    const both = hex(1921);
    const other = around(hex(2021)).find((x) => x !== hex(2020) && around(both).includes(x));
    expect(c.map.terrain[other!]).toBe(1);
    const s = combat(USA, (x) => {
      put(x, 2020, USA, 4);
      put(x, hexId(other!), USA, 3);
      put(x, 2021, CSA, 1);
      put(x, hexId(both), CSA, 1);
      put(x, 2023, USA, 3);
      put(x, 2024, CSA, 1);
    });
    acw.apply(s, A.act(A.A_TARGET, hex(2021)));
    acw.apply(s, A.act(A.A_TARGET, both));
    acw.apply(s, A.act(A.A_COMMIT, hex(2020), 2));
    acw.apply(s, A.act(A.A_COMMIT, other!, 2));
    applyLossesOf(s, 0, 1);
    runBattle(c, s);
    finish(s);
    expect([landSP(s, hex(2021)), landSP(s, both)]).toEqual([0, 1]);
    expect([usedInAttack(s, hex(2020)), usedInAttack(s, other!)]).toEqual([2, 2]);
    // the second battle: 1 of the 3 SP on 2023 against 2024; the standing defender is not asked twice
    acw.apply(s, A.act(A.A_TARGET, hex(2024)));
    acw.apply(s, A.act(A.A_COMMIT, hex(2023), 1));
    acw.apply(s, A.act(A.A_RESOLVE));
    expect(s[P_KIND]).toBe(PK_RETREAT);
    acw.apply(s, A.act(A.A_STAND));
    expect(s[P_KIND]).toBe(PK_COLUMN);
    // its loss comes off its own committed SP, and only they have attacked or may advance
    applyLossesOf(s, 1, 0);
    expect([field(s, hex(2023)), field(s, other!), field(s, hex(2020))]).toEqual([2, 3, 4]);
    expect(survivors(s)).toBe(0);
    expect([usedInAttack(s, hex(2020)), usedInAttack(s, other!)]).toEqual([2, 2]);
  });

  it('R8.33, R8.14 a stack attacking a second time commits its supplied SP left after the first attack: 6 SP (2 unsupplied) that attacked with 3 attack with 3 more as 1 supplied and 2 unsupplied', () => {
    const s = combat(USA, (x) => {
      put(x, 2020, USA, 6);
      put(x, 2021, CSA, 1);
      put(x, 2019, CSA, 1);
    });
    setCombatU(s, hex(2020), 2);
    acw.apply(s, A.act(A.A_TARGET, hex(2021)));
    acw.apply(s, A.act(A.A_COMMIT, hex(2020), 3));
    applyLossesOf(s, 0, 1);
    runBattle(c, s);
    finish(s);
    expect(usedInAttack(s, hex(2020))).toBe(3);
    acw.apply(s, A.act(A.A_TARGET, hex(2019)));
    acw.apply(s, A.act(A.A_COMMIT, hex(2020), 3));
    acw.apply(s, A.act(A.A_RESOLVE));
    expect(s[C_ATTACK]).toBe(attackOf(s, 3, 2, 0));
    expect(attackOf(s, 3, 2, 0)).toBeLessThan(3);
  });
});

describe('acw multi-hex battle and the -1 limit [8.23, 8.44, 8.5]', () => {
  it('R8.23, R8.5 two hexes attacked together: each is asked to retreat in turn; one gone, the other standing is still fought', () => {
    const both = [0, 1, 2, 3, 4, 5]
      .map((d) => NBR[hex(2021) * 6 + d]!)
      .find(
        (x) =>
          x >= 0 &&
          dirTo(hex(2020), x) >= 0 &&
          c.map.city[x]! < 0 &&
          c.map.terrain[x] === 1 &&
          (c.map.side[x * 6 + dirTo(x, hex(2020))]! & 3) === 0,
      )!;
    const s = combat(USA, (x) => {
      put(x, 2020, USA, 3);
      put(x, 2021, CSA, 1);
      put(x, hexId(both), CSA, 1);
    });
    acw.apply(s, A.act(A.A_TARGET, hex(2021)));
    acw.apply(s, A.act(A.A_TARGET, both));
    acw.apply(s, A.act(A.A_COMMIT, hex(2020), 3));
    acw.apply(s, A.act(A.A_RESOLVE));
    expect(s[C_DEFENSE]).toBe(2);
    expect(s[P_KIND]).toBe(PK_RETREAT);
    const away = legal(s).find((a) => A.kindOf(a) === A.A_RETREAT && A.yOf(a) === 1)!;
    acw.apply(s, away);
    expect(landSP(s, hex(2021))).toBe(0);
    expect(s[P_KIND]).toBe(PK_RETREAT);
    acw.apply(s, A.act(A.A_STAND));
    expect(s[P_KIND]).toBe(PK_COLUMN);
    expect(s[C_DEFENSE]).toBe(1);
  });

  it('R8.44 an attack at exactly -1 is fought (3 SP against 4): the defender is asked to retreat', () => {
    const s = combat(USA, (x) => {
      put(x, 2121, USA, 3);
      put(x, 2122, CSA, 4);
    });
    acw.apply(s, A.act(A.A_TARGET, hex(2122)));
    acw.apply(s, A.act(A.A_COMMIT, hex(2121), 3));
    acw.apply(s, A.act(A.A_RESOLVE));
    expect(s[C_ATTACK]! - s[C_DEFENSE]!).toBe(-1);
    expect(s[P_KIND]).toBe(PK_RETREAT);
  });
  it('R8.43 a multi-hex battle that empties one target and not the other offers the advance into the emptied one', () => {
    const both = [0, 1, 2, 3, 4, 5]
      .map((d) => NBR[hex(2021) * 6 + d]!)
      .find((x) => x >= 0 && dirTo(hex(2020), x) >= 0 && c.map.city[x]! < 0 && c.map.terrain[x] === 1)!;
    const s = combat(USA, (x) => {
      put(x, 2020, USA, 4);
      put(x, 2021, CSA, 1);
      put(x, hexId(both), CSA, 1);
    });
    acw.apply(s, A.act(A.A_TARGET, hex(2021)));
    acw.apply(s, A.act(A.A_TARGET, both));
    acw.apply(s, A.act(A.A_COMMIT, hex(2020), 4));
    applyLossesOf(s, 0, 1);
    runBattle(c, s);
    expect([landSP(s, hex(2021)), landSP(s, both)]).toEqual([0, 1]);
    expect(s[P_KIND]).toBe(PK_ADVANCE);
    expect(legal(s).some((a) => A.kindOf(a) === A.A_ADVANCE && A.xOf(a) === hex(2021))).toBe(true);
  });

  it("R13.1 an intact enemy city is defended by its point alone, Memphis (the first of the chart) too; an empty city of the attacker's own is not", () => {
    const s = blank({ side: USA, turn: 4 });
    expect(defended(c, s, city('Memphis'))).toBe(true);
    expect(defended(c, s, city('Atlanta'))).toBe(true);
    expect(defended(c, s, city('Cincinnati'))).toBe(false);
  });
});

describe('acw the roll [8.41, 13.1]', () => {
  const seeds = Array.from({ length: 12 }, (_, i) => `roll-${i}`);

  it('20.1 11 SP against 3 at +8: whatever the roll, the attacker loses the CRT figure and the defender is eliminated', () => {
    const rolls = new Set<number>();
    for (const seed of seeds) {
      const s = combat(
        USA,
        (x) => {
          put(x, 2020, USA, 11);
          put(x, 2021, CSA, 3);
        },
        4,
        {},
        seed,
      );
      acw.apply(s, A.act(A.A_TARGET, hex(2021)));
      acw.apply(s, A.act(A.A_COMMIT, hex(2020), 11));
      acw.apply(s, A.act(A.A_RESOLVE));
      acw.apply(s, A.act(A.A_COLUMN, 0, columnOf(8)));
      rolls.add(s[C_ROLL]!);
      expect(s[C_ALOSS]).toBe(crt(s[C_ROLL]!, 8)[0]);
      expect(s[C_DLOSS]).toBe(3);
    }
    expect(rolls.size).toBeGreaterThanOrEqual(4);
  });

  /** Attack `to` from `from` (and `also`), committing all `sp`, and roll on every column for every seed. */
  function rolls(
    side: number,
    place: (x: S) => void,
    from: number,
    sp: number,
    to: number[],
    check: (s: S, col: number) => void,
    options: OptionSet = {},
  ): void {
    for (const seed of seeds)
      for (let col = 0; col < 10; col++) {
        const s = combat(side, place, 4, options, seed);
        for (const t of to) acw.apply(s, A.act(A.A_TARGET, t));
        acw.apply(s, A.act(A.A_COMMIT, from, sp));
        resolve(c, s, col);
        check(s, col);
      }
  }
  const near = (a: number, b = -1): number =>
    [0, 1, 2, 3, 4, 5]
      .map((d) => NBR[a * 6 + d]!)
      .find(
        (x) =>
          x >= 0 && x !== b && (b < 0 || dirTo(b, x) >= 0) && c.map.terrain[x] === 1 && c.map.city[x]! < 0,
      )!;

  it('R13.1 the city question goes to the defender of Memphis (the first city of the chart) and of a Union city attacked by the South, only for a loss of 1 to its army SP', () => {
    const seen = new Set<string>();
    for (const [side, name] of [
      [USA, 'Memphis'],
      [CSA, 'Cincinnati'],
    ] as const) {
      const k = city(name);
      const from = near(k);
      rolls(
        side,
        (x) => {
          put(x, hexId(from), side, 8);
          put(x, hexId(k), 1 - side, 2);
        },
        from,
        8,
        [k],
        (s) => {
          const raw = s[C_DLOSS]!;
          seen.add(`${name}:${raw >= 1 && raw <= 2}`);
          expect(s[P_KIND] === PK_CITY, `${name} loss ${raw}`).toBe(raw >= 1 && raw <= 2);
          if (s[P_KIND] === PK_CITY) expect(s[P_SIDE]).toBe(1 - side);
        },
      );
    }
    expect(seen).toEqual(new Set(['Memphis:true', 'Memphis:false', 'Cincinnati:true', 'Cincinnati:false']));
  });

  it('R8.23, R13.1 a battle against a city and another hex asks no city question: the army SP take the loss before the point', () => {
    const atl = city('Atlanta');
    const from = near(atl);
    const also = near(atl, from);
    const seen = new Set<number>();
    rolls(
      USA,
      (x) => {
        put(x, hexId(from), USA, 8);
        put(x, hexId(atl), CSA, 2);
        put(x, hexId(also), CSA, 1);
      },
      from,
      8,
      [atl, also],
      (s) => {
        const raw = s[C_DLOSS]!;
        seen.add(Math.min(raw, 3));
        expect(s[P_KIND]).not.toBe(PK_CITY);
        runBattle(c, s);
        const lost = (cityState(s, c.map.city[atl]!) & CS_INTRINSIC_LOST) !== 0;
        expect(lost, `loss ${raw}`).toBe(raw > 2);
      },
    );
    expect(seen).toEqual(new Set([0, 1, 2, 3]));
  });

  it("R11.32 asterisk: under leader-death=participants both sides' leaders in the battle may die, under losers only a side that lost SP; a Confederate attack kills the Union leader", () => {
    const seen = new Set<string>();
    for (const reading of ['participants', 'losers'] as const)
      for (const side of [USA, CSA])
        rolls(
          side,
          (x) => {
            put(x, 2020, side, 8);
            put(x, 2021, 1 - side, 3);
            leader(x, side === USA ? 1 : 4, 2020, 1);
            leader(x, side === USA ? 4 : 1, 2021, 1);
          },
          hex(2020),
          8,
          [hex(2021)],
          (s, col) => {
            const star = c.tables.asterisk.A[(s[C_ROLL]! - 1) * 10 + col] === 1;
            const all = reading === 'participants';
            const [att, def] = side === USA ? [1, 4] : [4, 1];
            seen.add(`${reading}:${star}:${s[C_ALOSS]! > 0}:${s[C_DLOSS]! > 0}`);
            expect(lHex(s, att) < 0).toBe(star && (all || s[C_ALOSS]! > 0));
            expect(lHex(s, def) < 0).toBe(star && (all || s[C_DLOSS]! > 0));
          },
          { 'leader-death': reading },
        );
    expect(seen).toContain('losers:true:true:true');
    expect(seen).toContain('losers:true:false:true');
    expect(seen).toContain('losers:true:true:false');
  });

  it('R13.1 the defender of a city chooses city point or army SP only when the loss is 1 or more and the army could take it all', () => {
    const kinds = new Set<string>();
    for (const seed of seeds)
      for (const [lost, sp] of [
        [false, 3],
        [true, 3],
        [false, 4],
      ] as const) {
        const s = combat(
          USA,
          (x) => {
            put(x, 2621, USA, sp);
            put(x, 2722, CSA, 1);
          },
          4,
          {},
          seed,
        );
        const k = c.map.city[city('Atlanta')]!;
        if (lost) setCityState(s, k, cityState(s, k) | CS_INTRINSIC_LOST);
        acw.apply(s, A.act(A.A_TARGET, city('Atlanta')));
        acw.apply(s, A.act(A.A_COMMIT, hex(2621), sp));
        acw.apply(s, A.act(A.A_RESOLVE));
        if (s[P_KIND] === PK_RETREAT) acw.apply(s, A.act(A.A_STAND));
        if (s[P_KIND] === PK_COLUMN) acw.apply(s, A.act(A.A_COLUMN, 0, s[C_MAXCOL]!));
        const asked = s[P_KIND] === PK_CITY;
        const raw = c.tables.crt[(s[C_ROLL]! - 1) * 20 + s[C_MAXCOL]! * 2 + 1]!;
        kinds.add(`${raw}:${asked}`);
        expect(asked).toBe(!lost && raw === 1);
      }
    expect(kinds).toEqual(new Set(['1:true', '1:false', '2:false']));
  });
});

describe('acw militia raised by an attack [15.2, 15.5]', () => {
  /** 4 Union SP on hex `from` (an id) attack the Confederate city `to` (1 SP), no militia raised yet. */
  const attack = (from: number, to: number): S => {
    const s = combat(USA, (x) => {
      put(x, from, USA, 4);
      put(x, hexId(to), CSA, 1);
    });
    s[G_MILITIA] = 0;
    acw.apply(s, A.act(A.A_TARGET, to));
    acw.apply(s, A.act(A.A_COMMIT, hex(from), 4));
    acw.apply(s, A.act(A.A_RESOLVE));
    return s;
  };
  const raised = (s: S, name: string): boolean => (s[G_MILITIA]! & (1 << c.map.state[city(name)]!)) !== 0;

  it('R15.5 the Union attacking Decatur from the sympathetic region (2119) raises the Alabama militia first, which may stand in Decatur', () => {
    const s = attack(2119, city('Decatur'));
    expect([raised(s, 'Decatur'), s[P_KIND], acw.toMove(s)]).toEqual([true, PK_MILITIA, CSA]);
  });

  it('R9.13, R15.5 a Union Double-Match from the sympathetic region (2119) on Decatur raises the Alabama militia first', () => {
    const s = blank({ side: USA, turn: 4 });
    put(s, hexId(city('Decatur')), CSA, 1);
    put(s, 2119, USA, 12);
    ready(s);
    for (let h = 0; h < HEXES; h++) setUSP(s, h, 0);
    s[G_MILITIA] = 0;
    acw.apply(s, A.act(A.A_PICK, hex(2119), 12));
    const dm = legal(s).find((a) => A.kindOf(a) === A.A_DM && A.xOf(a) === city('Decatur'))!;
    acw.apply(s, dm);
    expect([raised(s, 'Decatur'), s[P_KIND], acw.toMove(s)]).toEqual([true, PK_MILITIA, CSA]);
  });

  it('R15.5 the Union attacking Decatur from 2018, outside the region and inside Alabama, raises no militia by the attack', () => {
    expect(raised(attack(2018, city('Decatur')), 'Decatur')).toBe(false);
  });

  it('R15.5 the Union attacking Chattanooga, inside the region, across the Georgia border (2618 or 2519) raises no Tennessee militia', () => {
    for (const from of [2618, 2519])
      expect(raised(attack(from, city('Chattanooga')), 'Chattanooga')).toBe(false);
  });
});
