/**
 * The zod schemas of a uscw content pack (src/games/uscw/content/<pack>/): map.json (grid rows of
 * terrain, state and theater codes, places, hexsides, spaces), leaders.json (generals and the Turn
 * Record Track schedule), scenarios.json (setups) and tables.json (CRT and the other player-aid
 * tables). Errors name the file, the entry and the field (src/core/content.ts parsePack).
 */
import { z } from 'zod';

const Side = z.enum(['usa', 'csa']);
const Zone = z.enum(['NA', 'SA', 'GULF']);

export const MapSchema = z.strictObject({
  grid: z.strictObject({
    firstRow: z.number().int(),
    lastRow: z.number().int(),
    firstCol: z.number().int(),
    lastCol: z.number().int(),
  }),
  legend: z.record(z.string(), z.string()),
  terrain: z.array(z.string()),
  state: z.array(z.string()),
  theater: z.array(z.string()),
  states: z.record(z.string(), z.string()),
  places: z.array(
    z.strictObject({
      hex: z.number().int(),
      name: z.string().min(1),
      state: z.string().length(2),
      pinned: z.boolean().optional(),
      city: z.boolean().optional(),
      obj: z.boolean().optional(),
      bp: z.number().int().min(1).max(9).optional(),
      cap: z.enum(['nat', 'state']).optional(),
      port: z.enum(['ocean', 'river']).optional(),
      runner: z.tuple([Zone, z.number().int().min(1).max(5)]).optional(),
      yard: z.boolean().optional(),
      salt: z.boolean().optional(),
      cross: z.boolean().optional(),
      /** A port that is no port on its coastal side (Special Hexes, Brashear City; W70 A). */
      coastNoPort: z.boolean().optional(),
    }),
  ),
  sides: z.array(
    z.strictObject({
      a: z.number().int(),
      b: z.number().int(),
      f: z.array(
        z.enum([
          'minor',
          'nav',
          'type2',
          'bridge',
          'rail',
          'newrail',
          'ferry',
          'mountain',
          'pass',
          'gap',
          'road',
          'cost2in',
          'impassable',
        ]),
      ),
      river: z.string().optional(),
    }),
  ),
  spaces: z.array(
    z.strictObject({
      id: z.string().min(1),
      kind: z.enum(['cf', 'island', 'box', 'offmap']),
      state: z.string().length(2),
      theater: z.enum(['E', 'W', 'T']),
      sea: z.string().optional(),
      protects: z.number().int().optional(),
      port: z.enum(['ocean', 'river']).optional(),
      runner: z.tuple([Zone, z.number().int().min(1).max(5)]).optional(),
      bp: z.number().int().min(1).max(9).optional(),
      links: z.array(
        z.strictObject({
          to: z.union([z.number().int(), z.string()]),
          kind: z.enum(['land', 'cf', 'water', 'rail']),
          cost: z.number().int().optional(),
        }),
      ),
      note: z.string(),
    }),
  ),
  anchors: z.array(z.strictObject({ hex: z.number().int(), note: z.string() })),
});
export type MapJson = z.infer<typeof MapSchema>;

const Event = z.strictObject({
  turn: z.number().int().min(1).max(20),
  do: z.enum(['P', 'DM', 'R', 'T', 'U', 'Rtn', 'rw']),
  rank: z.number().int().min(1).max(4).optional(),
  to: z.string().optional(),
  of: z.string().optional(),
  theater: z.enum(['E', 'W', 'T']).optional(),
});

export const LeadersSchema = z.strictObject({
  doc: z.string(),
  generals: z.array(
    z.strictObject({
      id: z.string().min(1),
      name: z.string().min(1),
      side: Side,
      rank: z.number().int().min(0).max(4),
      att: z.number().int().min(0).max(4),
      def: z.number().int().min(0).max(4),
      ma: z.number().int().min(0).max(9),
      cautious: z.boolean().optional(),
      cav: z.boolean().optional(),
      naval: z.boolean().optional(),
      arrive: z
        .strictObject({ turn: z.number().int().min(1).max(20), theater: z.enum(['E', 'W', 'T']) })
        .optional(),
      events: z.array(Event).optional(),
    }),
  ),
});
export type LeadersJson = z.infer<typeof LeadersSchema>;

const UnitSetup = z.strictObject({
  side: Side,
  at: z.string().min(1),
  sp: z.number().int().min(0).max(40),
  generals: z.array(z.string()).optional(),
  fort: z.number().int().min(1).max(3).optional(),
  entrench: z.boolean().optional(),
});

