/**
 * The Lincoln's War state: one Int32Array (digest §10 "Dynamic state"). The engine's header comes
 * first (src/core/header.ts: terminal, winner, victory, margin, turn, steps, pack, the 'dice' and
 * 'cards' chance streams); this game's words start at GAME_WORDS. Fixed capacities keep every offset
 * a constant; a pack larger than a capacity is refused when it is loaded.
 *
 *   scalars        phase, pending decision, turn, PC/CSP, EP/BI, Kentucky, purchases, parameters
 *   blocks         card play (CP_), activation (AC_), harassment (HS_), battle (BT_), demotion queue
 *   per general    location, stars, wounds, flags, arrival order (the CO among equals, 11.0.1)
 *   per hex        IT per side (18.1.1: IT belong to the Force), siege flags, RIT
 *   per city       control and garrison, Raided
 *   naval          Raiders, Assets (type hidden from the Union), Fleets
 *   per card       location (deck, hand, discard, pool, out) and flags
 */
import { CH_TERMINAL, CH_TURN, CH_WINNER, CH_VICTORY, GAME_WORDS, chanceAt } from '../../core/header.js';

export { CH_TERMINAL, CH_TURN, CH_WINNER, CH_VICTORY };

export const USA = 0;
export const CSA = 1;
export const SIDE_NAMES = ['Union', 'Confederacy'] as const;

export const HEX_CAP = 400;
const CITY_CAP = 96;
const GEN_CAP = 96;
const NCARDS = 162;
export const RAIDER_CAP = 12;
export const ASSET_CAP = 8;
export const FLEET_CAP = 24;

export const H_DICE = chanceAt(0);
export const H_CARDS = chanceAt(1);

let at = GAME_WORDS;
const word = (n = 1): number => {
  const w = at;
  at += n;
  return w;
};

// ---- scalars ---------------------------------------------------------------------------------------
export const H_PHASE = word();
export const H_SUB = word();
export const H_STEP = word();
export const H_STEP_SIDE = word();
export const H_STEP_A = word();
word(); // spare (was H_STEP_B); kept so the later offsets stay put
export const H_TURNIDX = word();
export const H_LASTIDX = word();
export const H_SCEN = word();
export const H_OPT = word();
export const H_INIT = word();
export const H_FIRST = word();
export const H_PC = word(2);
export const H_CSP = word(2);
export const H_EP = word();
/** 0 none; otherwise 1 + the turn index BI was declared in (19.2). */
export const H_BI = word();
/** 0 neutral; 1 + the side that first entered Kentucky (2.4.3). */
export const H_KY = word();
export const H_PRES_KILLED = word(2);
/** Assassination Plot card (7.1.9): PLOT_* below. */
export const H_PLOT = word();
/** VP per side from assassinations (21.3): President 3, CO in the capital 1. */
export const H_PLOT_VP = word(2);
export const H_HUNLEY = word();
export const H_FOOTE = word();
/** The Committee card (10.7.9): COMM_* below. */
export const H_COMMITTEE = word();
export const H_CAMP_USED = word(2);
/** River operation used this turn (14.1): 0 no, 1 River Movement, 2 River Assault. */
export const H_RIVER_USED = word(2);
export const H_OCEAN_USED = word();
export const H_ET_MET = word();
export const H_ET_RICH = word();
/** Port City Staging Area (14.4.1): city + 1, or 0; the turn index it was placed or removed. */
export const H_PCSA = word();
export const H_PCSA_PLACED = word();
export const H_PCSA_REMOVED = word();
export const H_PASS = word(2);
/** Purchases this turn per side: [disgraced returned, fleets, raiders, assets] (7.1). */
export const H_BUY = word(8);
export const H_DRAFT = word(2);
export const H_RAIL_USED = word(2);
export const H_SEQ = word();
export const H_BLOCK_IT = word();
export const H_GIC_LOST = word(2);
export const H_GIC_LOST_PREV = word(2);
export const H_PLAYS = word(2);
export const H_ASSET_DRAWN = word();
export const H_EP_PROMO = word();
/** British Intervention's card swap is pending (19.2). */
export const H_BI_SWAP = word();
/** Naval units that moved this Naval Phase (bit per unit id, see naval.ts). */
export const H_NAV_MOVED = word();
export const H_NAV_MOVED2 = word();
export const H_VP = word(2);
export const H_GIC_PENDING = word(2);
export const H_PEACE = word();
export const H_EXCHANGED = word(2);
word(); // spare (was H_LAST_PLAYER)
/** Card-draw stage of the side drawing (10.3): see cards.ts. */
export const H_DRAW_STAGE = word();
/** A KY/MO-style neutrality or capture event to settle at the end of the card play. */
export const H_ADMIN_PLOT_OK = word();
export const H_PARAM = word(16);
// parameter slots (options.ts fills them at setup)
export const P_CAMPAIGN_PC = 0;
export const P_ET_PENALTY = 1;
export const P_BLOCKADE = 2;
export const P_MARGIN = 3;
export const P_BI_INCOME = 4;
export const P_PEACE = 5;
export const P_EP_SHIFT = 6;
export const P_BI_GAIN = 7;
export const P_BI_SHIFT = 8;
export const P_VICTORY_SIDE = 9;
export const P_IGNORE_VP = 10;
export const P_MANPOWER_FAIL = 11;
export const P_CAPITAL_SHIFT = 12;

