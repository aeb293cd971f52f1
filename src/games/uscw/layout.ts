/**
 * The uscw state: one Int32Array (engine header first, src/core/header.ts). Globals sit at fixed
 * offsets from GAME_WORDS; the board arrays (per node, per general, per militia) follow at offsets
 * that depend on the pack's node and general counts (`Layout`, one per pack).
 *
 * Per node n (4 words):
 *   A[n] = spUS | spCS << 8 | movedUS << 16 | movedCS << 24       SPs and SPs already activated (5.1.2)
 *   B[n] = bit fields of B_* below: control marker, fort, entrenchment, demoralized, foraging,
 *          destroyed, intrinsic garrison gone, arsenals, surrender points, supply card, army morale
 *   C[n] = Union naval units (advanced game, 21): river NSP, ocean NSP, damaged, moved, low coal, demoralized
 *   D[n] = Confederate naval units: flotillas, ironclads, ironclads under construction, batteries, ...
 * Per general g (1 word): location node + 1 | status | current rank | per-phase flags | cavalry return turn.
 * Per militia (state, side) (1 word): location node + 1 | flags.
 * Everything from BOARD to the end of the militia words is "the board" (derived.ts hashes it).
 */
import { GAME_WORDS } from '../../core/header.js';
import type { UscwContent } from './content.js';

export const USA = 0;
export const CSA = 1;
export const SIDE_NAMES = ['Union', 'Confederacy'] as const;

let k = GAME_WORDS;
const at = (n = 1): number => {
  const v = k;
  k += n;
  return v;
};

// --- flow -----------------------------------------------------------------------------------------
/** Sequence-of-play segment (P_* in flow.ts). */
export const G_PHASE = at();
/** Pending decision kind (D_* in actions.ts); -1 none (the game is over). */
export const G_DEC = at();
export const G_DECSIDE = at();
/** Decision parameters. */
export const G_DA = at();
export const G_DB = at();
export const G_DC = at();
export const G_APHASE = at();
export const G_NAPH = at();
export const G_FIRST = at();
export const G_HALF = at();
export const G_PHASING = at();
export const G_DIFF = at();
export const G_AP = at();
/** Theater Action Points of a difference of 1 (4.1.3): East, West, Trans-Mississippi. */
export const G_TAP = at(3);
export const G_ROLL = at(2);
/** On to Richmond (4.1.4): 0 not in force, 1 owed, 2 satisfied. */
export const G_OTR = at();
/** Special Action Card hands: per side, counts of east, west, tm, naval, any (18.0). */
export const G_HAND = at(10);
export const G_MAINT = at();
export const G_ARS_DESTROYED = at();
/** Union VP kept for BP destroyed (burned) and later retaken (19.3.1). */
export const G_BURNED = at();
export const G_TRAIN = at(2);
export const G_INVADE = at();
export const G_PANIC = at();
export const G_MISS = at();
/** Owner of Missouri, Kentucky, West Virginia: 0 Union, 1 Confederacy, 2 neutral (17.1). */
export const G_BORDER = at(3);
/** Displaced Box SPs, per side and theater (14.6). */
export const G_DISP = at(6);
export const G_SCEN = at();
export const G_START = at();
export const G_LAST = at();
export const G_VKIND = at();
export const G_NEED = at();
export const G_OPTS = at();
/** Strategic Movement left this phase, per side: rail, river, ocean, road East, West, TM (15). */
export const G_SM = at(12);
/** SPs that used the Rail Movement Bonus (5.4.2) and Ocean Transport (20.3.2) this Action Phase. */
export const G_RAILBONUS = at();
export const G_OCEAN = at();
/** Reinforcement pools being placed (14.2, 14.3.5, 14.6): see reinforce.ts. */
export const G_POOL = at(6);
export const G_FREEFORT = at();
export const G_FREEXFER = at();
export const G_CURSOR = at();
at(); // G_DRAWSIDE (cards still to draw, then discards owed): a reserved word no rule reads yet
/** Supply Special Action (18.1): node + 1 of the stack it covers this Action Phase. */
export const G_SUPCARD = at();
/** Free naval action used this Action Phase (21.1), Union naval pools (river, ocean). */
export const G_FREENAV = at();
export const G_NAVPOOL = at(2);
at(); // G_NAVREPL: a reserved word no rule reads yet
/** The CSA blockade DRMs last computed, for reports (14.4). */
export const G_DOUBLES = at();
/** Zobrist hash of the board (two words): XOR over board words of z(index, value), z(i, 0) = 0. */
export const G_H0 = at();
export const G_H1 = at();
/** SP ledger per side (invariants.ts): SPs that entered play, and SPs eliminated. */
export const G_SPIN = at(2);
export const G_SPOUT = at(2);
export const G_LASTSCORE = at();

