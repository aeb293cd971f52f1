/**
 * Did an action use chance (a die, a shuffle, a card drawn)? Undo on the page stops there (issue 27,
 * as Rally the Troops does): taking back an action after its dice are seen would let a player try
 * again knowing them.
 *
 * Knows no game. A state that is a typed array holds its generator words somewhere; `reseedChance`
 * writes them. Two copies of the state reseeded from two different generators differ exactly in
 * those words; the action used chance if it moved them (a stepped draw moves the generator) or if
 * it moved the header's count of keyed draws (core/header.ts CH_DRAWS: a keyed draw leaves the key
 * words as they are). For a state of another kind, every action counts as chance (undo is then
 * refused; never wrong).
 */
import type { Game } from '../core/game.js';
import { CH_DRAWS } from '../core/header.js';
import { Sfc32 } from '../core/rng.js';

type Words = ArrayLike<number>;

function isWords(s: unknown): s is Words {
  return ArrayBuffer.isView(s) && !(s instanceof DataView);
}

/** Indices of `s` that `reseedChance` writes (its generator words). */
export function generatorWords<S>(game: Game<S>, s: S): number[] | undefined {
  if (!isWords(s)) return undefined;
  const a = game.clone(s);
  const b = game.clone(s);
  game.reseedChance(a, Sfc32.from('chance-probe', 'a'));
  game.reseedChance(b, Sfc32.from('chance-probe', 'b'));
  const wa = a as unknown as Words;
  const wb = b as unknown as Words;
  const out: number[] = [];
  for (let i = 0; i < wa.length; i++) if (wa[i] !== wb[i]) out.push(i);
  return out;
}

/** Whether the step from `before` to `after` drew from the game's generators. */
export function usedChance<S>(
  game: Game<S>,
  before: S,
  after: S,
  words = generatorWords(game, before),
): boolean {
  if (!words || !isWords(before) || !isWords(after)) return true;
  return before[CH_DRAWS] !== after[CH_DRAWS] || words.some((i) => before[i] !== after[i]);
}
