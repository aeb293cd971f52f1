/**
 * The zod schemas of a Lincoln's War content pack (one per file of content/provisional/); errors name
 * the file, the entry and the field (src/core/content.ts parsePack). content.ts compiles them.
 */

import { z } from 'zod';

const Id = z.string().regex(/^[a-z0-9-]+$/, 'expected a lowercase id (letters, digits, -)');
const Side = z.enum(['usa', 'csa']);
const HexId = z.number().int().min(101).max(9999);
const TurnLabel = z.enum(['Su61', 'Sp62', 'Su62', 'Sp63', 'Su63', 'Sp64', 'Su64']);
export const TURN_LABELS = ['Su61', 'Sp62', 'Su62', 'Sp63', 'Su63', 'Sp64', 'Su64'] as const;
const Region = z.enum(['eastern', 'up-north', 'kentucky-tennessee', 'down-south', 'trans-mississippi']);
export const REGIONS = [
  'eastern',
  'up-north',
  'kentucky-tennessee',
  'down-south',
  'trans-mississippi',
] as const;

export const MapSchema = z.strictObject({
  grid: z.strictObject({
    cols: z.number().int().min(1).max(40),
    rows: z.number().int().min(1).max(40),
    idFormat: z.literal('CCRR'),
    orientation: z.literal('flat'),
    shifted: z.literal('odd'),
  }),
  states: z.array(z.string()),
  unionStates: z.array(z.string().length(2)),
  confederateStates: z.array(z.string().length(2)),
  regions: z.record(Region, z.array(z.string().length(2))),
  mountains: z.array(HexId),
  impassable: z.array(z.string().regex(/^\d{4}\/\d{4}$/, 'expected a hexside "CCRR/CCRR"')),
  rivers: z.array(
    z.strictObject({
      id: Id,
      name: z.string(),
      mississippi: z.boolean().optional(),
      sides: z.array(z.string().regex(/^\d{4}\/\d{4}$/, 'expected a hexside "CCRR/CCRR"')),
    }),
  ),
  rails: z.array(z.strictObject({ name: z.string(), route: z.array(HexId).min(2) })),
  cities: z.array(
    z.strictObject({
      id: Id,
      name: z.string(),
      hex: HexId,
      side: z.enum(['usa', 'csa', 'neutral']),
      defense: z.union([z.number().int().min(0).max(9), z.enum(['capital', 'X', '*'])]),
      supply: z.union([z.number().int().min(0).max(9), z.literal('*')]),
      port: z.enum(['ocean', 'river', 'both']).optional(),
      blockade: z.number().int().min(0).max(3).optional(),
      vp: z.number().int().min(0).max(9).optional(),
      flags: z
        .array(
          z.enum([
            'capital',
            'transit',
            'bracketed',
            'no-csa-entry',
            'fort-monroe',
            'missouri',
            'kentucky',
            'mississippi',
            'southern-port',
          ]),
        )
        .optional(),
    }),
  ),
  raidColumns: z.number().int().min(1).max(12),
  unionFleetPorts: z.array(Id),
});
export type MapJson = z.infer<typeof MapSchema>;

const Grade = z.enum(['A', 'B', 'C', 'D', '*']);
export const GeneralsSchema = z.strictObject({
  generals: z.array(
    z.strictObject({
      id: Id,
      name: z.string(),
      side: Side,
      cavalry: z.boolean().optional(),
      threeStar: z.boolean().optional(),
      grade: z.union([Grade, z.tuple([Grade, Grade])]),
      temper: z.enum(['bold', 'steady', 'cautious', 'dilatory']),
      hex: HexId,
      enters: z.union([TurnLabel, z.literal('EP')]).optional(),
      flags: z.array(z.enum(['gic-candidate', 'hincks'])).optional(),
    }),
  ),
});

const Ratings = z.strictObject({
  attack: z.array(z.number().int().min(0).max(9)),
  defense: z.array(z.number().int().min(0).max(9)),
});
export const RubricSchema = z.strictObject({
  doc: z.string(),
  infantry: z.record(z.enum(['A', 'B', 'C', 'D']), Ratings),
  cavalry: z.record(z.enum(['A', 'B', 'C', 'D']), Ratings),
  activation: z.record(z.enum(['bold', 'steady', 'cautious', 'dilatory']), z.number().int().min(0).max(6)),
  tco: z.strictObject({
    activation: z.number().int().min(0).max(6),
    indecisiveModifier: z.array(z.number().int()).length(3),
  }),
});

