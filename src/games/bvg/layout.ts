/**
 * Blue vs Gray: the state is ONE Int32Array (clone = one `slice`). This file is its map.
 *
 *   [0 .. HEADER)                 the engine's header (src/core/header.ts) with the two chance streams
 *                                 (4 key words each: dice, and the shuffle stream that orders the
 *                                 decks; draws keyed by event, core/chance.ts), turn, step, supply,
 *                                 draw entitlement, map-card versions, flags
 *   [B_BASE .. B_BASE + 48)       the current battle (or raid): B_*
 *   [BOT .. BOT + 2*BOT_CAP)      each side's Late-War block at the bottom of its deck, in order (17.1)
 *   [C_LOC .. + NC_CAP)           card location (LOC_*)
 *   [C_PARENT .. + NC_CAP)        command tree: parent card, -1 = command root (4.1)
 *   [C_STEPS .. + NC_CAP)         steps left (2 full, 1 depleted; 1-step units 1)
 *   [C_FLAGS .. + NC_CAP)         card status bits (F_*)
 *   [C_DEF0/C_DEF1 .. + NC_CAP)   64-bit set of cities the card defended this turn (8.3 multiple battles)
 *   [C_BRIDGE .. + NC_CAP)        Optional Rule 12: ports (city + 1) a bridgehead command is tied to, bits 0-7
 *                                 for F_BR_DEF/F_BR_NODEF, bits 8-15 for F_BR_ATT (a command may hold both)
 *   [CITY .. + CITY_CAP)          city control: 0 neutral, 1 USA, 2 CSA
 *   [BR_CONN .. + 2*CITY_CAP)     Optional Rule 12: per bridgehead port, the 64-bit set of cities connected
 *                                 to it at the start of the turn
 *
 * Cards: the USA deck is cards 0 .. nUsa-1 (card #n is index n-1), the CSA deck follows. The deck is
 * not stored in order: each card has a fixed random place from the shuffle stream (state.ts deckOrder)
 * and the pile's card with the lowest comes next (a shuffled deck; reseeding the stream reorders it,
 * so no searcher can read a future draw), except in the scenarios with decks in numerical order,
 * where the lowest number comes first.
 */

import { GAME_WORDS, chanceAt } from '../../core/header.js';

export const NC_CAP = 192;
export const CITY_CAP = 64;
export const BOT_CAP = 32;

