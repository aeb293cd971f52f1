/**
 * The Movement Phase [5.0-5.3, 5.13-5.15, 10.31, 14.0-14.2]: which forces may start, and land
 * movement of the force in motion (rail, river and sea movement: transport.ts; naval, riverine,
 * USMRR and lone leaders: flotilla.ts; the Double-Match option: doublematch.ts).
 *
 * Starting a force picks up every active, unmoved SP of a hex with one supply state (units judged
 * unsupplied move on half the allowance, so they form their own force [10.31]), optionally with a
 * leader. A force then moves k of its SP one hex at a time; the SP not moved stay behind as a
 * detachment with the MP spent so far [5.13]. A force judged supplied may not stop where it has no
 * supply path unless a leader came with it all the way [10.31].
 */
import type { AcwContent } from './content.js';
import {
  A_BUILD_FORT,
  A_DEMOLISH,
  A_GARRISON,
  A_PICK,
  A_PICK_LEAD,
  A_PICK_U,
  A_STEP,
  A_UNGARRISON,
  act,
  kindOf,
  xOf,
  yOf,
} from './actions.js';
import { BLOCKED, landStep } from './costs.js';
import { dmAllowsPrimaryMove } from './doublematch.js';
import { onEnter } from './entry.js';
import { detach, moveLeaders, mpLeft, nextDetachment, startForce } from './force.js';
import { HEXES, NBR } from './grid.js';
import {
  F_FLAGS,
  F_HEX,
  F_KIND,
  F_LEAD,
  F_MODE,
  F_SP,
  F_SPENT,
  F_U,
  FF_LEADER_PATH,
  G_PHASING,
  K_ARMY,
  K_LEADER,
  LF_FARRAGUT,
  LF_MOVED,
  L_BASE,
  L_WORDS,
  LEADERS,
  M_LAND,
} from './layout.js';
import { armyStop, leaderMayStop } from './stops.js';
import { buildFort, demolishFort, fortActions, garrisonFort, ungarrisonFort } from './forts.js';
import {
  alive,
  done,
  fortMovable,
  lFlags,
  lHex,
  leaderSide,
  movable,
  occupant,
  setDone,
  setUSP,
  uSP,
  zoc,
  addField,
  type S,
} from './state.js';
import { Z_PRIMARY } from './zoc.js';

/** The best unmoved leader of `side` on hex h (not Farragut), or -1. */
function leaderOn(s: S, side: number, h: number): number {
  let best = -1;
  for (let i = 0; i < LEADERS; i++) {
    if (leaderSide(i) !== side || !alive(s, i) || lHex(s, i) !== h) continue;
    if (lFlags(s, i) & (LF_MOVED | LF_FARRAGUT)) continue;
    if (best < 0 || s[L_BASE + i * L_WORDS + 1]! > s[L_BASE + best * L_WORDS + 1]!) best = i;
  }
  return best;
}

/** Forces that may start, and the fort actions of the phase. */
export function startActions(c: AcwContent, s: S, out: Int32Array, n: number): number {
  const side = s[G_PHASING]!;
  for (let h = 0; h < HEXES; h++) {
    if (occupant(s, h) !== side) continue;
    const m = movable(s, h);
    const u = Math.min(uSP(s, h), m);
    if (m - u > 0) {
      out[n++] = act(A_PICK, h, m - u);
      if (leaderOn(s, side, h) >= 0) out[n++] = act(A_PICK_LEAD, h, m - u);
    }
    if (u > 0) out[n++] = act(A_PICK_U, h, u);
    for (let k = 1; k <= fortMovable(s, h); k++) out[n++] = act(A_UNGARRISON, h, k);
    n = fortActions(c, s, h, out, n);
  }
  return n;
}

