/**
 * The Movement Phase's decisions, by what is moving: nothing yet (start a force, forts, or end the
 * phase), an army force on foot, by rail or by river, a naval or riverine force, a USMRR unit or a
 * leader alone [5.0]. A supplied force that cannot end where it stands [10.31] and can do nothing
 * else is allowed to stop (the rules do not foresee the dead end). A USMRR caught in a Confederate
 * zone must leave it before the phase ends when it can [10.55].
 */
import type { AcwContent } from './content.js';
import {
  A_DETRAIN,
  A_DISEMBARK,
  A_DM,
  A_EMBARK,
  A_END,
  A_ENTRAIN,
  A_PICK_FLEET,
  A_PICK_LEADER,
  A_PICK_RIVERINE,
  A_PICK_USMRR,
  A_RIVER_STEP,
  A_SEA,
  A_STEP,
  A_STOP,
  A_WATER_STEP,
  act,
  kindOf,
  xOf,
  yOf,
} from './actions.js';
import { dmActions, playDm } from './doublematch.js';
import { detach, forceActive, moveLeaders, nextDetachment } from './force.js';
import { onEnter } from './entry.js';
import { EDGES } from './grid.js';
import {
  CSA,
  F_HEX,
  F_KIND,
  F_MODE,
  F_SP,
  F_SPENT,
  G_PHASING,
  K_ARMY,
  K_LEADER,
  K_USMRR,
  M_LAND,
  M_RAIL,
  M_RIVER,
} from './layout.js';
import {
  leaderActions,
  leeHeld,
  otherStarts,
  playLeaderStep,
  playOtherStart,
  playUsmrrStep,
  playWaterStep,
  stopOther,
  usmrrActions,
  usmrrCaught,
  waterActions,
} from './flotilla.js';
import { landStepActions, mayStop, playLandStep, playStart, playStop, startActions } from './movement.js';
import { interdiction } from './riverine.js';
import { zoc, type S } from './state.js';
import {
  embarkActions,
  mayEntrain,
  playDetrain,
  playDisembark,
  playEmbark,
  playEntrain,
  playRiverStep,
  playSea,
  railActions,
  riverActions,
  seaActions,
} from './transport.js';

const interdicted = new Uint8Array(EDGES);

function refreshInterdiction(c: AcwContent, s: S): void {
  if (s[G_PHASING] === CSA) interdiction(c, s, interdicted);
  else interdicted.fill(0);
}

export function moveActions(c: AcwContent, s: S, out: Int32Array): number {
  refreshInterdiction(c, s);
  if (!forceActive(s)) {
    let n = startActions(c, s, out, 0);
    n = otherStarts(c, s, out, n);
    if (!usmrrCaught(c, s)) out[n++] = act(A_END);
    return n;
  }
  const n = forceActions(c, s, out);
  if (n > 0) return n;
  out[0] = act(A_STOP);
  return 1;
}

function forceActions(c: AcwContent, s: S, out: Int32Array): number {
  let n = 0;
  switch (s[F_KIND]) {
    case K_ARMY:
      if (s[F_MODE] === M_RAIL) return railActions(c, s, out, 0);
      if (s[F_MODE] === M_RIVER) return riverActions(c, s, interdicted, out, 0);
      n = landStepActions(c, s, interdicted, out, n);
      n = dropLeeSteps(c, s, out, n);
      if (mayEntrain(c, s)) out[n++] = act(A_ENTRAIN);
      n = embarkActions(c, s, interdicted, out, n);
      n = seaActions(c, s, out, n);
      n = dmActions(c, s, interdicted, out, n);
      break;
    case K_LEADER:
      n = leaderActions(c, s, interdicted, out, n);
      break;
    case K_USMRR:
      n = usmrrActions(c, s, out, n);
      n = seaActions(c, s, out, n);
      // caught in a Confederate zone, it may not stop while it can leave [10.55]
      if (n > 0 && zoc(s, s[F_HEX]!) !== 0) return n;
      break;
    default:
      n = waterActions(c, s, out, n);
  }
  if (mayStop(c, s) && s[F_MODE] === M_LAND) out[n++] = act(A_STOP);
  return n;
}

/** 19.7: drop the steps that would take Leader A out of Virginia. */
function dropLeeSteps(c: AcwContent, s: S, out: Int32Array, n: number): number {
  let m = 0;
  for (let i = 0; i < n; i++) {
    const a = out[i]!;
    if (kindOf(a) === A_STEP && leeHeld(c, s, s[F_HEX]!, xOf(a))) continue;
    out[m++] = a;
  }
  return m;
}

export function playMove(c: AcwContent, s: S, a: number): void {
  refreshInterdiction(c, s);
  const kind = kindOf(a);
  const x = xOf(a);
  const y = yOf(a);
  switch (kind) {
    case A_PICK_LEADER:
    case A_PICK_FLEET:
    case A_PICK_RIVERINE:
    case A_PICK_USMRR:
      return playOtherStart(c, s, kind, x, y);
    case A_STEP:
      if (s[F_KIND] === K_LEADER) return playLeaderStep(c, s, x, interdicted);
      if (s[F_KIND] === K_USMRR) return playUsmrrStep(c, s, x);
      if (s[F_MODE] === M_RAIL) return playRailStep(c, s, x, y);
      return playLandStep(c, s, x, y, interdicted);
    case A_STOP:
      if (s[F_KIND] === K_ARMY) return playStop(c, s);
      stopOther(s);
      return nextOf(s);
    case A_ENTRAIN:
      return playEntrain(s);
    case A_DETRAIN:
      return playDetrain(s);
    case A_EMBARK:
      return playEmbark(s, x);
    case A_RIVER_STEP:
      return playRiverStep(s, x);
    case A_DISEMBARK:
      return playDisembark(c, s, x);
    case A_SEA:
      return playSea(c, s, x, y);
    case A_DM:
      return playDm(c, s, x);
    case A_WATER_STEP:
      return playWaterStep(c, s, x);
    default:
      return playStart(c, s, a);
  }
}

function playRailStep(c: AcwContent, s: S, t: number, k: number): void {
  if (k < s[F_SP]!) detach(s, s[F_SP]! - k);
  s[F_SPENT] = s[F_SPENT]! + 1;
  s[F_HEX] = t;
  moveLeaders(s, t);
  onEnter(c, s, s[G_PHASING]!, t, true);
}

function nextOf(s: S): void {
  nextDetachment(s);
}