// ---- header -------------------------------------------------------------------------------------
// The engine's words come first (src/core/header.ts: terminal, winner, victory, margin, turn, steps,
// pack, and the two chance streams); the game's own follow from GAME_WORDS.
export { CH_PACK, CH_TERMINAL, CH_TURN, CH_VICTORY, CH_WINNER } from '../../core/header.js';
export const H_DICE = chanceAt(0); // 4 words: dice key words (stream 'dice'; dice keyed by event, state.ts dieFor)
export const H_SHUF = chanceAt(1); // 4 words: deck-order key words (stream 'shuffle'; state.ts deckOrder)
export const H_SIDE = GAME_WORDS + 1; // phasing side
export const H_PHASE = GAME_WORDS + 2; // PH_*
export const H_SEAT_SUB = GAME_WORDS + 3; // four-player: which player of the phasing side acts (0 east, 1 west)
export const H_SUPPLY = GAME_WORDS + 4; // 2 words: supply points per side (6.3)
export const H_ENTITLE = GAME_WORDS + 6; // draw entitlement left this Draw/Replace Step (6.1)
export const H_MINDRAW = GAME_WORDS + 7; // minimum card draws still owed (6.1)
export const H_FREE_RESTORE = GAME_WORDS + 8; // free restores left this turn (6.6)
export const H_RESTORE_CREDIT = GAME_WORDS + 9; // restores already paid for (1 supply per 3, 6.6)
export const H_REPLACE = GAME_WORDS + 10; // 2 words: useless map cards removed that may be replaced (6.7)
export const H_LATEWAR = GAME_WORDS + 12; // 2 words: 1 when that side's Late War has begun (17.2)
export const H_LW_PLACED = GAME_WORDS + 14; // 2 words: Late-War cards placed on the bottom so far (17.1)
export const H_BOT_N = GAME_WORDS + 16; // 2 words: size of the bottom block
export const H_MAPVER = GAME_WORDS + 18; // 11 words: version index of map card A..K in play, -1 not in play
export const H_FREE_XFER = GAME_WORDS + 29; // 1 when this step's Free Transfer (7.51) has been used
export const H_RAIL_ROOT = GAME_WORDS + 30; // command selected for rail movement this step (7.7), -1 none
export const H_TURN_FLAGS = GAME_WORDS + 31; // TF_*
export const H_FLAGS = GAME_WORDS + 32; // GF_*
export const H_END_LEFT = GAME_WORDS + 33; // -1; once the USA deck ran out, player turns still to come (17.4)
export const H_FREE_KEEP = GAME_WORDS + 34; // free restores of this turn that outlast the Draw/Replace Step (6.6, CC19)
export const H_ROLLS = GAME_WORDS + 38; // battles resolved (narration)
export const H_OPT = GAME_WORDS + 39; // option bits O_*
export const H_SCEN = GAME_WORDS + 40;
export const H_GAP_REROLL = GAME_WORDS + 43; // Opt 2: side whose next turn rerolls the Cumberland Gap die, -1
export const H_CSA_NOMAP = GAME_WORDS + 44; // letters the CSA could play at its last Deploy/Move Step (bitmask)
export const H_RECENT = GAME_WORDS + 45; // CSA cards drawn since then
export const H_PLAYERS = GAME_WORDS + 46; // 2 or 4
export const H_GAP_SIDE = GAME_WORDS + 47; // 16.3: side that put a token on Cumberland Gap before Map Card C, -1
export const H_RET = GAME_WORDS + 48; // phase to return to after a sub-decision
export const H_PTURNS = GAME_WORDS + 49; // player turns played
export const H_PICK_SIDE = GAME_WORDS + 50; // side making the current sub-decision
export const H_PICK_KIND = GAME_WORDS + 51; // PK_*
export const H_LAST_RED = GAME_WORDS + 52; // last battle, for narration
export const H_LAST_WHITE = GAME_WORDS + 53;
export const H_LAST_RESULT = GAME_WORDS + 54;
export const H_LAST_LL = GAME_WORDS + 55; // last leader loss: card + 1, 0 none
export const H_DIRTY = GAME_WORDS + 56; // control or naval presence changed: surrender and victory to check
export const H_OT = GAME_WORDS + 57; // Objectives Total after the last check
export const H_BATTLES = GAME_WORDS + 58; // battles fought (statistics)
const HEADER = GAME_WORDS + 72;

// ---- battle block --------------------------------------------------------------------------------
const B_BASE = HEADER;
export const B_ATT = B_BASE + 0; // attacking command root
export const B_DEF = B_BASE + 1; // defending command root, -1 none
export const B_TGT = B_BASE + 2; // target city
export const B_JUMP = B_BASE + 3; // jumping-off city, -1 invasion
export const B_ATT_TH = B_BASE + 4; // theater of the attacking command
export const B_DEF_TH = B_BASE + 5; // theater the defender defends from
export const B_FLAGS = B_BASE + 6; // BF_*
export const B_DOW = B_BASE + 7; // Dept. of Washington combined with the defender (-1)
export const B_DRM = B_BASE + 8; // Enigma modifiers to the red die (attacker's view)
export const B_PASSES = B_BASE + 9; // consecutive passes in the reserve exchange (8.41)
export const B_TURN = B_BASE + 10; // side to play a reserve
export const B_RED = B_BASE + 11;
export const B_WHITE = B_BASE + 12;
export const B_RESULT = B_BASE + 13; // R_* of the combat table
export const B_LOSS = B_BASE + 14; // 2 words: steps still to lose per side
export const B_USA_REMOVED = B_BASE + 16; // USA steps actually removed (Draft Riots)
export const B_LL_SIDE = B_BASE + 17; // side whose leader is affected, -1
export const B_LL_EFFECT = B_BASE + 18; // LL_*
export const B_WINNER = B_BASE + 19; // side that won, -1 stalemate
export const B_INIT_PEN = B_BASE + 20; // The Slows: initiative reduction of the USA commander
export const B_POST = B_BASE + 21; // post-battle window step
export const B_ATT_SIDE = B_BASE + 22;
export const B_DEF_OPTS = B_BASE + 23; // DO_*: theaters the defender may use and where he can retreat
export const B_CAV_HAND = B_BASE + 24; // lone cavalry just played from hand to defend (8.41), -1
export const B_SEA_PORT = B_BASE + 25; // port of the attacker's sea supply line (Opt 12), -1
export const B_VIII = B_BASE + 26; // Opt 8: VIII Corps added to this battle, -1
export const B_ATT_LEADER = B_BASE + 27; // the attacking commander card (for 8.7), -1
export const B_DEF_LEADER = B_BASE + 28;
export const B_ATT_LOST = B_BASE + 29; // 1 if the attacking commander was killed, wounded or sacked
export const B_DEF_LOST = B_BASE + 30;
export const B_LL_SACKED = B_BASE + 31; // 1 if the lost attacking commander was sacked (Opt 11)
export const B_CAPTURED = B_BASE + 32; // 1 if the target changed hands
export const B_RAID = B_BASE + 33; // 2 words: cavalry committed to the raid, per side (strength)
export const B_DEF_PORT = B_BASE + 35; // port the defence is sea-supplied through (Opt 12), -1
export const B_GAP_DIE = B_BASE + 36; // Opt 2 die rolled in this attack (narration)
const B_SLOTS = 48;