// --- activation (5, 7) -----------------------------------------------------------------------------
export const A_ON = at();
export const A_NODE = at();
export const A_PREV = at();
export const A_START = at();
/** Commanding General (general index) or -1 for the intrinsic general (5.10). */
export const A_CG = at();
export const A_SP = at();
export const A_MP = at();
export const A_MA = at();
export const A_FLAGS = at();
export const A_THEATER = at();
at(); // A_DEF: a reserved word no rule reads yet
/** SPs in this stack that may still cross an enemy-controlled navigable hexside (5.8.3). */
export const A_SPENT = at();
export const A_BATTLES = at();

// activation flags
export const AF_CAUTIOUS_PAID = 1 << 0;
export const AF_FORCE_MARCH = 1 << 1;
export const AF_DEMOR = 1 << 3;
export const AF_FORAGE = 1 << 4;
export const AF_NO_PICKUP = 1 << 5;
export const AF_TRANSPORT = 1 << 11;
/** The Naval Transport under way is an Ocean one (20.3.5); its later legs stay at sea. */
export const AF_NAV_OCEAN = 1 << 12;
/** The last landing was into an enemy space (an Assault): the transport stops there (20.5.3). */
export const AF_NAV_ENEMY = 1 << 13;
/** SPs carried by Naval Units (21.7.2): River NSPs / CSA ships, Oceangoing NSPs sailed with them. */
export const AF_CARRY_RIVER = 1 << 14;
export const AF_CARRY_OCEAN = 1 << 15;

// --- reaction (9) -----------------------------------------------------------------------------------
export const R_TARGET = at();
export const R_FROM = at();
/** Declared interceptors (node + 1), up to 6 (9.2.2). */
export const R_DECL = at(6);
/** Stacks that already tried to intercept into R_TARGET (node + 1). */
export const R_TRIED = at(6);
/** bit 0 avoid tried, bit 1 interception succeeded, bit 2 avoid declined, bit 3 maneuver tried. */
export const R_FLAGS = at();
export const R_ROLL = at();

// --- battle (11) and retreat (11.6) ------------------------------------------------------------------
export const B_NODE = at();
export const B_FROM = at();
export const B_ATT = at();
at(); // B_ATTSIDE: a reserved word no rule reads yet
export const B_DEF = at();
export const B_FLAGS = at();
export const B_RES = at(2);
export const B_DICE = at(2);
export const RT_SIDE = at();
export const RT_FROM = at();
at(); // RT_SP: a reserved word no rule reads yet
at(); // RT_FLAGS: a reserved word no rule reads yet
at(); // RT_NEXT: a reserved word no rule reads yet
at(4); // RT_GENS: a reserved word no rule reads yet

// battle flags
export const BF_CARD = 1 << 0;
export const BF_NAVSUP = 1 << 1;
export const BF_NO_TERRAIN = 1 << 2;
export const BF_ACROSS_NAV = 1 << 3;
export const BF_ENEMY_NAV = 1 << 4;
export const BF_ASSAULT = 1 << 5;
export const BF_INTERCEPTED = 1 << 6;
export const BF_ATT_WON = 1 << 7;
export const BF_DEF_WON = 1 << 8;
export const BF_TIE = 1 << 9;

/** First word of the board. */
const BOARD = k;

