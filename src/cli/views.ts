/**
 * What a person at the table is shown, through the core contract only, for the interactive player
 * and `cwsim replay`. Viewer -1 sees everything.
 *
 * A seat sees `renderFor(s, seat)`; without it, `render` for a perfect-information game, else its
 * observation (`observe(s, seat)`, which by contract holds only what that seat may see) as text.
 * Another seat's action reaches it as `narrateFor` tells it; without it, in a hidden-information
 * game, as "decided" plus what changed in the seat's own observation (so nothing beyond it leaks).
 */
import type { Game } from '../core/game.js';
import type { JsonValue } from '../core/json.js';

export const EVERYTHING = -1;

/** Observation changes listed after an action, at most. */
const MAX_CHANGES = 8;
/** Observation text is wrapped at this width. */
const WIDTH = 110;

/** A picture of the state as `viewer` may see it; `compact` for the few lines before a decision. */
export function viewText<S>(game: Game<S>, s: S, viewer: number, compact: boolean): string {
  if (!game.hiddenInformation) {
    return game.renderFor ? game.renderFor(s, Math.max(0, viewer), { compact }) : game.render(s);
  }
  if (viewer === EVERYTHING) return game.render(s);
  if (game.renderFor) return game.renderFor(s, viewer, { compact });
  const text = observationText(game.observe(s, viewer).data, compact);
  return `What ${game.sides[viewer]} sees:\n${text}`;
}

const isScalar = (v: JsonValue): v is string | number | boolean | null => v === null || typeof v !== 'object';
const scalar = (v: string | number | boolean | null): string => (v === null ? '-' : String(v));

/** One value on one line: scalars as they are, lists in brackets, objects as 'key value' pairs. */
function inline(v: JsonValue): string {
  if (isScalar(v)) return scalar(v);
  if (Array.isArray(v)) return `[${v.map(inline).join(', ')}]`;
  return Object.entries(v)
    .map(([k, x]) => `${k} ${inline(x)}`)
    .join(' · ');
}

/**
 * An observation as lines of 'key: value'. Scalars at the top share one line; a list of objects
 * gives one line per object (`compact`: one line for the whole list); anything else one line per key.
 */
export function observationText(data: JsonValue, compact: boolean): string {
  if (isScalar(data) || Array.isArray(data)) return `  ${inline(data)}`;
  const lines: string[] = [];
  const top: string[] = [];
  for (const [k, v] of Object.entries(data)) {
    if (isScalar(v)) top.push(`${k} ${scalar(v)}`);
    else if (Array.isArray(v) && v.length && v.every((x) => !isScalar(x) && !Array.isArray(x)) && !compact) {
      lines.push(`  ${k}:`, ...v.map((x) => `    - ${inline(x)}`));
    } else
      lines.push(
        `  ${k}: ${Array.isArray(v) ? v.map(inline).join(v.every(isScalar) ? ', ' : '; ') || '-' : inline(v)}`,
      );
  }
  if (top.length) lines.unshift(`  ${top.join(' · ')}`);
  return lines.flatMap((l) => wrap(l, WIDTH)).join('\n');
}

/** Break a line longer than `width` between items ('; ', else ' · '), continuing indented. */
function wrap(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  const out: string[] = [];
  let cur = '';
  for (const piece of line.split(line.includes('; ') ? /(?<=; )/ : /(?<= · )/)) {
    if (cur && cur.length + piece.length > width) {
      out.push(cur.trimEnd());
      cur = '      ';
    }
    cur += piece;
  }
  out.push(cur);
  return out;
}

/**
 * What changed between two observations of one seat, as lines: 'path: old → new' for a changed
 * value, 'path: + item' / 'path: − item' for what a list gained or lost. Lists of equal length are
 * compared item by item, lists whose length changed as bags of items (so one card drawn or played
 * is one line, not a shift of every later item).
 */
export function observationChanges(before: JsonValue, after: JsonValue): string[] {
  const out: string[] = [];
  diff(before, after, '', out);
  if (out.length > MAX_CHANGES) {
    return [...out.slice(0, MAX_CHANGES), `… and ${out.length - MAX_CHANGES} more changes`];
  }
  return out;
}

function diff(a: JsonValue | undefined, b: JsonValue | undefined, path: string, out: string[]): void {
  const at = path || '(all)';
  if (
    a === undefined ||
    b === undefined ||
    isScalar(a) ||
    isScalar(b) ||
    Array.isArray(a) !== Array.isArray(b)
  ) {
    const x = a === undefined ? '(new)' : inline(a);
    const y = b === undefined ? '(gone)' : inline(b);
    if (x !== y) out.push(`${at}: ${x} → ${y}`);
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length === b.length) {
      a.forEach((x, i) => diff(x, b[i], `${path}[${i}]`, out));
      return;
    }
    const left = a.map(inline);
    for (const y of b.map(inline)) {
      const k = left.indexOf(y);
      if (k >= 0) left.splice(k, 1);
      else out.push(`${at}: + ${y}`);
    }
    for (const x of left) out.push(`${at}: − ${x}`);
    return;
  }
  const ao = a as { [key: string]: JsonValue };
  const bo = b as { [key: string]: JsonValue };
  for (const k of new Set([...Object.keys(ao), ...Object.keys(bo)])) {
    diff(ao[k], bo[k], path ? `${path}.${k}` : k, out);
  }
}

/**
 * What `viewer` learns about `action` by seat `mover`, played in `before` and leading to `after`: the
 * action as the viewer may know it, then its consequences (dice, losses, captures).
 */
export function tellParts<S>(
  game: Game<S>,
  before: S,
  after: S,
  action: number,
  mover: number,
  viewer: number,
): string[] {
  if (!game.hiddenInformation || viewer === EVERYTHING) {
    return [game.describe(before, action), ...(game.narrate ? game.narrate(before, after, action) : [])];
  }
  if (game.narrateFor) return game.narrateFor(before, after, action, viewer);
  // One's own action by its notation; another seat's only as a change in what this seat sees.
  const changes = observationChanges(game.observe(before, viewer).data, game.observe(after, viewer).data);
  return [mover === viewer ? game.describe(before, action) : 'decided', ...changes];
}

/**
 * The lines `viewer` gets about `action` by seat `mover`, played in `before` and leading to `after`:
 * 'T3 csa: <description>' then the consequences, indented. `you` marks the mover as the reader.
 */
export function tellLines<S>(
  game: Game<S>,
  before: S,
  after: S,
  action: number,
  mover: number,
  viewer: number,
  you = false,
): string[] {
  const [first = 'decided', ...rest] = tellParts(game, before, after, action, mover, viewer);
  return [
    `T${game.turn(before)} ${game.sides[mover] ?? `seat ${mover}`}${you ? ' (you)' : ''}: ${first}`,
    ...rest.map((l) => `      ${l}`),
  ];
}