// ---- lists -------------------------------------------------------------------------------------
export const BOT = B_BASE + B_SLOTS;
export const C_LOC = BOT + 2 * BOT_CAP;
export const C_PARENT = C_LOC + NC_CAP;
export const C_STEPS = C_PARENT + NC_CAP;
export const C_FLAGS = C_STEPS + NC_CAP;
export const C_DEF0 = C_FLAGS + NC_CAP;
export const C_DEF1 = C_DEF0 + NC_CAP;
export const C_BRIDGE = C_DEF1 + NC_CAP;
export const CITY = C_BRIDGE + NC_CAP;
export const BR_CONN = CITY + CITY_CAP;
export const STATE_SIZE = BR_CONN + 2 * CITY_CAP;

// ---- card locations (0: none) -------------------------------------------------------------------
export const LOC_DECK = 1; // the draw pile (order: state.ts deckOrder)
export const LOC_BOTTOM = 2; // the Late-War block under the deck (17.1), order in BOT
export const LOC_HAND = 3; // hand (four-player: the Eastern player's)
export const LOC_HAND_W = 4; // four-player: the Western player's hand
export const LOC_EAST = 5; // on the board in the Eastern Theater
export const LOC_WEST = 6; // on the board in the Western Theater
export const LOC_CADRE = 7; // cadre pile (2.3); face-down with F_CADRE_DOWN
export const LOC_REMOVED = 8; // out of the game (killed, disgraced, discarded Enigma, useless map)
export const LOC_MAP = 9; // map card in play
export const LOC_ACTIVE = 10; // Enigma with a lasting effect (3.7)
export const LOC_TRANSMISS = 11; // sent to the Trans-Mississippi (Opt 5)
export const LOC_NAMES = [
  'none',
  'deck',
  'bottom',
  'hand',
  'hand-west',
  'east',
  'west',
  'cadre',
  'removed',
  'map',
  'active',
  'trans-mississippi',
];

export const EAST = 0;
export const WEST = 1;
export const THEATER_NAMES = ['East', 'West'];

// ---- card flags ---------------------------------------------------------------------------------
export const F_FD_BATTLE = 1 << 0; // face-down until the end of the current attack (8.9 A, D)
export const F_FD_COMBAT = 1 << 1; // face-down until the end of the Combat Step (8.9 B, C, E; 10.3)
export const F_ATTACKED = 1 << 2; // took part in an attack this turn (8.2)
export const F_DEFENDED = 1 << 3; // defended this turn (8.3)
export const F_RAIL_ELIG = 1 << 4; // in (or detached from) the command selected for rail movement (7.7)
export const F_RAILED = 1 << 5; // moved by rail this turn: may not attack (7.7)
export const F_DETACHED = 1 << 6; // detached this step (7.5)
export const F_ATTACHED = 1 << 7; // attached this step (7.5)
export const F_XFER_UP = 1 << 8; // on a root: a unit was transferred up this step (7.4)
export const F_XFER_DOWN = 1 << 9; // on a root: a unit was transferred down this step (7.4)
export const F_CADRE_DOWN = 1 << 10; // face-down in cadre (6.8)
export const F_KNOWN = 1 << 11; // the opponent knows this card is in this hand
export const F_HAND_LOCK = 1 << 12; // Banks/Beauregard returned to hand: not before the next turn
export const F_FROM_CADRE = 1 << 13; // taken from cadre this turn: Opt 1 does not apply
export const F_LW_UP = 1 << 14; // face-up in the Late-War block (17.1)
export const F_IN_BATTLE = 1 << 15; // part of the command fighting the current battle
export const F_RAID = 1 << 16; // committed to the current raid
export const F_UNATT_CS = 1 << 17; // unattached to a leader at the start of the Combat Step (10.3)
export const F_RAIDED = 1 << 18; // raided or defended against a raid this Combat Step (10.3)
export const F_OPP_TURN = 1 << 19; // Reserve/Provisional Corps played in the opponent's turn (CC58)
export const F_RECENT = 1 << 20; // CSA: drawn since the end of its last Deploy/Move Step
export const F_BR_DEF = 1 << 21; // Opt 12: may only defend cities connected to C_BRIDGE
export const F_BR_ATT = 1 << 22; // Opt 12: may only attack cities connected to C_BRIDGE
export const F_BR_NODEF = 1 << 23; // Opt 12: after a failed invasion, may not defend
// bit 24 unused (F_BR_NEW until 2a3b107 made each Opt 12 tie end by its kind; nothing read it after)
export const F_REORG_MOVED = 1 << 25; // reorganization: moved between theaters (once each)
export const F_REORG_XFER = 1 << 26; // reorganization: transferred within a command (once each)
export const F_NAVAL_MOVED = 1 << 27; // a squadron changed theater this step (7.8; reading read-7.8-naval-moves)
export const F_RESPONDS = 1 << 28; // 8.3: in the command responding to the current attack (BF_RESPONDING)
export const FD_ANY = F_FD_BATTLE | F_FD_COMBAT;
export const STEP_FLAGS =
  F_DETACHED | F_ATTACHED | F_XFER_UP | F_XFER_DOWN | F_RAIL_ELIG | F_REORG_MOVED | F_REORG_XFER;