export function playStart(c: AcwContent, s: S, a: number): void {
  const side = s[G_PHASING]!;
  const h = xOf(a);
  const k = yOf(a);
  switch (kindOf(a)) {
    case A_PICK:
    case A_PICK_U:
    case A_PICK_LEAD: {
      const u = kindOf(a) === A_PICK_U;
      const lead = kindOf(a) === A_PICK_LEAD ? leaderOn(s, side, h) : -1;
      addField(s, h, side, -k);
      if (u) setUSP(s, h, uSP(s, h) - k);
      startForce(c, s, {
        kind: K_ARMY,
        unit: -1,
        hex: h,
        sp: k,
        u,
        lead: lead >= 0 ? 1 << lead : 0,
        node: -1,
      });
      if (lead >= 0) s[L_BASE + lead * L_WORDS + 3] = lFlags(s, lead) | LF_MOVED;
      return;
    }
    case A_UNGARRISON:
      return ungarrisonFort(s, h, k);
    case A_GARRISON:
      return garrisonFort(s, h, k);
    case A_BUILD_FORT:
      return buildFort(s, h, k);
    case A_DEMOLISH:
      return demolishFort(s, h);
    default:
      throw new Error(`acw: not a start action ${a}`);
  }
}

/** Land steps of an army force: k of its SP to a neighbour [5.13]. */
export function landStepActions(
  c: AcwContent,
  s: S,
  interdicted: Uint8Array,
  out: Int32Array,
  n: number,
): number {
  const side = s[G_PHASING]!;
  const h = s[F_HEX]!;
  const left = mpLeft(s);
  const sp = s[F_SP]!;
  for (let d = 0; d < 6; d++) {
    const t = NBR[h * 6 + d]!;
    if (t < 0) continue;
    const dm = zoc(s, h) === Z_PRIMARY && zoc(s, t) === Z_PRIMARY && dmAllowsPrimaryMove(c, s, h);
    const cost = landStep(c, s, side, h, d, dm, interdicted);
    if (cost === BLOCKED || cost > left) continue;
    for (let k = sp; k >= 1; k--) out[n++] = act(A_STEP, t, k);
  }
  return n;
}

/** Move k SP of the force into the neighbour t (the rest stays as a detachment). */
export function playLandStep(c: AcwContent, s: S, t: number, k: number, interdicted: Uint8Array): void {
  const side = s[G_PHASING]!;
  const h = s[F_HEX]!;
  let d = 0;
  while (NBR[h * 6 + d] !== t) d++;
  const dm = zoc(s, h) === Z_PRIMARY && zoc(s, t) === Z_PRIMARY && dmAllowsPrimaryMove(c, s, h);
  const cost = landStep(c, s, side, h, d, dm, interdicted);
  if (k < s[F_SP]!) detach(s, s[F_SP]! - k);
  s[F_SPENT] = s[F_SPENT]! + cost;
  s[F_HEX] = t;
  moveLeaders(s, t);
  s[F_FLAGS] = s[F_FLAGS]! & (s[F_LEAD] ? ~0 : ~FF_LEADER_PATH);
  onEnter(c, s, side, t, s[F_KIND] === K_ARMY);
}

/** May the force stop here? Land mode, and supply kept [10.31]; a lone leader only with troops. */
export function mayStop(c: AcwContent, s: S): boolean {
  if (s[F_MODE] !== M_LAND) return false;
  if (s[F_KIND] === K_LEADER) return leaderMayStop(s);
  if (s[F_KIND] !== K_ARMY) return true;
  return s[F_U] === 1 || (s[F_FLAGS]! & FF_LEADER_PATH) !== 0 || armyStop(c, s);
}

/** End the force's move where it is. */
export function playStop(_c: AcwContent, s: S): void {
  const side = s[G_PHASING]!;
  const h = s[F_HEX]!;
  if (s[F_KIND] === K_ARMY) {
    addField(s, h, side, s[F_SP]!);
    setDone(s, h, done(s, h) + s[F_SP]!);
    if (s[F_U]) setUSP(s, h, uSP(s, h) + s[F_SP]!);
    for (let i = 0; i < LEADERS; i++) if (s[F_LEAD]! & (1 << i)) s[L_BASE + i * L_WORDS] = h;
  }
  nextDetachment(s);
}
