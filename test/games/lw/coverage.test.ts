/**
 * Rule coverage (src/games/lw/coverage.ts): for every optional rule (O1-O5) and every reading, a
 * constructed position where the switch, set away from its default, changes a step (its counter
 * moves) and one where it cannot (its counter stays at 0, the switch on).
 */
import { describe, expect, it } from 'vitest';
import * as A from '../../../src/games/lw/actions.js';
import { applyResults } from '../../../src/games/lw/aftermath.js';
import { insertYearCards } from '../../../src/games/lw/cards.js';
import { applyRaid } from '../../../src/games/lw/cavalry.js';
import { R_MINOR } from '../../../src/games/lw/combat.js';
import {
  CF_ERRATIC,
  K_ACT,
  K_IRREGULARS,
  K_SEDITIOUS,
  OC_KICKSTARTER,
  OC_PECULIAR,
  OC_TRAP,
} from '../../../src/games/lw/content.js';
import { LW_OPTIONS } from '../../../src/games/lw/options.js';
import { checkBi, checkEp, DEFEAT_MAJOR, DEFEAT_MINOR } from '../../../src/games/lw/politics.js';
import { drawForCheck } from '../../../src/games/lw/state.js';
import { resolvePlot } from '../../../src/games/lw/supplyphase.js';
import { timekeeping } from '../../../src/games/lw/victory.js';
import {
  act,
  actions,
  blank,
  c,
  city,
  dice,
  gen,
  giveCard,
  hex,
  L,
  lw,
  put,
  setIt,
  type S,
} from './fixture.js';

const { USA, CSA } = L;
const count = (s: S, id: string): number => lw.ruleCounts!(s)[id] ?? 0;
const total = (s: S): number => Object.values(lw.ruleCounts!(s)).reduce((a, b) => a + b, 0);

/** The option bit of switch `id` (its non-default value). */
function bit(id: string): number {
  const spec = LW_OPTIONS.find((o) => o.id === id)!;
  const v = spec.type === 'boolean' ? true : spec.values!.find((x) => x !== spec.default)!;
  const s = lw.create({ scenario: 'campaign', seed: 'bit', options: { [id]: v } });
  return s[L.H_OPT]! ^ lw.create({ scenario: 'campaign', seed: 'bit' })[L.H_OPT]!;
}
function on(s: S, id: string): S {
  s[L.H_OPT] = s[L.H_OPT]! | bit(id);
  return s;
}

/** A battle past its reveal: `att` attacked from 1205 (Thomas, moving) into 1206 (Price). */
function battle(att: number, winner: number, res: number, diff: number): S {
  const s = blank('Sp62', att);
  const t = put(s, 'thomas', 1205, 2);
  s[L.G_FLAGS + t] = s[L.G_FLAGS + t]! | L.GF_MOVING;
  put(s, 'price', 1206, 2);
  s[L.BT_ACTIVE] = 1;
  s[L.BT_ATT] = att;
  s[L.BT_FROM] = hex(1205);
  s[L.BT_TO] = hex(1206);
  s[L.BT_CITY] = -1;
  s[L.BT_RESULT] = res;
  s[L.BT_WINNER] = winner;
  s[L.BT_DIFF] = diff;
  return s;
}

/** An attack on an empty city at 1206 won by the attacker with a Minor Victory (2 IT, 16.1.2). */
function emptyCity(defense: number): S {
  const s = battle(USA, USA, R_MINOR, 3);
  s[L.G_LOC + gen('price')] = L.LOC_OUT;
  s[L.BT_EMPTY] = 1;
  s[L.BT_CITYDEF] = defense;
  return s;
}