// ---- per-turn flags -------------------------------------------------------------------------------
export const TF_ATTACKED = 1 << 0; // an attack was made this turn (12)
export const TF_RAIDED = 1 << 1; // a raid was made this turn (10.3, 12)
export const TF_INVADED = 1 << 2; // one invasion per turn (9.6)
export const TF_NO_ATTACK = 1 << 3; // Copperheads free turn, Historical CSA first turn
export const TF_NO_CARDS = 1 << 4; // Historical USA first turn: no cards played
export const TF_MUST_ATTACK = 1 << 5; // Historical USA first turn: must attack
export const TF_PREACTION = 1 << 6; // CSA pre-action (2.4)
export const TF_REORG = 1 << 7; // in the Reorganization Step (12)
export const TF_BMB = 1 << 8; // Blue Mountain Boys in effect this turn
export const TF_SO191 = 1 << 9; // Special Orders 191: +1 available on one attack this turn
export const TF_FREE_TURN = 1 << 10; // this is the Copperheads free turn (no raids either)

// ---- game flags -----------------------------------------------------------------------------------
export const GF_EMANC = 1 << 0; // Emancipation Proclamation played
export const GF_EMANC_ELIG = 1 << 1; // a qualifying battle has occurred (CC51)
export const GF_ELECTIONS = 1 << 2; // 1864 Elections played
export const GF_MONITOR = 1 << 3; // Monitor in play
export const GF_IRONCLADS = 1 << 4; // Ironclads active (not nullified)
export const GF_IRONCLADS_PLAYED = 1 << 5; // Ironclads was played (stops Monitor counting, CC19)
export const GF_FREEDOM = 1 << 6; // Freedom Sickness played
export const GF_DIGGING = 1 << 7; // Digging for the South in effect
export const GF_KY_NEUTRAL = 1 << 8; // neutral Map Card C played and Kentucky not yet attacked (16.3)
export const GF_TRANSMISS = 1 << 9; // Opt 5 Trans-Mississippi condition met
export const GF_COPPERHEADS = 1 << 10; // Copperheads: the CSA's next turn is followed by a free turn
export const GF_ORDERED = 1 << 11; // decks in numerical order (Historical, Gettysburg)
export const GF_LW_IMMEDIATE = 1 << 12; // Historical rule: Late War begins on the first Late-War draw
export const GF_HIST_FIRST = 1 << 13; // Historical first-turn restrictions still to apply
export const GF_SO191_NEXT = 1 << 14; // Special Orders 191 played: +1 on the USA's next turn
export const GF_EMANC_KY = 1 << 15; // Emancipation before Map Card C: USA tokens on neutral KY later

