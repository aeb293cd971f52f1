/**
 * The JSON files of a Blue vs Gray content pack as zod schemas (content.ts loads them; errors name
 * file, entry and field): the two decks (cards by kind), the map (cities, map cards and their
 * versions, connections), the tables (Combat Results, Casualties, leader losses) and the scenarios.
 */
import { z } from 'zod';
import { OUTCOME_IDS, RESULT_IDS } from './layout.js';

const Id = z.string().regex(/^[a-z0-9-]+$/, 'expected a lowercase id (letters, digits, -)');
const Letter = z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K']);
export const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'] as const;
const Theater = z.enum(['east', 'west']);
const Init = z.strictObject({
  attack: z.number().int().min(0).max(2),
  defend: z.number().int().min(0).max(2),
});

const CardBase = {
  id: Id,
  num: z.number().int().min(1),
  name: z.string().min(1),
  home: z.enum(['east', 'west', 'east-west']).optional(),
  theaterOnly: Theater.optional(),
  lateWar: z.boolean().optional(),
  atStart: z.boolean().optional(),
  special: z.string().optional(),
};
const CardSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    ...CardBase,
    kind: z.literal('map'),
    map: z.strictObject({ letter: Letter, version: Id }),
  }),
  z.strictObject({
    ...CardBase,
    kind: z.literal('leader'),
    strength: z.number().int().min(0).max(9),
    initiative: Init,
    level: z.enum(['high', 'low']),
    capacity: z.strictObject({
      commander: z.number().int().min(0).max(12),
      commanderExtra: z.number().int().min(0).max(4).optional(),
      subordinate: z.number().int().min(0).max(12),
    }),
    political: z.enum(['favor', 'disfavor']).optional(),
    wontSubordinate: z.boolean().optional(),
  }),
  z.strictObject({
    ...CardBase,
    kind: z.literal('special'),
    strength: z.number().int().min(0).max(9),
    initiative: Init,
    capacity: z.strictObject({
      commander: z.number().int().min(0).max(12),
      subordinate: z.number().int().min(0),
    }),
  }),
  z.strictObject({
    ...CardBase,
    kind: z.literal('infantry'),
    strength: z.number().int().min(0).max(9),
    depleted: z.number().int().min(0).max(9).optional(),
    steps: z.number().int().min(1).max(2).optional(),
  }),
  z.strictObject({
    ...CardBase,
    kind: z.literal('cavalry'),
    strength: z.number().int().min(0).max(9),
    initiative: Init,
    depleted: z.number().int().min(0).max(9).optional(),
    steps: z.number().int().min(1).max(2).optional(),
  }),
  z.strictObject({ ...CardBase, kind: z.literal('naval'), strength: z.number().int().min(0).max(9) }),
  z.strictObject({
    ...CardBase,
    kind: z.literal('enigma'),
    effect: z.enum([
      'drm',
      'supply',
      'spy',
      'monitor',
      'ironclads',
      'slows',
      'copperheads',
      'draft-riots',
      'partisan-rangers',
      'digging',
      'degataga',
      'special-orders-191',
      'emancipation',
      'elections',
      'freedom-sickness',
      'blue-mountain-boys',
      'cadre-recall',
    ]),
    params: z
      .strictObject({
        favors: z.enum(['usa', 'csa']).optional(),
        value: z.number().int().min(-6).max(6).optional(),
        target: Theater.optional(),
        invasion: z.boolean().optional(),
        port: z.boolean().optional(),
        depleteDivision: z.boolean().optional(),
        amount: z.number().int().min(0).max(9).optional(),
        supplyLoss: z.number().int().min(0).max(9).optional(),
        count: z.number().int().min(0).max(9).optional(),
        cities: z.array(Id).optional(),
      })
      .optional(),
  }),
]);
export const DeckSchema = z.strictObject({ side: z.enum(['usa', 'csa']), cards: z.array(CardSchema).min(1) });