// ---- demotion queue (20.4, 16.8.3, 16.9.6, 12.3.3): owner's choice of the general -----------------
export const DQ_N = word();
export const DQ_CAP = 8;
/** Entries of 4 words: hex, side, count, reason. */
export const DQ = word(DQ_CAP * 4);

// ---- card play (10.6) ------------------------------------------------------------------------------
export const CP_ACTIVE = word();
export const CP_SIDE = word();
export const CP_CARD = word();
export const CP_MODE = word();
export const CP_PC = word();
export const CP_ACTED = word();
/** A Force of this campaign has moved or assaulted amphibiously (10.7.3: only one of the two may). */
export const CP_CAMP_AMPHIB = word();
export const CP_CAMP_KIND = word();
export const CP_CAMP_REGION = word();
export const CP_CAMP_FORCE = word(2);
export const CP_STAGE = word();
word(); // spare (was CP_TARGET_N)

// ---- activation and movement (11, 12, 13.2, 14) ----------------------------------------------------
export const AC_ACTIVE = word();
export const AC_SIDE = word();
export const AC_KIND = word();
export const AC_START = word();
export const AC_HEX = word();
export const AC_PROFILE = word();
export const AC_MOVED = word();
export const AC_MTN = word();
export const AC_NOATTACK = word();
export const AC_CAV = word();
export const AC_RIT = word();
export const AC_RAIDED = word();
export const AC_AMPHIB = word();
export const AC_GIC = word();
export const AC_REGION = word();
export const AC_REGION_NOT = word();
export const AC_CO = word();
export const AC_FROM_MAJOR = word();
word(2); // spare (were AC_RIVER_START, AC_LEFT_START)
/** IT of the moving group (kept apart from the hexes it passes through, 18.2). */
export const AC_IT = word();
/** IT the queued dispersed group will carry (12.8). */
export const AC_QUEUE_IT = word();
/** The group must stop where it is (12.5, 12.9, 18.2): ends once harassment is resolved. */
export const AC_STOP = word();
/** Siege activation this card play (16.9.5.2: two IT this round): the besieged hex + 1. */
export const CP_SIEGE = word();
/** Kentucky broken in this card play: cities to assign at its end (2.4.3). */
export const CP_KY = word();

// ---- harassment (13.2.5) -----------------------------------------------------------------------------
export const HS_ACTIVE = word();
export const HS_HEX = word();
export const HS_SIDE = word();
export const HS_N = word();
export const HS_CAND = word(6);