// ---- battle flags ---------------------------------------------------------------------------------
export const BF_SEA_ATT = 1 << 0; // attack supplied by sea (11.6)
export const BF_SEA_DEF = 1 << 1; // defence supplied by sea (11.6, 11.7)
export const BF_INVASION = 1 << 2; // 9.6
export const BF_BYPASS = 1 << 3; // initiative-2 attack past an enemy city (8.2)
export const BF_CROSS = 1 << 4; // cross-theater attack (11.5 situation 2)
export const BF_PORT_DECL = 1 << 5; // USA declared sea supply for a port (11.7)
export const BF_FROM_HAND = 1 << 6; // defender formed from one card of his hand (8.3)
export const BF_LEADERLESS = 1 << 7; // leaderless invasion (9.6)
export const BF_CAN_RETREAT = 1 << 8; // defender can retreat (11.4)
export const BF_JACKSON = 1 << 9; // Jackson rejoined (CC21)
export const BF_ATT_ISOLATED = 1 << 10; // Opt 7: attacker may not add reserves
export const BF_DEF_ISOLATED = 1 << 11; // Opt 7: defender may not add reserves
export const BF_JACKSON_WINDOW = 1 << 12; // CC21: the CSA may let Jackson rejoin before reserves
export const BF_RESPONDING = 1 << 13; // 8.3: a command responds (F_RESPONDS); only its pieces may defend
export const BF_ABANDONED = 1 << 16; // 8.3 abandon
export const BF_SEA_WEST = 1 << 17; // USA can trace a sea line through a Western port (11.5 exception)
export const BF_LEADERS_BOTH = 1 << 18; // both sides had an active leader at resolution (8.6)
export const BF_DEF_CROSS = 1 << 19; // defender defends from the other theater than the target's
export const BF_MIDDLE = 1 << 20; // Opt 8: VIII Corps joined the battle
export const BF_INFERNAL = 1 << 21; // Infernal Machines played: one more CSA step (CC68)

// defender theater options
export const DO_ALLOW_E = 1;
export const DO_ALLOW_W = 2;
export const DO_RETREAT_E = 4;
export const DO_RETREAT_W = 8;
export const DO_SEA_E = 16; // defending from the East is a sea-supplied defence (size limit)

// ---- phases ---------------------------------------------------------------------------------------
export const PH_DRAW = 1; // 6 Draw/Replace Step
export const PH_DEPLOY = 2; // 7 Deploy/Move Step
export const PH_COMBAT = 3; // 8 Combat Step: choose an attack, a raid, or end
export const PH_PORT_DECL = 4; // 11.7: USA declares sea supply for the attacked port
export const PH_PICK_ATTACKER = 5; // 11.7: CSA names the attacking command after the declaration
export const PH_DEFEND = 6; // 8.3 defender responds
export const PH_EXCESS = 7; // 4.5 over-capacity cards turned face-down
export const PH_RESERVE = 8; // 8.4 reserves and withdrawals
export const PH_LOSS = 9; // 8.5 step losses
export const PH_LEADER = 10; // 8.6 choice of the affected leader
export const PH_POST = 11; // post-battle windows (Special Orders 191, Draft Riots, Opt 13)
export const PH_RAID_ATT = 12; // 10.3 raider commits cavalry
export const PH_RAID_DEF = 13; // 10.3 defender commits cavalry
export const PH_REORG_OFFER = 14; // 12 reorganize?
export const PH_REORG = 15; // 12 Reorganization Step
export const PH_REGROUP = 16; // 13 Regroup Step
export const PH_PICK = 17; // a card chosen by a side for a card effect (PK_*)
export const PH_PREACTION = 18; // 2.4 CSA pre-action
export const PH_OVER = 19;

// pick kinds
export const PK_DEGATAGA = 1; // USA picks the corps Degataga diverts (CC71)
export const PK_DRAFT_RIOTS = 2; // USA picks the corps Draft Riots discards (CC61)

// post-battle windows
export const PW_SO191 = 1;
export const PW_DRAFT_RIOTS = 2;
export const PW_CHANGE_BASE = 3;
export const PW_CHANGE_BASE_DEF = 4;
export const PW_DONE = 5;

// ---- combat results (content tables.json 'combat') --------------------------------------------------
export const R_ATT_ROUTED = 0;
export const R_ATT_DEFEATED = 1;
export const R_GENERALS = 2;
export const R_SOLDIERS = 3;
export const R_DEF_DEFEATED = 4;
export const R_DEF_ROUTED = 5;
export const RESULT_IDS = [
  'attacker-routed',
  'attacker-defeated',
  'generals-battle',
  'soldiers-battle',
  'defender-defeated',
  'defender-routed',
] as const;
// own outcome category for the casualties table
export const OC_WINNER = 0;
export const OC_STALEMATE = 1;
export const OC_DEFEATED = 2;
export const OC_ROUTED = 3;
export const OUTCOME_IDS = ['winner', 'stalemate', 'defeated', 'routed'] as const;
// leader loss effects
export const LL_KILLED = 0;
export const LL_WOUNDED = 1;
export const LL_SACKED = 2;

