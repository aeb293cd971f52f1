/**
 * The zod schemas of an American Civil War content pack (content/<pack>/): map.json (the hex map:
 * terrain, states, rivers along hexsides, railroads through hexes, cities and places, regions),
 * tables.json (turn track, CRT, command control, attrition, supply values, victory points) and
 * scenarios.json (set-ups). manifest.json is the common one (src/core/content.ts).
 */
import { z } from 'zod';

const HexId = z.number().int().min(101).max(5333);
const Pair = z.tuple([HexId, HexId]);
const RiverClass = z.enum(['unnavigable', 'navigable', 'tidal']);

export const MapSchema = z.strictObject({
  grid: z.strictObject({
    idFormat: z.literal('CCRR'),
    orientation: z.literal('flat'),
    shifted: z.literal('even'),
    firstCol: z.literal(1),
    lastCol: z.literal(53),
    firstRow: z.literal(1),
    lastRow: z.literal(33),
  }),
  georeference: z.strictObject({
    anchors: z.array(z.strictObject({ name: z.string(), id: HexId, lon: z.number(), lat: z.number() })),
    residualHexes: z.array(z.strictObject({ name: z.string(), off: z.number() })),
    transform: z.strictObject({ x: z.array(z.number()).length(3), y: z.array(z.number()).length(3) }),
  }),
  /** Row strings (row 01 first), one character per column: . sea, c clear, r rough, s swamp; upper case = coastal. */
  terrain: z
    .array(z.string().regex(/^[.crsCRS]{53}$/, 'expected 53 characters of . c r s (upper case: coastal)'))
    .length(33),
  /** Row strings, two characters per column: a state's postal code, '..' for sea. */
  states: z.array(z.string().regex(/^([A-Z]{2}|\.\.){53}$/, 'expected 53 two-letter state codes')).length(33),
  sympathetic: z.array(HexId),
  transMississippi: z.array(HexId),
  rivers: z.array(z.strictObject({ river: z.string().min(1), class: RiverClass, sides: z.array(Pair) })),
  railroads: z.array(
    z.strictObject({ name: z.string().min(1), hexes: z.array(HexId).min(2), breaks: z.array(Pair) }),
  ),
  railheads: z.array(Pair),
  ferries: z.array(z.strictObject({ name: z.string(), sides: Pair })),
  cities: z.array(
    z.strictObject({
      name: z.string().min(1),
      state: z.string().length(2),
      kind: z.enum(['supply', 'port', 'city']),
      group: z.number().int().min(1).max(7).optional(),
      union: z.boolean().optional(),
      sympathetic: z.boolean().optional(),
      crossing: z.boolean().optional(),
      hex: HexId,
    }),
  ),
  places: z.array(
    z.strictObject({ name: z.string().min(1), kind: z.enum(['supply', 'fort', 'landmark']), hex: HexId }),
  ),
  unionSupplyHexes: z.array(HexId).min(1),
  navalEntry: HexId,
});
export type MapJson = z.infer<typeof MapSchema>;

const Cell = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
const Season = z.enum(['winter', 'spring', 'summer', 'autumn']);

export const TablesSchema = z.strictObject({
  turns: z
    .array(
      z.strictObject({
        gt: z.number().int().min(1).max(16),
        season: Season,
        year: z.number().int().min(1861).max(1865),
        ma: z.number().int().min(1).max(40),
        attrition: z.boolean(),
        csaCC: z.number().int().min(0).max(5),
        usaCC: z.number().int().min(0).max(5),
        csaReinforcements: z.number().int().min(0),
        csaMinimum: z.number().int().min(0),
        usaArmy: z.number().int().min(0),
        riverine: z.enum(['none', '5201', '1208/1513']),
        naval: z.number().int().min(0),
        seaLift: z.number().int().min(0),
      }),
    )
    .length(16),
  atLarge: z.strictObject({
    Washington: z.array(z.number().int().min(0)).length(16),
    Cincinnati: z.array(z.number().int().min(0)).length(16),
    Cairo: z.array(z.number().int().min(0)).length(16),
  }),
  electionTurn: z.number().int().min(1).max(16),
  electionThreshold: z.number().int().min(0),
  crt: z.strictObject({
    columns: z.array(z.number().int()).length(10),
    rows: z.array(z.array(Cell).length(10)).length(6),
    asterisks: z.strictObject({
      A: z.array(z.array(z.boolean()).length(10)).length(6),
      B: z.array(z.array(z.boolean()).length(10)).length(6),
    }),
  }),
  commandControl: z.record(
    z.enum(['1', '2', '3', '4', '5']),
    z.array(z.array(z.number().int().min(0).max(9))).length(6),
  ),
  attrition: z.strictObject({
    columns: z.array(z.number().int().min(1)).length(8),
    rows: z.array(z.array(z.number().int().min(0)).length(8)).length(6),
  }),
  supplyValues: z.record(z.string(), z.array(z.number().int().min(0)).length(4)),
  portValue: z.number().int().min(0),
  forage: z.strictObject({
    clear: z.number().int().min(0),
    rough: z.number().int().min(0),
    swamp: z.number().int().min(0),
  }),
  offMap: z.strictObject({ floridaStraitsMP: z.number().min(0), deltaMP: z.number().min(0) }),
});
export type TablesJson = z.infer<typeof TablesSchema>;

const Garrison = z.strictObject({
  place: z.string().min(1),
  sp: z.number().int().min(1),
  kind: z.enum(['army', 'garrison']),
  fort: z.boolean(),
});

export const ScenariosSchema = z.strictObject({
  scenarios: z
    .array(
      z.strictObject({
        id: z.string().min(1),
        name: z.string(),
        rule: z.string(),
        doc: z.string(),
        garrisons: z.array(Garrison),
        csaDeploy: z.number().int().min(0),
        usaDeploy: z.number().int().min(0),
        usaDeployPool19_2: z.number().int().min(0),
        usmrr: z.array(z.string().min(1)),
        naval: z.array(z.strictObject({ hex: HexId, sp: z.number().int().min(1) })),
        leaderA: z.number().int().min(0).max(3),
        optionalGarrisons: z.array(
          z.strictObject({
            place: z.string().min(1),
            maxRoll: z.number().int().min(0).max(6),
            kind: z.enum(['army', 'garrison']),
            fort: z.boolean(),
          }),
        ),
        unionReinforcementCities: z
          .array(
            z.strictObject({
              city: z.string(),
              sp: z.number().int().min(0),
              alternates: z.array(z.string()),
            }),
          )
          .length(3),
        usmrrHomes: z.array(z.string()).min(1),
        kentuckyCompensation: z.string(),
      }),
    )
    .min(1),
});
export type ScenarioJson = z.infer<typeof ScenariosSchema>['scenarios'][number];