// ---- battle (16) -----------------------------------------------------------------------------------
export const BT_ACTIVE = word();
export const BT_STAGE = word();
export const BT_KIND = word();
export const BT_ATT = word();
export const BT_FROM = word();
export const BT_TO = word();
export const BT_RES = word(2);
export const BT_CSP = word(2);
export const BT_STR = word(2);
export const BT_RESULT = word();
export const BT_WINNER = word();
export const BT_DIFF = word();
export const BT_ROUT = word();
export const BT_CO = word(2);
export const BT_STARS = word(2);
export const BT_CITY = word();
export const BT_EMPTY = word();
export const BT_CAS = word();
export const BT_CAS_DRAW = word(2);
export const BT_REVERSAL = word();
export const BT_SIEGE = word();
export const BT_CAPTURED = word();
export const BT_AMPHIB = word();
export const BT_RELIEF = word();
export const BT_WITHDREW = word();
export const BT_GIC = word(2);
export const BT_IT_BEFORE = word(2);
export const BT_CAV_ONLY = word();
export const BT_ORIGIN = word();
export const BT_PC_AWARD = word();
export const BT_ADV_DONE = word();
/** The empty city's total defense (city + resource), for 16.1.2's fall test. */
export const BT_CITYDEF = word();
/** Each side's CO stars at the start of the battle (16.6 PC awards). */
export const BT_COSTARS = word(2);
/** Side that chooses a casualty victim, and the side hit. */
export const BT_VICTIM_SIDE = word();

// ---- supply phase scratch (20) -----------------------------------------------------------------------
export const SP_STAGE = word();
word(2); // spare (was SP_ROLLS)

// ---- arrays ------------------------------------------------------------------------------------------
export const G_LOC = word(GEN_CAP);
export const G_STARS = word(GEN_CAP);
export const G_WOUNDS = word(GEN_CAP);
export const G_FLAGS = word(GEN_CAP);
export const G_SEQ = word(GEN_CAP);
/** IT on the Force of side s in hex h at [h * 2 + s] (18.1.1). */
export const X_IT = word(HEX_CAP * 2);
/** Per hex: siege and activation bits of both sides (XF_* << 8 * side) and the RIT bit. */
export const X_FLAGS = word(HEX_CAP);
/** Besieger's origin hex + 1 (16.9.5.4 #3: the besieger returns where it came from). */
export const X_SIEGE_FROM = word(HEX_CAP);
export const CT_CTRL = word(CITY_CAP);
export const CT_FLAGS = word(CITY_CAP);
export const RAIDER = word(RAIDER_CAP);
export const ASSET_TYPE = word(ASSET_CAP);
export const ASSET_LOC = word(ASSET_CAP);
export const FLEET = word(FLEET_CAP);
export const CD_LOC = word(NCARDS);
export const CD_FLAGS = word(NCARDS);

export const STATE_SIZE = at;

// ---- codes -------------------------------------------------------------------------------------------
/** General locations other than a hex index. */
export const LOC_PENDING = -1;
export const LOC_DISGRACED = -2;
export const LOC_DECEASED = -3;
export const LOC_OUT = -4;

export const GF_GIC = 1;
export const GF_RELUCT = 2;
export const GF_RAIDED = 4;
export const GF_PROMOTED = 8;
export const GF_LOST = 16;
export const GF_LOST_PREV = 32;
export const GF_MOVING = 64;
export const GF_QUEUED = 128;
export const GF_DONE = 256;
export const GF_RAILED = 512;
export const GF_NAVAL = 1024;
export const GF_FORAYED = 2048;
export const GF_ACTIVATED = 4096;
export const GF_ADMIN_SUPPLY = 8192;
export const GF_RETURNED = 16384;
export const GF_OOS = 32768;
export const GF_NO_GIC = 65536;
// 131072: free (was GF_WOUND_CARD)
export const GF_ABSORBED = 262144;
/** Won a battle against an enemy Force this turn as CO (10.7.9). */
export const GF_WON = 524288;
/** Lost a battle this turn as a 2- or 3-star CO to a one-star CO (10.7.9). */
export const GF_LOST_TO_1 = 1048576;

/** Hex flag bits, shifted by 8 * side. */
export const XF_BESIEGED = 1;
export const XF_BESIEGING = 2;
export const XF_TOUCHED = 4;
export const XF_BLOCK_IT = 8;
export const XF_RIT = 1 << 16;

/** City control: 0 Union, 1 Confederacy, 2 neutral. */
export const CTF_GARRISON = 1;
export const CTF_RAIDED = 2;
export const CTF_CAVHELD = 4;

/** Card locations. */
export const CL_DECK = 0;
export const CL_HAND = 1;
export const CL_DISCARD = 2;
export const CL_OUT = 3;
export const CL_POOL = 4;
export const CL_HELD = 5;
export const CL_BOX = 6;
export const CDF_KNOWN = 1;

