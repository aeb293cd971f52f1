/**
 * A House Divided: the state is ONE Int32Array (clone = one `slice`). This file is its map.
 *
 *   [0 .. HEADER)                     header words (H_*), including the dice generator (sfc32, 4 words)
 *   [U_LOC  .. U_LOC + NU)            unit slot location: box index, or POOL / STOCK / DRAFT
 *   [U_ST   .. U_ST + NU)             unit status bits (ST_*)
 *   [U_FROM .. U_FROM + NU)           box the unit entered its current box from this turn (-1 none, FROM_SEA)
 *   [U_TGT  .. U_TGT + NU)            announced fire target slot in the current battle round (-1 none)
 *   [B_CTRL .. B_CTRL + NB)           control: CTRL_* side+1 in bits 0-1, claim bit, recruits this segment
 *   [B_CNT  .. B_CNT + NB)            unit counts: usa total | usa cav << 8 | csa total << 16 | csa cav << 24
 *
 * Unit slots are the counter mix (R1.4 Game Piece Inventory): a slot has a fixed side and type; the
 * slots of one (side, type) are contiguous. Interchangeable units are told apart only by status.
 */

import { GAME_WORDS, chanceAt } from '../../core/header.js';

/** Capacities: a pack may have up to NU_CAP unit slots and NB_CAP boxes (standard: 116 and 129). */
export const NU_CAP = 128;
export const NB_CAP = 160;

// ---- header -------------------------------------------------------------------------------------
// The engine's words come first (src/core/header.ts: terminal, winner, victory, margin, turn, steps,
// pack, and the dice generator as chance stream 0); the game's own follow from GAME_WORDS.
export { CH_PACK, CH_TERMINAL, CH_TURN, CH_WINNER } from '../../core/header.js';
export const H_RNG = chanceAt(0); // 4 words: dice generator (sfc32)
export const H_SIDE = GAME_WORDS + 0; // phasing side (0 usa, 1 csa)
export const H_PHASE = GAME_WORDS + 1; // PH_*
export const H_MARCHES = GAME_WORDS + 2; // Marches left this Movement Segment
export const H_MARCH_DIE = GAME_WORDS + 3; // the march die as rolled (0 when not rolled: first turn)
export const H_ACTIVE = GAME_WORDS + 4; // box activated by the current March (-1 none)
export const H_RP = GAME_WORDS + 5; // Recruitment Points left
export const H_RECRUIT_DIE = GAME_WORDS + 6; // the recruitment die as rolled
export const H_PROMOS = GAME_WORDS + 7; // promotions left in the Promotion Segment
export const H_DRAFTS = GAME_WORDS + 8; // Union drafts begun (R7.2; R7.4 counts them)
export const H_AM = GAME_WORDS + 9; // 2 words: Army Maximum per side (political, R7.1)
export const H_FLAGS = GAME_WORDS + 11; // F_*
export const H_CSA_LOST = GAME_WORDS + 12; // CSA Veteran/Crack units eliminated in battle this Game Turn (R6.2)
export const H_BATTLE = GAME_WORDS + 13; // battle box (-1 none)
export const H_ROUND = GAME_WORDS + 14; // battle round, 1-based
export const H_BPART = GAME_WORDS + 15; // which part of the round: 0 defender, 1 attacker
export const H_REINF = GAME_WORDS + 16; // bitmask over the battle box's neighbours already used to reinforce this part
export const H_BWINNER = GAME_WORDS + 17; // side that won the last battle (for its promotion)
export const H_END_TURN = GAME_WORDS + 18; // last Game Turn
export const H_START_TURN = GAME_WORDS + 19; // first Game Turn of the scenario
export const H_SCENARIO = GAME_WORDS + 20; // scenario index
export const H_OPT = GAME_WORDS + 21; // option bits (O_*)
export const H_MARCH_END = GAME_WORDS + 22; // R11.3 March ending turn (0 none)
export const H_DETAIL = GAME_WORDS + 23; // victory level for R11.3 (index into MARCH_LEVELS), -1 none
export const H_LAST_HITS = GAME_WORDS + 24; // 2 words: hits scored by each side in the last fire (for narration)
export const H_RETREATED = GAME_WORDS + 26; // side that retreated from the last battle (-1 none), for narration
export const H_END_KIND = GAME_WORDS + 27; // END_*: how the last Game Turn is judged
export const H_ENTRY_MASK = GAME_WORDS + 28; // bits over the battle box's neighbours: boxes attackers entered from (R5.4, R5.6)
export const H_CSA_LOST_PT = GAME_WORDS + 29; // CSA Veteran/Crack units eliminated in battle this Player Turn (R6.2 reading)
export const H_ZOB = GAME_WORDS + 30; // 4 words: Zobrist hash (2 words) of each side's occupancy (box occupied, cavalry present)
export const H_ZCTRL = GAME_WORDS + 34; // 2 words: Zobrist hash of box control
const HEADER = GAME_WORDS + 36;
export const U_LOC = HEADER;
export const U_ST = U_LOC + NU_CAP;
export const U_FROM = U_ST + NU_CAP;
export const U_TGT = U_FROM + NU_CAP;
export const B_CTRL = U_TGT + NU_CAP;
export const B_CNT = B_CTRL + NB_CAP;
export const STATE_SIZE = B_CNT + NB_CAP;

// ---- scenario endings --------------------------------------------------------------------------
export const END_CAMPAIGN = 0; // R10.0: the Confederacy wins by surviving
export const END_SHORT_GAME = 1; // R11.1: the Union needs an Army Maximum 5 greater

