/**
 * The American Civil War state: one Int32Array (digest §10.4), the engine's header first
 * (src/core/header.ts), then the words below at fixed offsets. Strength Points are interchangeable
 * "like money" [3.2, 7.0], so a hex holds counts, never counters.
 *
 * Per hex (HEXES words each):
 *   HX_UNITS  bits 0-9 land SP outside a fort, 10-19 SP in the fort, 20-21 permanent "(1)" garrison
 *             [3.22], 22 side of the land units (0 Union, 1 CSA), 23-24 fort marker (0 none,
 *             1 Union, 2 CSA) [14.0], 25-26 SP landed this turn on a simple coastal hex [5.92],
 *             27 attacked this Combat Phase [8.14]
 *   HX_PHASE  phasing side's bookkeeping: 0-9 SP done moving [5.15], 10-19 inactive SP outside the
 *             fort [11.1], 20-29 active SP in the fort at the start of the phase (may leave it)
 *   HX_MISC   0-9 SP marked "U" [4.2], 10-11 enemy zone of control for the phasing side's movement
 *             (1 Primary, 2 Secondary) [6.0], 12 supply path to a source [10.3], 13 CSA rail
 *             repaired by the USMRR (Union-operable) [10.5], 14 CSA rail destroyed for the South
 *             [10.54], 15 hex in an inactive row [11.0]
 *   HX_COMBAT 0-9 SP that attacked or may not attack this phase [8.14, 5.94], 10-19 SP unsupplied at
 *             the instant of combat [8.33]
 *
 * Records: leaders (4 a side) [11.3], riverine units [17], naval fleets (SP on one water node) [5.6],
 * USMRR units [10.5], cities [13], the force in motion and its detachments [5.13], the attack being
 * declared [8.0] and the pending decision of the non-phasing side [9.13, 8.5, 15.1].
 */
import { GAME_WORDS } from '../../core/header.js';
import { HEXES } from './grid.js';

export const USA = 0;
export const CSA = 1;
export const SIDE_NAMES = ['Union', 'Confederacy'] as const;

// ---- globals
let o = GAME_WORDS;
const next = (n = 1): number => {
  const at = o;
  o += n;
  return at;
};
export const G_PHASE = next();
export const G_PHASING = next();
export const G_FIRST = next();
export const G_HALF = next();
export const G_CC_ROLL = next();
export const G_RAIL_USED = next();
export const G_RIVER_USED = next();
export const G_SEA_LIFT = next();
export const G_KY = next();
export const G_KY_FLAGS = next();
export const G_VA = next();
export const G_MILITIA = next();
export const G_OPT = next();
export const G_AT_LARGE = next();
export const G_SEIZED = next();
export const G_INCENTIVE = next();
export const G_TRANSFER = next();
export const G_REINF_GROUP = next();
export const G_REINF_LEFT = next();
export const G_GROUP_USED = next();
export const G_DEPLOY_LEFT = next();
next(); // reserved word (was G_SEA_DEPENDENT)
next(); // reserved word (was G_LOG)
next(); // reserved word (was G_LAST_ROLL)
export const G_BATTLES = next();
export const G_FARRAGUT_ARRIVED = next();
/** SP each side has brought into play less its losses (the conservation check of invariants.ts). */
export const G_LEDGER = next(2);
// pending decision
export const P_KIND = next();
export const P_SIDE = next();
export const P_A = next();
export const P_B = next();
next(); // reserved word (was P_C)
next(); // reserved word (was P_D)
next(); // reserved word (was P_RESUME)

// ---- the force in motion [5.13]
export const F_ACTIVE = next();
export const F_KIND = next();
export const F_UNIT = next();
export const F_HEX = next();
export const F_SP = next();
export const F_U = next();
export const F_SPENT = next();
export const F_MA = next();
export const F_MODE = next();
export const F_NODE = next();
export const F_LEAD = next();
export const F_FLAGS = next();
export const F_ORIGIN = next();
export const F_WORDS = 13;
export const D_COUNT = next();
export const D_MAX = 48;
export const D_BASE = next(D_MAX * F_WORDS);

// Force kinds
export const K_ARMY = 0;
export const K_USMRR = 1;
export const K_NAVAL = 2;
export const K_RIVERINE = 3;
export const K_LEADER = 4;
// Movement modes
export const M_LAND = 0;
export const M_RAIL = 1;
export const M_RIVER = 2;
// Force flags
export const FF_RAIL_COUNTED = 1;
export const FF_RIVER_COUNTED = 2;
export const FF_SEA_MOVED = 4;
export const FF_LANDED_SIMPLE = 8;
export const FF_LEADER_PATH = 16;

// ---- the attack being declared [8.0]
export const C_STAGE = next();
export const C_NT = next();
export const C_TGT = next(3);
export const C_NA = next();
export const C_AHEX = next(6);
export const C_ASP = next(6);
export const C_NAVAL = next();
export const C_NAVAL_FLEET = next();
next(); // reserved word (was C_COL)
export const C_ATTACK = next();
export const C_DEFENSE = next();
export const C_DM = next();
export const C_ALOSS = next();
export const C_DLOSS = next();
export const C_ROLL = next();
export const C_CURSOR = next();
export const C_FLAGS = next();
export const C_MINCOL = next();
export const C_MAXCOL = next();
/** Battle flags. */
export const CF_NAVAL = 1;
export const CF_ATT_KILLED = 2;
export const CF_DEF_KILLED = 4;

// ---- records
export const LEADERS = 8;
export const L_WORDS = 4;
/** Leader i: hex (-1 not in play; Farragut: riverine index), rating, credited enemy SP, flags. */
export const L_BASE = next(LEADERS * L_WORDS);
export const LF_ALIVE = 1;
export const LF_FARRAGUT = 2;
export const LF_LEE = 4;
export const LF_MOVED = 8;

export const RIVERINES = 12;
/** Riverine i: water node (-1 none), flags. */
export const RV_BASE = next(RIVERINES * 2);
export const RVF_MOVED = 1;

export const FLEETS = 24;
/** Fleet i: water node (-1 none), SP, SP that moved this phase. */
export const N_BASE = next(FLEETS * 3);

export const USMRRS = 3;
/** USMRR i: hex, flags (moved). */
export const U_BASE = next(USMRRS * 2);
/** Rail hexes repaired this Player-Turn per railway [10.55]: 16 (line, count) pairs. */
export const REPAIR_BASE = next(32);

export const CITIES_MAX = 64;
/** City k: CS_* bits. */
export const CITY_BASE = next(CITIES_MAX);
export const CS_INTRINSIC_LOST = 1;
export const CS_DESTROYED = 2;
export const CS_HELD_NORTH = 4;

// ---- per hex
export const HX_UNITS = next(HEXES);
export const HX_PHASE = next(HEXES);
export const HX_MISC = next(HEXES);
export const HX_COMBAT = next(HEXES);

export const STATE_SIZE = o;

export const SP_MASK = 1023;
