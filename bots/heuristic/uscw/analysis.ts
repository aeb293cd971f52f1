/**
 * The uscw heuristic's reading of a position, for the side to move (recomputed when the board or the
 * side changes, kept while a stack moves):
 *  - goal[n]: what taking or holding n is worth to the side, in the terms the rulebook keeps score in:
 *    Confederate Resource hexes and their Arsenals (Union VP and CSA BPs, 14.3.2, 19.3.1), open Blockade
 *    Runner ports (14.4, S1.2 half VPs), Border-state Objectives (14.3.3, S1.2), Richmond and Washington
 *    (On to Richmond, National Panic), forts on the Mississippi (the +3 VP of 19.3.1), and, for the
 *    Confederacy, Northern Objective hexes (Invading the North, 19.3.2); less the defenders standing
 *    there (a target held by many SPs is not worth walking to);
 *  - threat[n]: enemy SPs within two hexes; need[n]: SPs a friendly hex should keep (Washington's
 *    garrison, threatened Resource/Objective hexes);
 *  - pot[n]: the best of goal * GAMMA^MP over the goals (a potential field the moving stacks climb: the
 *    gradient is steeper toward richer and nearer goals), by a max-first propagation over the land
 *    graph with the side's movement costs.
 * Reads only what the side may see: the board and its own hand.
 */
import { CH_TURN } from '../../../src/core/header.js';
import type { UscwContent } from '../../../src/games/uscw/content.js';
import { fortDrm, resourceValue, stateOwner } from '../../../src/games/uscw/control.js';
import { derived, type Derived } from '../../../src/games/uscw/derived.js';
import { CSA, G_H0, G_H1, USA } from '../../../src/games/uscw/layout.js';
import {
  NF_CAP_NAT,
  NF_CAP_STATE,
  NF_CF,
  NF_OBJ,
  NF_RES,
  NF_RUNNER,
  SK_BORDER,
  SK_NORTH,
} from '../../../src/games/uscw/mapmodel.js';
import { BLOCKED, locCosts } from '../../../src/games/uscw/movecost.js';
import { runnerOpen } from '../../../src/games/uscw/reinforce.js';
import { fortOwner, sp, type S } from '../../../src/games/uscw/state.js';

/** Share of a goal's value kept per MP of distance (pot = goal * GAMMA^MP). */
const GAMMA = 0.8;
const DECAY = Array.from({ length: 100 }, (_, k) => Math.pow(GAMMA, k));

const MISSISSIPPI_FORTS = ['Columbus KY', 'New Madrid', 'Memphis', 'Vicksburg', 'Port Hudson', 'New Orleans'];

export class Analysis {
  side = -1;
  private h0 = 0;
  private h1 = 0;
  private turn = -1;
  d!: Derived;
  readonly goal: Float64Array;
  /** What holding n is worth (either side's view), before defenders: the raw goal value. */
  readonly worth: Float64Array;
  readonly pot: Float64Array;
  readonly threat: Float64Array;
  readonly need: Float64Array;
  /** Enemy defensive strength at a node: SPs plus fortification and terrain as SP equivalents. */
  readonly defense: Float64Array;
  private readonly heap: Int32Array;
  private readonly key: Float64Array;
  private readonly where: Int32Array;

  constructor(readonly c: UscwContent) {
    const nn = c.map.nn;
    this.goal = new Float64Array(nn);
    this.worth = new Float64Array(nn);
    this.pot = new Float64Array(nn);
    this.threat = new Float64Array(nn);
    this.need = new Float64Array(nn);
    this.defense = new Float64Array(nn);
    this.heap = new Int32Array(nn);
    this.key = new Float64Array(nn);
    this.where = new Int32Array(nn);
  }

  update(s: S, side: number): void {
    this.d = derived(this.c, s);
    if (side === this.side && s[G_H0] === this.h0 && s[G_H1] === this.h1 && s[CH_TURN] === this.turn) return;
    this.side = side;
    this.h0 = s[G_H0]!;
    this.h1 = s[G_H1]!;
    this.turn = s[CH_TURN]!;
    this.threats(s);
    this.goals(s);
    this.potential(s);
  }

  private threats(s: S): void {
    const { c } = this;
    const m = c.map;
    const enemy = 1 - this.side;
    this.threat.fill(0);
    for (let n = 0; n < m.nn; n++) {
      const k = sp(c, s, n, enemy);
      this.defense[n] = sp(c, s, n, enemy) + fortDrm(c, s, n, enemy) * 0.8;
      if (k === 0) continue;
      this.threat[n] += k;
      for (let e = m.adjStart[n]!; e < m.adjStart[n + 1]!; e++) {
        const v = m.adjTo[e]!;
        this.threat[v] += k;
        for (let f = m.adjStart[v]!; f < m.adjStart[v + 1]!; f++) this.threat[m.adjTo[f]!] += k * 0.5;
      }
    }
  }