/** Assassination Plot states (7.1.9). */
export const PLOT_CSA_MAY = 0;
export const PLOT_CSA_BOUGHT = 1;
export const PLOT_USA_MAY = 2;
export const PLOT_USA_BOUGHT = 3;
export const PLOT_GONE = 4;

/** Committee card (10.7.9): which pool holds it, or whose hand. */
export const COMM_USA_POOL = 0;
export const COMM_CSA_POOL = 1;
export const COMM_USA_HAND = 2;
export const COMM_CSA_HAND = 3;

/** Naval: Raider locations (8.1.1): a Raid column 0..k, a port city + PORT_BASE; SUNK; unbought. */
export const NAV_UNBOUGHT = -1;
export const NAV_GONE = -2;
export const PORT_BASE = 100;
/** Fleet locations (8.1.3): port city + PORT_BASE, blockade space + SPACE_BASE, shadow/hunt column. */
export const SPACE_BASE = 300;
export const SHADOW_BASE = 400;
export const HUNT_BASE = 500;
/** Asset types (8.1.2). */
export const AT_IRONCLAD = 0;
export const AT_HUNLEY = 1;
export const AT_FALSE = 2;

/** Phases (3.0). */
export const PH_SETUP = 0;
export const PH_INITIATIVE = 1;
export const PH_ADMIN = 2;
export const PH_DRAFT = 3;
// 4: reinforcements (no decision of its own)
export const PH_NAVAL = 5;
export const PH_NAVAL_OPS = 6;
export const PH_RAIL = 7;
export const PH_ABSORB = 8;
export const PH_DRAW = 9;
export const PH_OPS = 10;
export const PH_SUPPLY = 11;
export const PH_TIME = 12;
export const PHASE_NAMES = [
  'Setup',
  'Initiative',
  'Administration',
  'Draft promotions',
  'Reinforcements',
  'Naval movement',
  'Naval operations',
  'Rail',
  'Absorb TCO',
  'Card draw',
  'Operations',
  'Supply',
  'Timekeeping',
] as const;

/** Pending decisions (the single decision a state waits for). */
// 0: none
export const ST_GIC_SETUP = 1;
export const ST_FORCE_FIRST = 2;
export const ST_PURCHASE = 3;
export const ST_ASSET_PLACE = 4;
export const ST_DRAFT = 5;
export const ST_NAVAL = 6;
export const ST_BLOCKADE_IT = 7;
export const ST_RAIL = 8;
export const ST_ABSORB = 9;
export const ST_COMMITTEE = 10;
export const ST_CAMPAIGN_DRAW = 11;
export const ST_PLAY = 12;
export const ST_SPEND = 13;
export const ST_MOVE = 14;
export const ST_HARASS = 15;
export const ST_WITHDRAW = 16;
export const ST_RESOURCE = 17;
export const ST_CSP = 18;
export const ST_VICTIM = 19;
export const ST_SIEGE_OFFER = 20;
export const ST_SIEGE_ACCEPT = 21;
export const ST_RETREAT = 22;
export const ST_ADVANCE = 23;
export const ST_DEMOTE = 24;
export const ST_GIC_CHOOSE = 25;
export const ST_PEACE = 26;
export const ST_TARGET = 27;
export const ST_CAMP_PICK = 28;
export const ST_BI_SWAP = 29;
export const ST_RETALIATE = 30;
export const STEP_NAMES = [
  '-',
  'choose the first General in Chief',
  'force the opponent to go first?',
  'purchase',
  'place the Naval Asset',
  'draft promotion',
  'move naval units',
  'place blockade IT',
  'rail transport',
  'absorb TCO stars',
  'take the Committee card?',
  'take a Special Campaign card?',
  'play a card',
  'spend the card',
  'move',
  'harass?',
  'withdraw before battle?',
  'commit a resource card',
  'commit CSP',
  'choose the casualty',
  'offer siege?',
  'besiege?',
  'retreat',
  'advance',
  'demote a general',
  'appoint a General in Chief',
  'peace talks spurned',
  'choose a target',
  'designate a campaign force',
  'take a card from the discards (British Intervention)',
  'retaliate against Davis?',
] as const;

/** Victory types (outcome.victory). */
export const V_POLITICAL = 0;
export const V_POINTS = 1;
export const V_ASSASSINATION = 2;
export const VICTORY_IDS = ['political-collapse', 'victory-points', 'assassination-collapse'] as const;