describe('lw rule coverage: each switch counts where its rule bites, and only there', () => {
  it('the counters are the optional rules and the readings, not the knobs', () => {
    const ids = LW_OPTIONS.filter((o) => o.kind !== 'variant').map((o) => o.id);
    expect(lw.coverage).toEqual(ids);
    expect(ids).toHaveLength(15);
    expect(total(blank())).toBe(0);
  });

  it('O1 card insertion: the year-marked cards join the decks in Spring 1862, not in a Summer', () => {
    const k = Array.from(c.cardYear).findIndex((y) => y === 62);
    for (const [turn, n] of [
      ['Sp62', 1],
      ['Su62', 0],
    ] as const) {
      const s = on(blank(turn), 'o1-card-insertion');
      s[L.CD_LOC + k] = L.CL_HELD;
      insertYearCards(c, s);
      expect(s[L.CD_LOC + k]).toBe(n ? L.CL_DECK : L.CL_HELD);
      expect(count(s, 'o1-card-insertion')).toBe(n);
    }
  });

  it('O2-O5: playing a card the option adds counts that option; an ordinary card counts none', () => {
    const cases = [
      ['o2-irregulars', (k: number) => c.cardKind[k] === K_IRREGULARS],
      ['o3-peculiar-generals', (k: number) => c.cardOptional[k] === OC_PECULIAR],
      ['o4-laying-a-trap', (k: number) => c.cardOptional[k] === OC_TRAP],
      ['o5-kickstarter', (k: number) => c.cardOptional[k] === OC_KICKSTARTER],
    ] as const;
    for (const [id, is] of cases) {
      const k = Array.from({ length: 162 }, (_, i) => i).find(is)!;
      const side = k < 81 ? USA : CSA;
      const s = on(blank('Sp62', side), id);
      s[L.CD_LOC + k] = L.CL_HAND;
      lw.apply(s, A.enc(A.OP_PLAY_PC, k));
      expect(count(s, id)).toBe(1);
      expect(total(s)).toBe(1);
    }
    const s = on(on(blank('Sp62', USA), 'o2-irregulars'), 'o5-kickstarter');
    giveCard(s, USA, 13);
    lw.apply(s, A.enc(A.OP_PLAY_PC, 12));
    expect(total(s)).toBe(0);
  });

  it('read-16.6.2: an attacker losing a Minor Victory takes no IT; a defender losing one still takes 2', () => {
    const a = on(battle(USA, CSA, R_MINOR, 3), 'read-16.6.2-attacker-minor-loss');
    applyResults(c, a);
    expect(count(a, 'read-16.6.2-attacker-minor-loss')).toBe(1);
    const d = on(battle(USA, USA, R_MINOR, 3), 'read-16.6.2-attacker-minor-loss');
    applyResults(c, d);
    expect(count(d, 'read-16.6.2-attacker-minor-loss')).toBe(0);
  });

  it('read-16.1.2: an empty city of defense 3 falls to a Minor Victory only by the reading; of defense 1 anyway', () => {
    const a = on(emptyCity(3), 'read-16.1.2-city-falls');
    applyResults(c, a);
    expect(a[L.BT_CAPTURED]).toBe(1);
    expect(count(a, 'read-16.1.2-city-falls')).toBe(1);
    const b = on(emptyCity(1), 'read-16.1.2-city-falls');
    applyResults(c, b);
    expect(b[L.BT_CAPTURED]).toBe(1);
    expect(count(b, 'read-16.1.2-city-falls')).toBe(0);
  });

  it('read-16.8: a card drawn for a check goes back into the draw pile; with no card left, nothing', () => {
    const s = on(blank(), 'read-16.8-check-cards');
    const k = drawForCheck(s, USA);
    expect(s[L.CD_LOC + k]).toBe(L.CL_DECK);
    expect(count(s, 'read-16.8-check-cards')).toBe(1);
    const e = on(blank(), 'read-16.8-check-cards');
    for (let j = 0; j < 81; j++)
      if (e[L.CD_LOC + j] === L.CL_DECK || e[L.CD_LOC + j] === L.CL_DISCARD) e[L.CD_LOC + j] = L.CL_OUT;
    expect(drawForCheck(e, USA)).toBe(-1);
    expect(count(e, 'read-16.8-check-cards')).toBe(0);
  });

  it('read-10.7.7: exchanging three Seditious cards keeps a different one only when their values differ', () => {
    const sed = Array.from({ length: 81 }, (_, i) => i).filter((k) => c.cardKind[k] === K_SEDITIOUS);
    const byPc = (pcs: (a: number, b: number) => boolean): number[] => {
      for (const x of sed)
        for (const y of sed)
          for (const z of sed)
            if (x < y && y < z && pcs(c.cardPc[x]!, c.cardPc[y]!) && pcs(c.cardPc[y]!, c.cardPc[z]!))
              return [x, y, z];
      throw new Error('no three Seditious cards');
    };
    for (const [three, n] of [
      [byPc((a, b) => a !== b), 1],
      [byPc((a, b) => a === b), 0],
    ] as const) {
      const s = on(blank('Sp62', USA), 'read-10.7.7-seditious-kept');
      for (const k of three) s[L.CD_LOC + k] = L.CL_HAND;
      lw.apply(s, A.enc(A.OP_EXCHANGE));
      expect(count(s, 'read-10.7.7-seditious-kept')).toBe(n);
    }
  });

  it('read-19.2: in Spring 1863 a met BI trigger is held back by the reading; in Summer 1863 BI is declared', () => {
    for (const [turn, n] of [
      ['Sp63', 1],
      ['Su63', 0],
    ] as const) {
      const s = on(blank(turn), 'read-19.2-bi-opens');
      s[L.H_PC + CSA] = 40;
      s[L.H_PC + USA] = 0;
      checkBi(c, s, 3, DEFEAT_MAJOR, false);
      expect(count(s, 'read-19.2-bi-opens')).toBe(n);
      expect(s[L.H_BI] !== 0).toBe(n === 0);
    }
  });

  it('read-19.1: a Minor Defeat of the qualifying CS CO brings no EP by the reading; a Major one does', () => {
    for (const [defeat, n] of [
      [DEFEAT_MINOR, 1],
      [DEFEAT_MAJOR, 0],
    ] as const) {
      const s = on(blank('Su62'), 'read-19.1-ep-trigger');
      s[L.H_PC + USA] = 40;
      s[L.H_PC + CSA] = 0;
      checkEp(c, s, 3, 8, defeat);
      expect(count(s, 'read-19.1-ep-trigger')).toBe(n);
      expect(s[L.H_EP] !== 0).toBe(n === 0);
    }
  });

  it('read-11.1.2.2: a GiC killed by the Assassination Plot gives nothing; a CO who is not GiC is no case', () => {
    for (const [gic, n] of [
      [true, 1],
      [false, 0],
    ] as const) {
      const s = on(blank('Sp62'), 'read-11.1.2.2-plot-gic-pc');
      const g = put(s, 'mcclellan', 1903, 2);
      if (gic) s[L.G_FLAGS + g] = s[L.G_FLAGS + g]! | L.GF_GIC;
      dice(s, [1, 6]); // the President escapes, the CO in Washington does not
      resolvePlot(c, s, CSA);
      expect(s[L.G_LOC + g]).toBe(L.LOC_DECEASED);
      expect(count(s, 'read-11.1.2.2-plot-gic-pc')).toBe(n);
    }
  });

  it('read-13.2.2: a raider who beats the raided cavalry succeeds without a roll; no cavalry there, no case', () => {
    for (const [cavalry, n] of [
      [true, 1],
      [false, 0],
    ] as const) {
      const s = on(blank('Sp62', CSA), 'read-13.2.2-raid-vs-cavalry');
      const st = put(s, 'stuart', 1206, 2);
      s[L.G_FLAGS + st] = s[L.G_FLAGS + st]! | L.GF_MOVING;
      s[L.AC_ACTIVE] = 1;
      s[L.AC_SIDE] = CSA;
      s[L.AC_HEX] = hex(1206);
      put(s, 'thomas', 1205, 2);
      if (cavalry) put(s, 'kilpatrick', 1205, 1);
      setIt(s, 1205, USA, 4);
      applyRaid(c, s, CSA, c.grid.dirTo(hex(1206), hex(1205)));
      expect(count(s, 'read-13.2.2-raid-vs-cavalry')).toBe(n);
    }
  });

  it("read-21.3: at a turn's end the Major Cities row leaves out a side's own cities; none held, no case", () => {
    const s = on(blank('Sp62'), 'read-21.3-city-vp');
    timekeeping(c, s);
    expect(count(s, 'read-21.3-city-vp')).toBe(1);
    const t = on(blank('Sp62'), 'read-21.3-city-vp');
    for (let k = 0; k < c.ncity; k++)
      if (c.cityVp[k] && c.cityOrig[k]! <= CSA) t[L.CT_CTRL + k] = 1 - c.cityOrig[k]!;
    timekeeping(c, t);
    expect(count(t, 'read-21.3-city-vp')).toBe(0);
  });

  /** The Confederacy (Bragg at 1808) attacks Sherman in `at` (held by the Union); both commit nothing. */
  function attackOn(at: string): S {
    const s = on(blank('Sp62', CSA), 'read-8.2-union-port-defense');
    const target = city(at);
    s[L.CT_CTRL + target] = USA;
    const h = c.cityHex[target]!;
    const from = c.grid.nbr[h * 6]!; // the hex north of it
    put(s, 'sherman', c.grid.id[h]!, 1);
    put(s, 'bragg', c.grid.id[from]!, 2);
    const k = Array.from({ length: 81 }, (_, i) => 81 + i).find(
      (j) => c.cardKind[j] === K_ACT && c.cardPc[j] === 5 && !(c.cardFlags[j]! & CF_ERRATIC),
    )!;
    s[L.CD_LOC + k] = L.CL_HAND;
    lw.apply(s, A.enc(A.OP_PLAY_PC, k));
    act(s, 'activate Braxton Bragg');
    act(s, `attack S to ${c.cityName[target]} (${c.grid.label(h)})`);
    for (let i = 0; i < 8 && s[L.BT_ACTIVE] && s[L.BT_STAGE]! < 6; i++) {
      const a = actions(s);
      const pick = ['commit the 0 Resource card', 'commit 0 CSP', 'no'].find((x) => a.includes(x));
      if (!pick) break;
      act(s, pick);
    }
    return s;
  }

  it('read-8.2: a Union-held blockaded ocean port defends at -1 in battle; an inland Union city is no case', () => {
    const port = attackOn('wilmington');
    expect(count(port, 'read-8.2-union-port-defense')).toBe(1);
    const inland = attackOn('nashville');
    expect(count(inland, 'read-8.2-union-port-defense')).toBe(0);
  });
});