const NavySetup = z.strictObject({
  side: Side,
  at: z.string().min(1),
  kind: z.enum(['river', 'ocean', 'flotilla', 'ironclad', 'battery']).optional(),
  n: z.number().int().min(1).max(8).optional(),
  leader: z.string().optional(),
});

export const ScenarioSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  doc: z.string(),
  base: z.string().optional(),
  startTurn: z.number().int().min(1).max(20).optional(),
  lastTurn: z.number().int().min(1).max(20),
  victory: z.strictObject({ kind: z.enum(['scenario', 'campaign']), need: z.number().int() }),
  cards: z.number().int().min(0).max(5).optional(),
  border: z.strictObject({ MO: z.string(), KY: z.string(), WV: z.string() }).optional(),
  maintenance: z.number().int().optional(),
  arsenals: z.array(z.strictObject({ at: z.string(), n: z.number().int().min(1).max(6) })).optional(),
  stated: z
    .strictObject({
      resourceBP: z.number().int(),
      unionVP: z.number().int(),
      blockade: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
      arsenals: z.number().int(),
      ironclads: z.number().int(),
    })
    .optional(),
  units: z.array(UnitSetup).optional(),
  control: z.array(z.strictObject({ side: Side, at: z.string() })).optional(),
  militia: z
    .array(
      z.strictObject({
        side: Side,
        state: z.string().length(2),
        at: z.string().optional(),
        displaced: z.boolean().optional(),
      }),
    )
    .optional(),
  navy: z.array(NavySetup).optional(),
  alexandria: z.strictObject({ from: z.string(), to: z.string() }).optional(),
});
export type ScenarioJson = z.infer<typeof ScenarioSchema>;

export const ScenariosSchema = z.strictObject({ doc: z.string(), scenarios: z.array(ScenarioSchema).min(1) });
export type ScenariosJson = z.infer<typeof ScenariosSchema>;

const Column = z.strictObject({
  label: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  dice: z.number().int().min(1).max(3),
  first: z.number().int(),
  results: z.array(z.string().regex(/^(\d*)([ds]?)$/)).min(1),
});
const Counts = z.strictObject({
  east: z.number().int(),
  west: z.number().int(),
  tm: z.number().int(),
  naval: z.number().int(),
  any: z.number().int(),
});

export const TablesSchema = z.strictObject({
  crt: z.strictObject({ doc: z.string(), columns: z.array(Column).min(1) }),
  generalsUsed: z.strictObject({ doc: z.string(), upTo6: z.number(), upTo12: z.number(), more: z.number() }),
  attrition: z.strictObject({ doc: z.string(), first: z.number().int(), results: z.array(z.number().int()) }),
  surrender: z.strictObject({ doc: z.string(), first: z.number().int(), results: z.array(z.number().int()) }),
  blockade: z.record(z.string(), z.union([z.string(), z.array(z.string().regex(/^\d+m?$/))])),
  randomStates: z.record(z.string(), z.string()),
  benchmark: z.strictObject({ doc: z.string(), byTurn: z.array(z.number().int()).length(20) }),
  seasons: z.strictObject({
    doc: z.string(),
    byTurn: z.array(z.enum(['winter', 'spring', 'summer', 'fall'])).length(20),
  }),
  decks: z.strictObject({ doc: z.string(), usa: Counts, csa: Counts }),
  unionReinforcements: z.strictObject({
    doc: z.string(),
    east: z.number().int(),
    ohioIndiana: z.number().int(),
    illinois: z.number().int(),
    stLouis: z.number().int(),
  }),
  strategic: z.strictObject({
    doc: z.string(),
    usa: z.strictObject({ rail: z.number(), river: z.number(), ocean: z.number(), road: z.number() }),
    csa: z.strictObject({ rail: z.number(), river: z.number(), ocean: z.number(), road: z.number() }),
  }),
  naval: z.strictObject({
    doc: z.string(),
    usaRiverMax: z.number().int(),
    usaOceanMax: z.number().int(),
    usaReinforcements: z.array(
      z.strictObject({
        turn: z.number().int(),
        ocean: z.number().int().optional(),
        river: z.number().int().optional(),
      }),
    ),
    csaTable: z.array(z.enum(['ironclad', 'battery', 'flotilla'])).length(6),
    fortNsp: z.number().int(),
    cfNsp: z.number().int(),
    batteryNsp: z.number().int(),
    ironcladNsp: z.number().int(),
  }),
});
export type TablesJson = z.infer<typeof TablesSchema>;
