/**
 * Every step ends (issue 6 follow-up): 7.8 lets the USA "move any number of naval squadrons between
 * theaters" without saying how often each; the reading read-7.8-naval-moves bounds it to once a step
 * (default) or once a turn. Then players who never choose well still finish a game: always the first
 * legal action (what a person answering '1' at every prompt does in `cwsim play`), always the second
 * or the last one, and a player who never ends a step while anything else is legal.
 */
import { describe, expect, it } from 'vitest';
import { Sfc32 } from '../../../src/core/rng.js';
import { A, at, bvg, buf, card, command, empty, has, L, maps, play, START_MAPS, type S } from './fixture.js';

const porter = card('usa', 5);
const naval = A.enc(A.OP_NAVAL, porter);

/** A USA Deploy/Move Step with Porter in the East and Grant's army beside it. */
function squadronPosition(): S {
  const s = empty();
  maps(s, START_MAPS);
  command(s, 'usa', 'east', 19, [9]);
  s[L.C_LOC + porter] = L.LOC_EAST;
  at(s, 'usa', L.PH_DEPLOY);
  return s;
}

/** From the USA Deploy/Move Step to its Reorganization Step (no attack, one supply point). */
function toReorganization(s: S): void {
  play(s, A.DONE); // end Deploy/Move
  play(s, A.DONE); // end Combat without attacking
  expect(s[L.H_PHASE]).toBe(L.PH_REORG_OFFER);
  play(s, A.enc(A.OP_YES));
  expect(s[L.H_PHASE]).toBe(L.PH_REORG);
}

describe('bvg: every step is finite (7.8 reading, decision bounds)', () => {
  it('R7.8 a squadron changes theater at most once in a Deploy/Move Step', () => {
    const s = squadronPosition();
    expect(has(s, naval)).toBe(true);
    play(s, naval);
    expect(s[L.C_LOC + porter]).toBe(L.LOC_WEST);
    expect(s[L.C_FLAGS + porter]! & L.F_FD_COMBAT).not.toBe(0); // inactive until after combat (7.8)
    expect(has(s, naval)).toBe(false); // not back East in the same step
  });

  it('R7.8/12 once-per-step: the squadron may move again in the Reorganization Step, once', () => {
    const s = squadronPosition();
    play(s, naval);
    toReorganization(s);
    expect(has(s, naval)).toBe(true);
    play(s, naval);
    expect(s[L.C_LOC + porter]).toBe(L.LOC_EAST);
    expect(has(s, naval)).toBe(false);
  });

  it('R7.8/12 once-per-turn: a squadron moved in Deploy/Move stays put in the Reorganization Step', () => {
    const s = squadronPosition();
    s[L.H_OPT] = s[L.H_OPT]! | L.O_NAVAL_ONCE_TURN;
    play(s, naval);
    toReorganization(s);
    expect(has(s, naval)).toBe(false);
    expect(s[L.C_LOC + porter]).toBe(L.LOC_WEST);
  });

  it('the reading is an option named in the option list', () => {
    const spec = bvg.options.find((o) => o.id === 'read-7.8-naval-moves');
    expect(spec?.kind).toBe('reading');
    expect(spec?.default).toBe('once-per-step');
  });

  type Pick = (n: number, rng: Sfc32) => number;
  const players: [string, Pick][] = [
    ['always the first legal action', () => 0],
    ['always the second legal action', (n) => Math.min(1, n - 1)],
    ['always the last legal action', (n) => n - 1],
    [
      'never ends a step while anything else is legal',
      (n, rng) => {
        const others: number[] = [];
        for (let i = 0; i < n; i++) if (A.opOf(buf[i]!) !== A.OP_DONE) others.push(i);
        return others.length ? others[rng.int(others.length)]! : 0;
      },
    ],
  ];
  for (const scenario of ['standard', 'historical', 'gettysburg', 'four-player']) {
    for (const [name, pick] of players) {
      it(`${scenario}: a player who picks ${name} finishes well within maxDecisions`, () => {
        const s = bvg.create({ scenario, seed: `finite/${scenario}` });
        const rng = Sfc32.from(`finite/${scenario}`, 'player');
        const bound = bvg.maxDecisions / 10;
        let decisions = 0;
        while (!bvg.isTerminal(s) && decisions < bound) {
          const n = bvg.legalActions(s, buf);
          bvg.apply(s, buf[pick(n, rng)]!);
          decisions++;
        }
        expect(bvg.isTerminal(s)).toBe(true);
        expect(bvg.outcome(s).kind).not.toBe('limit');
      });
    }
  }
});
