/**
 * The Lincoln's War heuristic bot: its named priorities do what they say on constructed positions, and
 * it beats the random bot in the introductory scenario as each side (issue 26: in at least 90 % of
 * games; measured on more games in results/lw-scenarios).
 */
import { describe, expect, it } from 'vitest';
import { makeBot } from '../../bots/index.js';
import { playMatch } from '../../src/sim/match.js';
import { lw } from '../../src/games/lw/index.js';
import { L, act, actions, blank, giveCard, put } from '../games/lw/fixture.js';

const choose = (s: Int32Array): string =>
  lw.describe(s, makeBot(lw, 'heuristic', lw.toMove(s), 'h').choose(s));

describe('lw heuristic bot', () => {
  it('shedSeditious: discards a Seditious card free at 10+ PC', () => {
    const s = blank('Sp62');
    giveCard(s, L.USA, 63);
    giveCard(s, L.USA, 13);
    expect(choose(s)).toMatch(/^discard #63/);
  });

  it('bankCurrency: with nothing to attack, plays a card and banks its PC', () => {
    const s = blank('Sp62');
    put(s, 'grant', 103, 1);
    giveCard(s, L.USA, 13);
    expect(choose(s)).toMatch(/^play #13 .* for PC$/);
    act(s, 'play #13');
    expect(choose(s)).toBe('bank 3 PC');
  });

  it('attackWhenFavoured: a strong Force next to a weak enemy city activates and attacks', () => {
    const s = blank('Sp62');
    s[L.H_CSP + L.USA] = 4;
    put(s, 'grant', 304, 3); // next to Springfield, Mo. (defense 1)
    giveCard(s, L.USA, 24);
    act(s, 'play #24');
    expect(choose(s)).toMatch(/^activate Ulysses S. Grant/);
    act(s, 'activate Ulysses S. Grant');
    expect(choose(s)).toBe('attack S to Springfield, Mo. (0305)');
  });

  it('attackWhenFavoured through a campaign: two favoured attacks in its region make a Special Campaign card worth playing', () => {
    const setup = (withLyon: boolean): Int32Array => {
      const s = blank('Sp62');
      s[L.H_PC + L.USA] = 12;
      s[L.H_CSP + L.USA] = 4;
      put(s, 'grant', 304, 3); // both next to Springfield, Mo. (defense 1)
      if (withLyon) put(s, 'lyon', 405, 3);
      giveCard(s, L.USA, 62); // Campaign: Trans-Mississippi (never retained, 10.5)
      return s;
    };
    const s = setup(true);
    expect(choose(s)).toMatch(/^play #62 .* as a campaign$/);
    act(s, choose(s));
    expect(choose(s)).toMatch(/^target (Ulysses S. Grant|Nathaniel Lyon)$/);
    // with one Force there is no campaign to play
    expect(choose(setup(false))).not.toMatch(/campaign/);
  });

  it('never enters neutral Kentucky of its own accord (2.4.3)', () => {
    const s = blank('Sp62');
    put(s, 'grant', 1203, 2); // Cincinnati, across the Ohio from Kentucky
    giveCard(s, L.USA, 24);
    act(s, 'play #24');
    act(s, 'activate Ulysses S. Grant');
    for (let i = 0; i < 3 && s[L.AC_ACTIVE]; i++) {
      const d = choose(s);
      expect(d).not.toMatch(/Louisville|Lexington|1204|1104/);
      act(s, d);
    }
  });

  it('spendCspInBattle: commits CSP when the battle is close', () => {
    const s = blank('Sp62', L.CSA);
    s[L.H_CSP + L.CSA] = 3;
    put(s, 'thomas', 1205, 1);
    put(s, 'price', 1206, 2);
    giveCard(s, L.CSA, 21);
    act(s, 'play #21');
    act(s, 'activate Sterling Price');
    act(s, 'attack N to Lexington');
    act(s, 'no');
    act(s, 'commit the 0 Resource card');
    expect(actions(s)).toContain('commit 3 CSP');
    expect(choose(s)).toBe('commit 3 CSP');
  });

  it('beats the random bot in the introductory scenario as each side', () => {
    for (const side of ['usa', 'csa'] as const) {
      let wins = 0;
      const n = 10;
      for (let i = 0; i < n; i++) {
        const players =
          side === 'usa' ? { usa: 'heuristic', csa: 'random' } : { usa: 'random', csa: 'heuristic' };
        const r = playMatch({
          game: lw,
          scenario: 'introductory',
          options: {},
          seed: `hr-${side}-${i}`,
          players,
        });
        if (r.outcome.winner === (side === 'usa' ? L.USA : L.CSA)) wins++;
      }
      expect(wins, side).toBeGreaterThanOrEqual(9);
    }
  });
});
