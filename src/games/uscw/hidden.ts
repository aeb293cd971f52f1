/**
 * Hidden information (8 of the digest; 18.1-18.2): only the Special Action Card hands. A side sees its
 * own hand by type and the size of the other's; everything else on the table is open (the rulebook's
 * only hidden thing; 'read-open-hands' opens the hands too). The deck composition is public and cards
 * return to a reshuffled deck after use, so a consistent hand for the opponent is any draw of its size
 * from its 15-card deck: `determinize` deals one uniformly (without replacement). The chance words are
 * not observed: nobody sees the dice before they are rolled.
 */
import type { JsonValue } from '../../core/json.js';
import { CH_CHANCE, MAX_CHANCE_STREAMS } from '../../core/header.js';
import type { Rng } from '../../core/rng.js';
import type { UscwContent } from './content.js';
import { G_HAND } from './layout.js';
import { OPT_OPEN_HANDS, opt } from './options.js';
import { handSize, type S } from './state.js';

export function observeState(_c: UscwContent, s: S, viewer: number): JsonValue {
  const data = Array.from(s);
  for (let i = CH_CHANCE; i < CH_CHANCE + 4 * MAX_CHANCE_STREAMS; i++) data[i] = 0;
  if (!opt(s, OPT_OPEN_HANDS)) {
    const opp = 1 - viewer;
    const size = handSize(s, opp);
    for (let t = 0; t < 5; t++) data[G_HAND + opp * 5 + t] = t === 0 ? size : 0;
  }
  return data;
}

export function determinize(c: UscwContent, s: S, observer: number, rng: Rng): void {
  if (opt(s, OPT_OPEN_HANDS)) return;
  const opp = 1 - observer;
  const k = handSize(s, opp);
  const deck = c.tables.deck[opp]!;
  const cards: number[] = [];
  for (let t = 0; t < 5; t++) for (let i = 0; i < deck[t]!; i++) cards.push(t);
  for (let t = 0; t < 5; t++) s[G_HAND + opp * 5 + t] = 0;
  for (let i = 0; i < k && cards.length > 0; i++) {
    const j = rng.int(cards.length);
    const t = cards[j]!;
    cards[j] = cards[cards.length - 1]!;
    cards.pop();
    s[G_HAND + opp * 5 + t] = s[G_HAND + opp * 5 + t]! + 1;
  }
}
