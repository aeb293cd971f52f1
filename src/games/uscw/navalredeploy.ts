/**
 * 21.2.6 Strategic Naval Redeployment (Advanced game, Union only, in its Strategic Movement Segment,
 * 3.2 A): once per phase for each kind, Oceangoing NSPs to one friendly Ocean Port and River NSPs to
 * one friendly River Port. They may start in different places but all end at the same one, may not
 * pass enemy NSPs or Forts, and travel only where the Union has Naval Control. Naval Leaders go with
 * their ships (21.2.8). Automated: every stack of the kind that can reach the chosen port goes
 * (the rule lets the player send some or all).
 *
 * Action OP_NAVREDEP x = the port, y = MK_RIVER or MK_OCEAN; the kinds used this phase are bits 2
 * (River) and 3 (Oceangoing) of G_FREENAV, cleared when the phase starts.
 */
import type { UscwContent } from './content.js';
import * as A from './actions.js';
import { derived, type Derived } from './derived.js';
import { CSA, G_FREENAV, USA } from './layout.js';
import { NF_CHESAPEAKE, NF_PORT_OCEAN, NF_PORT_RIVER } from './mapmodel.js';
import { moveShips } from './navaladv.js';
import {
  MK_OCEAN,
  MK_RIVER,
  U_DOCEAN,
  U_DRIVER,
  U_OCEAN,
  U_RIVER,
  guards,
  mayEnter,
  nf,
} from './navalunits.js';
import { optAdvancedNaval } from './options.js';
import type { S } from './state.js';

const usedBit = (mask: number): number => (mask === MK_RIVER ? 4 : 8);

/** Start of the Strategic Movement Phase: both kinds may redeploy again. */
export function resetRedeploy(s: S): void {
  s[G_FREENAV] = s[G_FREENAV]! & ~12;
}

/** Union ships of the kind at n (undamaged and damaged). */
function ships(c: UscwContent, s: S, n: number, mask: number): number {
  return mask === MK_RIVER
    ? nf(c, s, n, USA, U_RIVER) + nf(c, s, n, USA, U_DRIVER)
    : nf(c, s, n, USA, U_OCEAN) + nf(c, s, n, USA, U_DOCEAN);
}

/** May the kind end at n (a friendly Ocean Port, or the Chesapeake box; a friendly River Port)? */
function portFor(c: UscwContent, d: Derived, n: number, mask: number): boolean {
  const f = c.map.flags[n]!;
  const kind = mask === MK_OCEAN ? NF_PORT_OCEAN | NF_CHESAPEAKE : NF_PORT_RIVER;
  return (f & kind) !== 0 && d.ctrl[n] === USA;
}

let seen = new Uint8Array(0);
let queue = new Int32Array(0);

/**
 * The land places joined to port p by water the kind may sail, under Union Naval Control and touching
 * no enemy NSP or Fort (21.2.6); f(n) for each place with the kind's ships (p excluded).
 */
function sourcesOf(c: UscwContent, s: S, d: Derived, p: number, mask: number, f: (n: number) => void): void {
  const w = c.map.water;
  if (seen.length !== w.nw) {
    seen = new Uint8Array(w.nw);
    queue = new Int32Array(w.nw);
  }
  seen.fill(0);
  let qn = 0;
  const push = (x: number): void => {
    if (seen[x] || d.nav[x] !== USA || !mayEnter(c, x, mask)) return;
    for (let j = w.tanStart[x]!; j < w.tanStart[x + 1]!; j++) if (guards(c, s, d, w.tan[j]!, CSA)) return;
    seen[x] = 1;
    queue[qn++] = x;
  };
  for (let k = w.ofStart[p]!; k < w.ofStart[p + 1]!; k++) push(w.of[k]!);
  const done = new Set<number>([p]);
  for (let qh = 0; qh < qn; qh++) {
    const u = queue[qh]!;
    for (let j = w.tanStart[u]!; j < w.tanStart[u + 1]!; j++) {
      const t = w.tan[j]!;
      if (done.has(t)) continue;
      done.add(t);
      if (ships(c, s, t, mask) > 0) f(t);
    }
    for (let k = w.adjStart[u]!; k < w.adjStart[u + 1]!; k++) push(w.adjTo[k]!);
  }
}

/** 21.2.6: the redeployments the Union may make now (OP_NAVREDEP port, kind). */
export function listRedeploy(c: UscwContent, s: S, side: number, out: A.Out): void {
  if (side !== USA || !optAdvancedNaval(s)) return;
  const d = derived(c, s);
  for (const mask of [MK_RIVER, MK_OCEAN]) {
    if (s[G_FREENAV]! & usedBit(mask)) continue;
    for (let p = 0; p < c.map.nn; p++) {
      if (!portFor(c, d, p, mask)) continue;
      let any = false;
      sourcesOf(c, s, d, p, mask, () => (any = true));
      if (any) out.push(A.enc(A.OP_NAVREDEP, p, mask));
    }
  }
}

/** 21.2.6: every stack of the kind that can reach the port sails there. */
export function playRedeploy(c: UscwContent, s: S, a: number): void {
  const p = A.xOf(a);
  const mask = A.yOf(a);
  const from: number[] = [];
  sourcesOf(c, s, derived(c, s), p, mask, (n) => from.push(n));
  for (const n of from) moveShips(c, s, n, p, USA, mask);
  s[G_FREENAV] = s[G_FREENAV]! | usedBit(mask);
}