  private goals(s: S): void {
    const { c, d, side } = this;
    const m = c.map;
    const enemy = 1 - side;
    this.goal.fill(0);
    this.need.fill(0);
    this.worth.fill(0);
    for (let n = 0; n < m.nn; n++) {
      const f = m.flags[n]!;
      const kind = m.states[m.stateOf[n]!]!.kind;
      const mine = d.ctrl[n] === side;
      let v = 0;
      if (f & NF_RES && m.bp[n]) v += 3 * resourceValue(c, s, n);
      if (f & NF_RUNNER && runnerOpen(c, s, n) === (side === USA)) v += 2 * m.runnerMod[n]!;
      if (f & NF_OBJ && kind === SK_BORDER) v += 4;
      if (f & NF_CAP_NAT) v += 6;
      else if (f & NF_CAP_STATE && kind !== SK_NORTH) v += 1.5;
      if (MISSISSIPPI_FORTS.includes(m.name[n]!)) v += 2.5;
      if (side === CSA && f & NF_OBJ && kind === SK_NORTH) v += 3;
      if (f & NF_CF) v += 2;
      this.worth[n] = v;
      if (v === 0) continue;
      if (mine) {
        this.need[n] = this.threat[n]! > 0 ? Math.min(12, 0.7 * this.threat[n]! + v / 4) : 0;
        continue;
      }
      // worth walking to when not ours, less what stands there
      const own = stateOwner(c, s, m.stateOf[n]!) === side;
      const held = this.defense[n]!;
      this.goal[n] = Math.max(0.3 * v, v - 0.9 * held) * (own ? 1.2 : 1);
      if (sp(c, s, n, enemy) === 0 && fortOwner(c, s, n) !== enemy) this.goal[n] += 1;
    }
    const dc = m.nodeByName.get(side === USA ? 'Washington' : 'Richmond');
    if (dc !== undefined && d.ctrl[dc] === side)
      this.need[dc] = Math.max(this.need[dc]!, side === USA ? 5 : 3);
  }

  /** Max-first propagation of goal * GAMMA^MP over the land graph (costs of 13.5 / 5.3). */
  private potential(s: S): void {
    const { c } = this;
    const m = c.map;
    const costs = locCosts(c, s[CH_TURN]!);
    const pot = this.pot;
    pot.fill(-1e9);
    let hn = 0;
    const { heap, key, where } = this;
    where.fill(-1);
    const up = (i: number): void => {
      const x = heap[i]!;
      const kx = key[x]!;
      while (i > 0) {
        const p = (i - 1) >> 1;
        const y = heap[p]!;
        if (key[y]! >= kx) break;
        heap[i] = y;
        where[y] = i;
        i = p;
      }
      heap[i] = x;
      where[x] = i;
    };
    const down = (i: number): void => {
      const x = heap[i]!;
      const kx = key[x]!;
      for (;;) {
        let ch = 2 * i + 1;
        if (ch >= hn) break;
        if (ch + 1 < hn && key[heap[ch + 1]!]! > key[heap[ch]!]!) ch++;
        const y = heap[ch]!;
        if (key[y]! <= kx) break;
        heap[i] = y;
        where[y] = i;
        i = ch;
      }
      heap[i] = x;
      where[x] = i;
    };
    const offer = (n: number, v: number): void => {
      if (v <= pot[n]!) return;
      pot[n] = v;
      key[n] = v;
      if (where[n]! < 0) {
        heap[hn] = n;
        where[n] = hn++;
      }
      up(where[n]!);
    };
    for (let n = 0; n < m.nn; n++) if (this.goal[n]! > 0) offer(n, this.goal[n]!);
    while (hn > 0) {
      const u = heap[0]!;
      where[u] = -2;
      hn--;
      if (hn > 0) {
        heap[0] = heap[hn]!;
        where[heap[0]!] = 0;
        down(0);
      }
      const pu = pot[u]!;
      if (pu <= 0.05) continue;
      for (let e = m.adjStart[u]!; e < m.adjStart[u + 1]!; e++) {
        const v = m.adjTo[e]!;
        const cost = costs[e]!;
        if (cost === BLOCKED || where[v] === -2) continue;
        offer(v, pu * DECAY[cost]!);
      }
    }
    for (let n = 0; n < m.nn; n++) if (pot[n]! < 0) pot[n] = 0;
  }
}