// ---- phases -------------------------------------------------------------------------------------
export const PH_MOVE = 1; // R4: Marches, entrenchment, sea movement, invasions
export const PH_PICK_BATTLE = 2; // R5.0: attacker picks the next battle
export const PH_WITHDRAW = 3; // R5.6: all-cavalry defender may withdraw
export const PH_PRE_FIRE = 4; // R5.4/R5.5: retreat or reinforce before firing (round 2+)
export const PH_TARGET = 5; // R5.1: announce targets
export const PH_BATTLE_PROMO = 6; // R6.0: the winner may promote one surviving participant
export const PH_PROMOTE = 7; // R6.0: Promotion Segment
export const PH_RECRUIT = 8; // R7.0: Recruitment Segment
export const PH_OVER = 9;

// ---- header flags -------------------------------------------------------------------------------
export const F_KY_OPEN = 1; // R4.12: Kentucky open to Union units
export const F_INVASION = 2; // R4.7: the Union rolled a 6 this Movement Segment
export const F_REINFORCED = 4; // R5.5: the side reinforced this part (retreat no longer allowed)

// ---- option bits (resolved once at create; see options.ts) -------------------------------------
export const O_FIRST_TURN = 1 << 0; // R4.11
export const O_KY_NEUTRAL = 1 << 1; // R4.12
export const O_FORT_MONROE = 1 << 2; // R4.71
export const O_CRACK_INF = 1 << 3; // R4.8
export const O_RAIL_BONUS = 1 << 4; // R4.9
export const O_LIKE_TARGETS = 1 << 5; // R5.2
export const O_EVACUATION = 1 << 6; // R5.41
export const O_REFIT = 1 << 7; // R5.71
export const O_EXPERIENCE = 1 << 8; // R6.1
export const O_CSA_TRAINING = 1 << 9; // R6.2
export const O_DRAFT_RIOTS = 1 << 10; // R7.3
export const O_UNION_FORCES = 1 << 11; // R7.4
export const O_HIST_RECRUIT = 1 << 12; // R7.5
export const O_EXTENDED = 1 << 13; // R9.1
export const O_NOVICE = 1 << 14; // R10.1
export const O_RULE_OF_7 = 1 << 15; // tournament house rule
export const O_SUDDEN_DEATH = 1 << 16; // R11.3 sudden death
// readings (digest §11)
export const O_RJUMP_FIRST_LEG = 1 << 17; // #19: a river jump needs only its first leg downriver
export const O_NO_LEAVE_CONTESTED = 1 << 18; // #20: units in an enemy-occupied box may not March out
export const O_CSA_POTOMAC_REINF = 1 << 19; // #22: CSA may reinforce along the Potomac
export const O_SCRANTON_NOT_3 = 1 << 20; // #9: R7.5 double recruitment only in the four named cities
export const O_R62_GAME_TURN = 1 << 21; // #27: (default on) R6.2 counts losses of the whole Game Turn

// ---- unit locations -----------------------------------------------------------------------------
export const LOC_POOL = 200; // Recruitment Pool (Militia)
export const LOC_STOCK = 201; // stock (Veteran, Crack)
export const LOC_DRAFT = 202; // Union militia set aside for the drafts (R7.2)
export const FROM_NONE = -1;
export const FROM_SEA = -2; // arrived by sea movement or naval invasion

// ---- unit status bits ---------------------------------------------------------------------------
export const ST_REDUCED = 1; // R5.1 flipped to its reduced side
export const ST_ENTRENCHED = 2; // R4.3
export const ST_USED_SHIFT = 2; // bits 2-3: Marches used this turn (0..2), R4.0 unit March limit
export const ST_USED_MASK = 3 << ST_USED_SHIFT;
export const ST_JUMPED = 16; // R4.4/R4.5: made its one Jump Move this segment
export const ST_SEA = 32; // R4.6/R4.7: moved by sea this segment; no other movement
export const ST_FOUGHT = 64; // R5.5: fought in a battle this Player Turn
export const ST_PROMOTED = 128; // R6.0: promoted this Player Turn
export const ST_CROSSED = 256; // R5.34: attacking across a river (naval invasions too)

// ---- control word -------------------------------------------------------------------------------
export const CTRL_NONE = 0;
export const CTRL_MASK = 3; // side + 1
export const CLAIM = 4; // controller held it with infantry at the end of a Combat Segment (R8.0)
export const RECRUITS_SHIFT = 3; // bits 3-4: militia recruited here this segment (R7.0, R7.5)
export const RECRUITS_MASK = 3 << RECRUITS_SHIFT;

// ---- unit types: type = arm * 3 + grade (Mi Vi Ci Mc Vc Cc) ------------------------------------
export const ARM_INF = 0;
export const ARM_CAV = 1;
export const G_MILITIA = 0;
export const G_VETERAN = 1;
export const G_CRACK = 2;
export const NTYPES = 6;
export const TYPE_CODES = ['Mi', 'Vi', 'Ci', 'Mc', 'Vc', 'Cc'] as const;
export const T_MI = 0;
export const T_CI = 2;
export const T_MC = 3;

// ---- victory types ------------------------------------------------------------------------------
export const V_NONE = 0;
export const V_SEVEN_CITIES = 1; // R10.0 Union
export const V_WASHINGTON = 2; // R10.0 CSA 1
export const V_ARMY_MAX = 3; // R10.0 CSA 2
export const V_SURVIVAL = 4; // R10.0 CSA 3
export const V_SHORT_GAME = 5; // R11.1
export const V_MARCH_TABLE = 6; // R11.3
export const V_SUDDEN_DEATH = 7; // R11.3
export const VICTORY_IDS = [
  'none',
  'seven-cities',
  'washington',
  'army-maximum',
  'survival',
  'short-game',
  'march-table',
  'sudden-death',
] as const;

export const USA = 0;
export const CSA = 1;
export const SIDES = ['usa', 'csa'] as const;