// ---- option bits ------------------------------------------------------------------------------------
export const O_THEATER_DEPLOY = 1 << 0; // Opt 1
export const O_CUMBERLAND_GAP = 1 << 1; // Opt 2
export const O_FORT_MONROE = 1 << 2; // Opt 3
export const O_CAV_LOSSES = 1 << 3; // Opt 4
export const O_TRANS_MISS = 1 << 4; // Opt 5
export const O_POLITICAL = 1 << 5; // Opt 6
export const O_ISOLATION = 1 << 6; // Opt 7
export const O_MIDDLE_DEPT = 1 << 7; // Opt 8
export const O_GARRISONS = 1 << 8; // Opt 9
export const O_POL_GENERALS = 1 << 9; // Opt 10
export const O_DEATHRIDE = 1 << 10; // Opt 11
export const O_ATLANTIC = 1 << 11; // Opt 12
export const O_CHANGE_BASE = 1 << 12; // Opt 13
export const O_USA_STRATEGIC = 1 << 13; // Opt 14
export const O_WEST_DISPERSION = 1 << 14; // Opt 15
export const O_NAVAL_ONCE_TURN = 1 << 15; // 7.8/12: a squadron changes theater at most once a turn
// readings (README)
export const O_ALWAYS_SACKED = 1 << 16; // 4.6: a leader left alone is sacked even outside battle
export const O_PROD_LOSES_SUPPLY = 1 << 17; // 6.6: production restores cost a supply point
export const O_LW_SUPPLY_ONLY = 1 << 18; // 6.3/17.3: USA Late War bonus is a supply point only
export const O_SLOWS_DIE = 1 << 19; // The Slows also gives -1 to the red die
export const O_RAID_SUM = 1 << 20; // 10.3: raid results add up instead of taking the larger
export const O_MULTI_JUMP_ONLY = 1 << 21; // 8.3: only target and jump-off cities allow a second defence
export const O_FACEDOWN_NO_BLOCKADE = 1 << 22; // 9.7: a squadron that changed theater does not blockade
export const O_MONITOR_SINGLE = 1 << 23; // 9.7: Monitor + one squadron is not "two squadrons"
export const O_RAILNET_CSA_CARDS = 1 << 24; // 14.3: count only CSA-side map cards for the CSA railnet
export const O_GETT_GAP_USA = 1 << 25; // Gettysburg: Cumberland Gap is USA-held
export const O_FREE_RESTORE_TURN = 1 << 26; // 6.6: the USA corps and partial-blockade restores last the whole turn
export const O_INACTIVE_LEFT_OUT = 1 << 27; // 8.9: cards inactive until the end of the Combat Step stay out of battles
export const O_WOUNDED_DISGRACED = 1 << 28; // 8.6: a routed disfavored commander the table wounds is disgraced too

// ---- victory (0: none) --------------------------------------------------------------------------------
export const V_USA_OPERATIONAL = 1;
export const V_USA_ATTRITIONAL = 2;
export const V_USA_STRATEGIC = 3;
export const V_CSA_WASHINGTON = 4;
export const V_CSA_STRATEGIC = 5;
export const V_CSA_DIPLOMATIC = 6;
export const V_CSA_ELECTIONS = 7;
export const V_CSA_ATTRITIONAL = 8;
export const VICTORY_IDS = [
  'none',
  'usa-operational',
  'usa-attritional',
  'usa-strategic',
  'csa-washington',
  'csa-strategic',
  'csa-diplomatic',
  'csa-elections',
  'csa-attritional',
] as const;
export const VICTORY_TEXT = [
  '',
  'USA Operational Victory: malice towards none and charity towards all',
  'USA Attritional Victory: occupation, reconstruction, Jim Crow',
  'USA Strategic Victory: liberation without compensation',
  'CSA Strategic Victory: Washington captured',
  'CSA Strategic Victory: Objectives Total -4',
  'CSA Diplomatic Victory: the British intervene',
  'CSA Operational Victory: McClellan elected in 1864',
  'CSA Attritional Victory: Yankee go home',
];

export const USA = 0;
export const CSA = 1;
export const SIDES = ['usa', 'csa'] as const;
export const SIDE_NAMES = ['USA', 'CSA'];
