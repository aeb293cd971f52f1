/**
 * The battle log a person reads (issue 27): for each fire of a battle (R5.1-R5.3), who fired at what,
 * the number each shot needed, the dice and the hits; and, when a battle begins, the two sides'
 * forces. The dice are found by playing the action again on a copy of the state with the shot log of
 * combat.ts switched on: the same generator words give the same dice, and the real state is untouched.
 */
import type { AhdContent } from './content.js';
import { recordShots, type Shot } from './combat-fire.js';
import { playAction } from './flow.js';
import { CSA, H_BATTLE, ST_CROSSED, ST_ENTRENCHED, ST_REDUCED, TYPE_CODES, USA } from './layout.js';
import { countOf, type S } from './state.js';

const SIDE_NAME = ['Union', 'Confederate'];

/** The shots `action` rolls when played in `before` (none when it is not legal there). */
function shotsOf(c: AhdContent, before: S, action: number): Shot[] {
  const copy = before.slice();
  const log: Shot[] = [];
  recordShots(log);
  try {
    playAction(c, copy, action);
  } catch {
    return [];
  } finally {
    recordShots(null);
  }
  return log;
}

/** 'reduced entrenched Mi' for a target as it stood when fired upon. */
function targetText(sh: Shot): string {
  const words = [
    sh.targetStatus & ST_REDUCED ? 'reduced' : '',
    sh.targetStatus & ST_ENTRENCHED ? 'entrenched' : '',
    sh.defending && sh.targetStatus & ST_CROSSED ? 'river-crossing' : '',
  ].filter(Boolean);
  return [...words, TYPE_CODES[sh.targetType]].join(' ');
}

/** 'hit on 1-4' (R5.3: a die at or under the modified Combat Value hits). */
export function needText(need: number): string {
  if (need <= 0) return 'cannot hit';
  if (need >= 6) return 'hits on any roll';
  return need === 1 ? 'hit on 1' : `hit on 1-${need}`;
}

/** One fire as a line: 'Round 1 at X, Confederate defenders fire: 2 Vi at Mi (hit on 1-4): 2 hit, 5 miss; … → 1 hit'. */
function fireLine(c: AhdContent, shots: readonly Shot[]): string {
  const first = shots[0]!;
  const groups = new Map<string, { need: number; rolls: number[] }>();
  for (const sh of shots) {
    const key = `${TYPE_CODES[sh.firerType]} at ${targetText(sh)} (${needText(sh.need)})`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { need: sh.need, rolls: [] }));
    g.rolls.push(sh.roll);
  }
  let hits = 0;
  const parts: string[] = [];
  for (const [key, { need, rolls }] of groups) {
    const n = rolls.length;
    if (need <= 0) {
      parts.push(`${n > 1 ? `${n}× ` : ''}${key}`);
      continue;
    }
    const dice = rolls.map((r) => `${r} ${r <= need ? 'hit' : 'miss'}`);
    hits += rolls.filter((r) => r <= need).length;
    parts.push(`${n > 1 ? `${n}× ` : ''}${key}: rolled ${dice.join(', ')}`);
  }
  const who = `${SIDE_NAME[first.side]} ${first.defending ? 'defenders' : 'attackers'}`;
  return `Round ${first.round} at ${c.boxName[first.box]}, ${who} fire: ${parts.join('; ')} → ${hits} hit${hits === 1 ? '' : 's'}`;
}

/** 'Union 2Vi 1Mi vs Confederate 3Mi' in box b. */
function forcesLine(c: AhdContent, s: S, b: number, stack: (side: number) => string): string {
  const side = (k: number): string => `${SIDE_NAME[k]} ${countOf(s, b, k) ? stack(k) : 'none'}`;
  return `Battle at ${c.boxName[b]}: ${side(USA)} against ${side(CSA)}`;
}

/**
 * The battle lines for `action` played in `before`: a battle that begins (its forces), then every
 * fire with its dice. `stack` writes a side's units in a box ('2Vi 1Mi*').
 */
export function battleLines(
  c: AhdContent,
  before: S,
  after: S,
  action: number,
  stack: (s: S, b: number, side: number) => string,
): string[] {
  const out: string[] = [];
  const shots = shotsOf(c, before, action);
  const started = new Set<number>();
  const begin = (b: number): void => {
    if (b < 0 || b === before[H_BATTLE] || started.has(b)) return;
    started.add(b);
    out.push(forcesLine(c, before, b, (k) => stack(before, b, k)));
  };
  let i = 0;
  while (i < shots.length) {
    const sh = shots[i]!;
    let j = i + 1;
    while (
      j < shots.length &&
      shots[j]!.box === sh.box &&
      shots[j]!.round === sh.round &&
      shots[j]!.side === sh.side
    )
      j++;
    begin(sh.box);
    out.push(fireLine(c, shots.slice(i, j)));
    i = j;
  }
  begin(after[H_BATTLE]!);
  return out;
}