const CitySchema = z.strictObject({
  id: Id,
  name: z.string().min(1),
  card: Letter,
  theater: Theater,
  native: z.enum(['usa', 'csa', 'neutral']),
  port: z.enum(['atlantic', 'gulf']).optional(),
  fort: z.boolean().optional(),
  north: z.boolean().optional(),
  mississippi: z.boolean().optional(),
  kentucky: z.boolean().optional(),
  notUsaBase: z.boolean().optional(),
  lat: z.number(),
  lon: z.number(),
});
export const MapSchema = z.strictObject({
  mapCards: z
    .array(
      z.strictObject({
        letter: Letter,
        versions: z
          .array(
            z.strictObject({
              id: Id,
              deck: z.enum(['usa', 'csa']),
              native: z.record(Id, z.enum(['usa', 'csa', 'neutral'])).optional(),
              pestholes: z.array(Id).optional(),
            }),
          )
          .min(1)
          .max(4),
      }),
    )
    .length(11),
  cities: z.array(CitySchema).min(2),
  connections: z.array(
    z.strictObject({
      a: Id,
      b: Id,
      modes: z.array(z.enum(['rail', 'river'])).min(1),
      noAttacks: z.boolean().optional(),
    }),
  ),
});
/** Steps lost: one number, or one per column of `casualtyColumns` (own force size). */
const StepsCell = z.union([
  z.number().int().min(0).max(20),
  z.array(z.number().int().min(0).max(20)).min(1).max(8),
]);
const Steps3 = z.strictObject({ light: StepsCell, normal: StepsCell, heavy: StepsCell });
export const TablesSchema = z
  .strictObject({
    combat: z.array(z.enum(RESULT_IDS)).length(6),
    casualtyLevel: z.array(z.enum(['light', 'normal', 'heavy'])).length(6),
    /**
     * Columns of the Casualties Table by the size of one's own force: the least number of active steps
     * (8.5) of each column, ascending. Absent: one column (every cell a number).
     */
    casualtyColumns: z.array(z.number().int().min(0).max(60)).min(1).max(8).optional(),
    casualties: z.strictObject({ winner: Steps3, stalemate: Steps3, defeated: Steps3, routed: Steps3 }),
    leaderLoss: z
      .array(
        z.strictObject({
          effect: z.enum(['killed', 'wounded', 'sacked']),
          chooser: z.enum(['owner', 'enemy']),
        }),
      )
      .length(6),
    generalsBattleTie: z.enum(['stalemate', 'defender']),
    /**
     * Who wins a Soldiers' Battle: the side with the greater strength in the battle (8.5 totals; equal
     * is a stalemate), or nobody. Absent: stalemate (the digest's first proposal).
     */
    soldiersBattle: z.enum(['stalemate', 'stronger-wins']).optional(),
  })
  .superRefine((t, ctx) => {
    const cols = t.casualtyColumns?.length ?? 1;
    t.casualtyColumns?.forEach((v, i, a) => {
      if (i > 0 && v <= a[i - 1]!)
        ctx.addIssue({ code: 'custom', path: ['casualtyColumns', i], message: 'columns must ascend' });
    });
    for (const o of OUTCOME_IDS)
      for (const l of ['light', 'normal', 'heavy'] as const) {
        const v = t.casualties[o][l];
        if ((Array.isArray(v) ? v.length : 1) !== cols && (Array.isArray(v) || cols > 1))
          ctx.addIssue({
            code: 'custom',
            path: ['casualties', o, l],
            message: `needs ${cols} value(s), one per casualtyColumns entry`,
          });
      }
  });
type CommandJson = number | { card: number; units?: number[]; subs?: { card: number; units: number[] }[] };
const CommandSchema: z.ZodType<CommandJson> = z.union([
  z.number().int().min(1),
  z.strictObject({
    card: z.number().int().min(1),
    units: z.array(z.number().int().min(1)).optional(),
    subs: z
      .array(z.strictObject({ card: z.number().int().min(1), units: z.array(z.number().int().min(1)) }))
      .optional(),
  }),
]);
const SideSetup = z.strictObject({
  supply: z.number().int().min(0),
  maps: z.array(z.number().int().min(1)),
  east: z.array(CommandSchema),
  west: z.array(CommandSchema),
  hand: z.array(z.number().int().min(1)),
  draw: z.number().int().min(0),
  cadre: z.array(z.number().int().min(1)),
  discard: z.array(z.number().int().min(1)),
});
const ScenarioSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string(),
  rule: z.string(),
  doc: z.string(),
  decks: z.enum(['shuffled', 'numeric']),
  lateWar: z.enum(['bottom', 'immediate']),
  start: z.strictObject({ side: z.enum(['usa', 'csa']), step: z.enum(['draw', 'combat']) }),
  preAction: z.boolean(),
  players: z.union([z.literal(2), z.literal(4)]),
  historicalFirstTurns: z.boolean().optional(),
  emancipationPlayed: z.boolean().optional(),
  usa: SideSetup,
  csa: SideSetup,
  control: z.strictObject({ usa: z.array(Id), csa: z.array(Id) }),
});
export const ScenariosSchema = z.strictObject({ scenarios: z.array(ScenarioSchema).min(1) });

/** A pack's files as the schemas parse them. */
export type CardJson = z.infer<typeof CardSchema>;
export type DeckJson = z.infer<typeof DeckSchema>;
export type MapJson = z.infer<typeof MapSchema>;
export type TablesJson = z.infer<typeof TablesSchema>;
export type ScenarioJson = z.infer<typeof ScenarioSchema>;