const Resource = z.strictObject({
  attack: z.number().int().min(0).max(9),
  defense: z.number().int().min(0).max(9),
  only: z.literal('river-attack').optional(),
  special: z.enum(['reluctant', 'surprise', 'steal-march', 'trap']).optional(),
});
const Event = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('pc'),
    gain: z.number().int().min(0).max(9),
    enemyLoss: z.number().int().min(0).max(9),
  }),
  z.strictObject({ kind: z.literal('csp'), gain: z.number().int().min(0).max(9) }),
  z.strictObject({ kind: z.literal('remove-it'), n: z.number().int().min(1).max(9) }),
  z.strictObject({ kind: z.literal('draw'), n: z.number().int().min(1).max(3) }),
  z.strictObject({ kind: z.literal('sharpshooter') }),
  z.strictObject({ kind: z.literal('foote') }),
  z.strictObject({ kind: z.literal('promote') }),
  z.strictObject({ kind: z.literal('seditious-relief') }),
  z.strictObject({ kind: z.literal('blockade-runner'), port: Id, pc: z.number().int().min(0).max(9) }),
  z.strictObject({ kind: z.literal('peculiar') }),
  z.strictObject({ kind: z.literal('irregulars') }),
]);
export type EventJson = z.infer<typeof Event>;
const CardSchema = z.strictObject({
  number: z.number().int().min(1).max(81),
  name: z.string(),
  kind: z.enum([
    'activation',
    'campaign',
    'seditious',
    'committee',
    'zero-resource',
    'assassination',
    'csp',
    'irregulars',
  ]),
  pc: z.number().int().min(-9).max(9),
  erratic: z.array(z.number().int().min(0).max(9)).length(6).optional(),
  resource: Resource.optional(),
  event: Event.optional(),
  region: Region.optional(),
  year: z.union([z.literal(62), z.literal(63), z.literal(64)]).optional(),
  optional: z.enum(['peculiar', 'trap', 'kickstarter', 'irregulars']).optional(),
  symbols: z.array(z.enum(['star', 'skull', 'hay'])),
});
export const DeckSchema = z.strictObject({ side: Side, cards: z.array(CardSchema).length(81) });

const Casualty = z.enum(['miss', 'wound', 'kill', '1', '2']);
const PerTurn = z.array(z.number().int().min(0).max(99)).length(7);
export const TablesSchema = z.strictObject({
  turns: z.array(TurnLabel).length(7),
  handSize: PerTurn,
  washingtonDefense: PerTurn,
  richmondDefense: PerTurn,
  draft: z.strictObject({ usa: PerTurn, csa: PerTurn }),
  csaManpowerRollFrom: TurnLabel,
  oceanStars: PerTurn,
  fleetsBuildable: PerTurn,
  raidersBuildable: PerTurn,
  assetsBuildable: PerTurn,
  rail: z.strictObject({ usa: PerTurn, csa: PerTurn }),
  riverStars: z.strictObject({ usa: z.number().int().min(0).max(9), csa: z.number().int().min(0).max(9) }),
  epLead: PerTurn,
  biLead: z.array(z.number().int().min(0).max(99).nullable()).length(7),
  casualty: z.strictObject({
    '1': z.array(Casualty).length(12),
    '2': z.array(Casualty).length(12),
    '3': z.array(Casualty).length(12),
  }),
  raid: z.array(z.boolean()).length(6),
  indecisive: z.array(z.number().int().min(0).max(9)).length(6),
  navalAssets: z.strictObject({
    ironclad: z.number().int().min(0),
    hunley: z.number().int().min(0),
    'false-information': z.number().int().min(0),
  }),
  raiders: z.number().int().min(0).max(12),
  fleets: z.number().int().min(0).max(24),
  tco: z.strictObject({ infantry: z.number().int().min(1).max(8), cavalry: z.number().int().min(1).max(4) }),
});
export type TablesJson = z.infer<typeof TablesSchema>;

const PcPair = z.strictObject({ usa: z.number().int().min(0).max(99), csa: z.number().int().min(0).max(99) });
const SetupSchema = z.strictObject({
  pc: PcPair,
  csp: PcPair,
  emancipation: z.boolean().optional(),
  kentucky: Side.optional(),
  gic: z.strictObject({ usa: Id, csa: Id }).optional(),
  generals: z.array(z.tuple([Id, HexId, z.number().int().min(1).max(3)])).optional(),
  disgraced: z.array(Id).optional(),
  deceased: z.array(Id).optional(),
  control: z.strictObject({ usa: z.array(Id), csa: z.array(Id) }).optional(),
  fleets: z.array(z.string()).optional(),
  raiders: z.array(z.number().int().min(0)).optional(),
  assets: z.array(Id).optional(),
});
export const ScenariosSchema = z.strictObject({
  scenarios: z.array(
    z.strictObject({
      id: Id,
      name: z.string(),
      doc: z.string(),
      firstTurn: TurnLabel,
      lastTurn: TurnLabel,
      victory: z.strictObject({ side: Side, margin: z.number().int().min(0).max(99) }),
      ignoreVp: z.array(z.enum(['mississippi', 'southern-ports'])),
      setup: SetupSchema,
    }),
  ),
});
export type ScenarioJson = z.infer<typeof ScenariosSchema>['scenarios'][number];