// node B bit fields
export const B_CTRL_SHIFT = 0; // 2 bits: 0 none, 1 USA, 2 CSA marker
export const B_FORT_SHIFT = 2; // 2 bits: completed fort level 0..3
export const B_FORTOWN = 1 << 4; // fort owner is CSA
export const B_BUILD_SHIFT = 5; // 2 bits: 0 none, 1 started this phase, 2 completes at end of this friendly phase
export const B_BUILDCSA = 1 << 7;
export const B_ENT_SHIFT = 8; // 2 bits: 0 none, 1 USA, 2 CSA entrenchment
export const B_DEMOR = 1 << 10; // << side
export const B_FORAGE = 1 << 12; // << side
export const B_DESTROYED = 1 << 14;
export const B_GARRISON_GONE = 1 << 15;
export const B_ARS_SHIFT = 16; // 3 bits: arsenals
export const B_SURR_SHIFT = 19; // 2 bits: surrender points
export const B_MORALE = 1 << 22; // << side: army high morale (22.5)
export const B_TRAINED = 1 << 24; // << side: an SP placed by Training this phase (17.3)

/**
 * The bits of each board word that the derived facts (control, naval control, ZOI, supply) read: the
 * board hash covers only these, so moved marks, Demoralization or a General's move reuse the cache.
 */
export const KEEP_A = 0x0000ffff;
export const KEEP_B = ~((3 << 10) | (3 << 12) | (3 << 19) | (1 << 21) | (3 << 22) | (3 << 24));
/** Port Protection (21.4.4) changes naval control and ZOIs, so the hash covers NC_PROT / ND_PROT. */
export const KEEP_C = 0x0000ffff | (1 << 19);
export const KEEP_D = 0x000fffff | (1 << 23);
export const KEEP_GEN = 0;
export const KEEP_MIL = 0x1fff;

// general word fields
export const GW_LOC_MASK = 0xfff;
export const GW_STATUS_SHIFT = 12; // 3 bits
export const GS_PENDING = 0;
export const GS_MAP = 1;
export const GS_DISPLACED = 2;
export const GS_UNASSIGNED = 3;
export const GS_REMOVED = 4;
export const GW_RANK_SHIFT = 15; // 3 bits
export const GW_MOVED = 1 << 18;
export const GW_XFERRED = 1 << 19;
export const GW_MOVING = 1 << 20;
export const GW_RETURN_SHIFT = 21; // 5 bits: turn from which a displaced cavalry general may return (8.7)
export const GW_THEATER_SHIFT = 26; // 2 bits: theater of displacement / arrival
export const GW_CAVRANK = 1 << 28; // promoted with intrinsic cavalry (8.6)

// militia word fields
export const MW_LOC_MASK = 0xfff;
export const MW_EXISTS = 1 << 12;
export const MW_MOVED = 1 << 13;

// naval C word (USA): river 0-3, ocean 4-7, damaged river 8-11, damaged ocean 12-15, coal 17, demor 18,
//                     Port Protection 19, moved river 20-23, moved ocean 24-27 (21.2.4: counts of units)
// naval D word (CSA): flotilla 0-3, ironclad 4-7, ironclad under construction 8-11, battery 12-15,
//                     damaged flotilla 16-19, coal 21, demor 22, Port Protection 23, moved flotillas 24-27,
//                     moved ironclads 28-31
export const NC_RIVER = 0;
export const NC_OCEAN = 4;
export const NC_MOVED = 0xff << 20;
export const ND_FLOT = 0;
export const ND_IRON = 4;
export const ND_BATT = 12;
export const ND_MOVED = 0xff << 24;
/** The ships at the place claim Port Protection this Player Action Phase (21.4.4). */
export const NC_PROT = 1 << 19;
export const ND_PROT = 1 << 23;

export interface Layout {
  readonly nn: number;
  readonly ng: number;
  readonly nst: number;
  readonly A: number;
  readonly B: number;
  readonly C: number;
  readonly D: number;
  readonly GEN: number;
  readonly MIL: number;
  readonly end: number;
}

const layouts = new WeakMap<UscwContent, Layout>();

export function layoutOf(c: UscwContent): Layout {
  let l = layouts.get(c);
  if (!l) {
    const nn = c.map.nn;
    const ng = c.ng;
    const nst = c.map.states.length;
    const A = BOARD;
    const B = A + nn;
    const C = B + nn;
    const D = C + nn;
    const GEN = D + nn;
    const MIL = GEN + ng;
    l = { nn, ng, nst, A, B, C, D, GEN, MIL, end: MIL + 2 * nst };
    layouts.set(c, l);
  }
  return l;
}
