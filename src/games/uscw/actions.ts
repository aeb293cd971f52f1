/**
 * Action encoding: op << 24 | x << 12 | y, with x and y below 4096 (nodes, generals, counts). Every
 * decision of the game is one of the pending-decision kinds D_* (G_DEC), decided by the side in
 * G_DECSIDE; its legal actions are listed by the module that owns the rule. Stacks move as macro
 * actions: activate a General with k SPs, then one hex at a time with drops, pick-ups, regroups and
 * markers; interchangeable SPs are counted, never enumerated.
 */

// decision kinds
export const D_NONE = -1;
export const D_MAIN = 0;
export const D_MOVE = 1;
export const D_REACT = 2;
export const D_AVOID_DEST = 3;
export const D_BACKUP = 4;
export const D_CARD = 5;
export const D_RETREAT = 6;
export const D_PLACE = 7;
export const D_DISCARD = 8;
export const D_SM = 9;
export const D_SM_TO = 10;
export const D_LM = 11;
export const D_XFER2 = 12;
export const D_NAV_TO = 13;
export const D_FREEFORT = 14;
export const D_LM_T = 15;
export const D_NAVMOVE = 16;
/** 21.12 NAVAL BATTERY: where the chosen Naval Battery goes. */
export const D_BATTMOVE = 17;
/** 21.4.4 Port Protection: the defender of a port enemy ships sail into claims it or fights. */
export const D_PORTCLAIM = 18;
/** 21.6.8 RETREAT BACK INTO PORT: the beaten defender retreats into the port or makes a Naval Retreat. */
export const D_PORTBACK = 19;
/** 21.10: where a Naval Battery moved by Rail Movement or River Transport goes (G_DA place, G_DB mode). */
export const D_BATTCARRY = 20;
/** 21.2.4: a naval move dropping off ships on its way (navaldrop.ts): where next, then how many. */
export const D_NAVDROP = 21;

export const DECISION_NAMES = [
  'action',
  'move',
  'reaction',
  'avoid battle',
  'cavalry backup',
  'battle card',
  'retreat',
  'placement',
  'discard',
  'strategic movement',
  'strategic destination',
  'leader management',
  'second transfer',
  'naval transport',
  'free fort',
  'scheduled transfer',
  'naval move',
  'naval battery',
  'port protection',
  'retreat into port',
  'naval battery carried',
  'naval drop',
] as const;

// ops
export const OP_END = 1;
export const OP_ACT_GEN = 2;
export const OP_ACT_SP = 3;
export const OP_RALLY = 4;
export const OP_ENTRENCH = 5;
export const OP_TRANSFER = 6;
export const OP_TRAIN = 7;
export const OP_FORT = 8;
export const OP_NAVAL = 9;
export const OP_DISPERSE = 10;
export const OP_MILITIA = 11;
export const OP_SUPPLYCARD = 12;
export const OP_STEP = 13;
export const OP_DROP = 14;
export const OP_DROPGEN = 15;
export const OP_PICKUP = 16;
export const OP_PICKGEN = 17;
export const OP_REGROUP = 18;
export const OP_CONTROL = 19;
export const OP_DIG = 20;
export const OP_STOP = 21;
export const OP_RAILMOVE = 22;
export const OP_R_PASS = 23;
export const OP_R_INTERCEPT = 24;
export const OP_R_AVOID = 25;
export const OP_R_RESOLVE = 26;
export const OP_R_MANEUVER = 27;
export const OP_AVOID_TO = 28;
export const OP_DECLINE = 29;
export const OP_BACKUP = 30;
export const OP_FIGHT = 31;
export const OP_CARD = 32;
export const OP_RETREAT_TO = 33;
export const OP_PLACE = 34;
export const OP_SKIP = 35;
export const OP_DISCARD = 36;
export const OP_SM_FROM = 37;
export const OP_SM_TO = 38;
export const OP_DONE = 39;
export const OP_LM_XFER = 40;
export const OP_NAV_TO = 41;
export const OP_NAVMOVE = 42;
export const OP_STEP_ASSIST = 43;
export const OP_NAVDEST = 44;
/** 21.2.6 Strategic Naval Redeployment: x the port, y the kind (MK_RIVER, MK_OCEAN). */
export const OP_NAVREDEP = 45;
/** 21.12 NAVAL BATTERY: x the Battery's place (opens D_BATTMOVE). */
export const OP_BATTMOVE = 46;
/** 21.12 NAVAL BATTERY: x the new place. */
export const OP_BATTDEST = 47;
/** 21.4.4 (D_PORTCLAIM): x 1 the ships claim Port Protection, x 0 they fight. */
export const OP_PORTCLAIM = 48;
/** 21.6.8 (D_PORTBACK): x 1 the ships retreat into the port (Port Protection), x 0 a Naval Retreat. */
export const OP_PORTBACK = 49;
/** 21.10: x the Naval Battery's place, y 0 by Rail Movement (5.4.2), 1 by River Transport (20.3.4); opens D_BATTCARRY. */
export const OP_BATTCARRY = 50;
/** 21.10 (D_BATTCARRY): x the Battery's new place. */
export const OP_BATTCARRYTO = 51;
/** 21.2.4 (D_NAVDROP): x a drop place ahead (y 0), or the goal (sail on); at the place, y the ships left (k0 | k1 << 4). */
export const OP_NAVDROP = 52;

export const enc = (op: number, x = 0, y = 0): number => (op << 24) | (x << 12) | y;
export const opOf = (a: number): number => a >>> 24;
export const xOf = (a: number): number => (a >>> 12) & 0xfff;
export const yOf = (a: number): number => a & 0xfff;

// OP_ACT_GEN y fields: k SPs (bits 0-5), force march (bit 6), take subordinates (bit 7)
export const ACT_FM = 1 << 6;
export const ACT_SUBS = 1 << 7;

// strategic movement modes (15)
export const SM_RAIL = 0;
export const SM_RIVER = 1;
export const SM_OCEAN = 2;
export const SM_ROAD = 3;
export const SM_NAMES = ['rail', 'river', 'ocean', 'road'] as const;

// placement purposes (G_DA of D_PLACE)
export const PL_UNION = 0;
export const PL_CSA = 1;
export const PL_ARSENAL = 2;
export const PL_DISP_SP = 3;
export const PL_DISP_GEN = 4;
export const PL_MILITIA = 5;
export const PL_ARRIVAL = 6;
export const PL_TRAIN = 7;
export const PL_OTR = 8;
export const PL_WINTER = 9;
export const PL_NAMES = [
  'Union reinforcement',
  'Confederate reinforcement',
  'Arsenal',
  'returning SP',
  'returning General',
  'militia',
  'arriving General',
  'trained SP',
  'On to Richmond loss',
  'winter removal',
  'naval reinforcement',
] as const;

/** A growable list writer over a caller's Int32Array. */
export class Out {
  n = 0;
  constructor(public buf: Int32Array) {}
  reset(buf: Int32Array): this {
    this.buf = buf;
    this.n = 0;
    return this;
  }
  push(a: number): void {
    if (this.n < this.buf.length) this.buf[this.n++] = a;
  }
}
