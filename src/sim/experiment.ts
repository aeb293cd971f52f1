/**
 * Experiment files (experiments/*.json; documented in experiments/README.md): a zod schema, and the
 * checks against the game (scenarios, options, bots, content pack) that turn a file into a Plan.
 * Every problem is one UserError naming the file and the field, raised before anything is written.
 *
 * Variants are option sets played against the experiment's baseline on the same seeds:
 *  - "each-rule": every option the game declares with kind 'rule', each alone (expanded from the
 *    game's OptionSpec list, so a new optional rule joins automatically);
 *  - "each-reading": every non-default value of every 'reading' switch, each alone;
 *  - "a,b=v": one variant with those options together (a combination);
 *  - { "label": "...", "options": { "a": true, "b": "v" } }: the same with a chosen label.
 *
 * "interactions": [["a", "b"], …] adds, for each pair, the variants a, b and a+b (those not listed
 * already) and asks the report for the pair's interaction (sim/interactions.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { z } from 'zod';
import { UserError } from '../core/errors.js';
import type { Game, OptionSet, OptionValue } from '../core/game.js';
import { checkOptionSet, formatOptions, parseOptionList } from '../core/options.js';
import { getGame } from '../games/index.js';
import { checkBotSpec } from '../../bots/index.js';
import { pairVariants, type Variant } from './interactions.js';
import { armId, pairingLabel, type Arm, type Plan } from './plan.js';

/** Master seeds as the CLI accepts them (src/cli/common.ts SEED_RE, without a game's /<index>). */
const SEED_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

const Games = z
  .number({ error: 'must be a number of games' })
  .int('must be a whole number of games')
  .min(1, 'must be at least 1 game per arm');
const OptionMap = z.record(z.string(), z.union([z.boolean(), z.string()]), {
  error: 'must be an object of option id → true/false or value',
});
const Players = z.record(z.string(), z.string().min(1), {
  error: 'must be an object of side id → bot spec, e.g. {"usa": "random", "csa": "random"}',
});

const ExperimentSchema = z.strictObject({
  $schema: z.string().optional(),
  name: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,80}$/, 'must be 1-80 letters, digits, dots, dashes or underscores')
    .optional(),
  description: z.string().optional(),
  game: z.string({ error: 'must be a game id, e.g. "ahd"' }).min(1),
  pack: z.string().min(1).optional(),
  scenario: z.string().min(1).optional(),
  scenarios: z.array(z.string().min(1)).min(1, 'must list at least one scenario').optional(),
  options: OptionMap.optional(),
  players: Players.optional(),
  pairings: z
    .array(
      z.strictObject({
        label: z.string().min(1).optional(),
        players: Players,
        games: Games.optional(),
        scenarios: z.array(z.string().min(1)).min(1).optional(),
      }),
    )
    .min(1, 'must list at least one pairing')
    .optional(),
  strengths: z
    .array(
      z.union(
        [
          z.string().min(1),
          z.strictObject({
            label: z.string().min(1).optional(),
            bot: z.string().min(1),
            games: Games.optional(),
            scenarios: z.array(z.string().min(1)).min(1).optional(),
          }),
        ],
        { error: 'must be a bot spec or {"label", "bot", "games", "scenarios"}' },
      ),
    )
    .min(2, 'must list at least two strengths, weakest first')
    .optional(),
  games: Games,
  seed: z.union(
    [z.string().regex(SEED_PATTERN, 'must be 1-64 characters from A-Z a-z 0-9 . _ : -'), z.number().int()],
    {
      error: 'must be a string or an integer',
    },
  ),
  variants: z
    .array(
      z.union(
        [z.string().min(1), z.strictObject({ label: z.string().min(1).optional(), options: OptionMap })],
        {
          error: 'must be "each-rule", "each-reading", "id,id=value" or {"label", "options"}',
        },
      ),
    )
    .optional(),
  interactions: z
    .array(
      z
        .array(z.string().min(1), { error: 'must be a pair of options, e.g. ["a", "b=value"]' })
        .length(2, 'must name exactly two options (or option lists "a,b")'),
    )
    .min(1, 'must list at least one pair')
    .optional(),
  sprt: z
    .strictObject({
      delta: z.number().gt(0, 'must be above 0').lt(1, 'must be below 1'),
      alpha: z.number().gt(0).lt(0.5).optional(),
      beta: z.number().gt(0).lt(0.5).optional(),
      every: z.number().int().min(1).optional(),
      minGames: z.number().int().min(1).optional(),
    })
    .optional(),
  threads: z.number().int().min(1).max(1024).optional(),
  actions: z.boolean().optional(),
});
export type Experiment = z.infer<typeof ExperimentSchema>;

export interface LoadOptions {
  /** Replace `games` (of the experiment and every pairing), e.g. for a quick trial. */
  readonly games?: number;
}

/** An experiment's plan and the content pack its "pack" field names (undefined: the built-in pack). */
export interface LoadedExperiment {
  plan: Plan;
  content?: unknown;
}

/** Read, validate and expand an experiment file into a plan. */
export function loadExperiment(file: string, opts: LoadOptions = {}): Plan {
  return readExperiment(file, opts).plan;
}

/** loadExperiment, also returning the pack it loaded to validate the file, so callers need not load it again. */
export function readExperiment(file: string, opts: LoadOptions = {}): LoadedExperiment {
  if (!existsSync(file)) throw new UserError(`${file}: no such experiment file`);
  const text = readFileSync(file, 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(text) as unknown;
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    const m = /position (\d+)/.exec(msg);
    const line = m ? ` (line ${text.slice(0, Number(m[1])).split('\n').length})` : '';
    throw new UserError(`${file}: not valid JSON${line}: ${msg}`);
  }
  const parsed = ExperimentSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const msg =
      issue.code === 'unrecognized_keys' ? `unknown field(s) ${issue.keys.join(', ')}` : issue.message;
    const field = fieldName(issue.path);
    throw new UserError(`${file}: ${field ? `field '${field}'` : 'top level'}: ${msg}`);
  }
  return experimentPlan(parsed.data, file, opts);
}

function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((k) => (typeof k === 'number' ? `[${k}]` : String(k)))
    .join('.')
    .replace(/\.\[/g, '[');
}

/** Check a validated experiment against its game and expand it into arms. */
function experimentPlan(e: Experiment, file: string, opts: LoadOptions): LoadedExperiment {
  const at = (field: string): string => `${file}: field '${field}'`;
  let game: Game<unknown>;
  try {
    game = getGame(e.game);
  } catch (err) {
    throw new UserError(`${at('game')}: ${(err as Error).message}`);
  }
  let packDir: string | undefined;
  let content: unknown;
  if (e.pack) {
    packDir = resolve(dirname(file), e.pack);
    try {
      content = game.loadContent(packDir);
    } catch (err) {
      throw new UserError(`${at('pack')}: ${(err as Error).message}`);
    }
  }
  if ((e.scenario === undefined) === (e.scenarios === undefined)) {
    throw new UserError(`${at('scenarios')}: give exactly one of "scenario" or "scenarios"`);
  }
  const scenarios = e.scenarios ?? [e.scenario!];
  const scenarioField = e.scenarios ? 'scenarios' : 'scenario';
  scenarios.forEach((sc, i) => checkScenarioId(game, sc, at(e.scenarios ? `scenarios[${i}]` : 'scenario')));
  if (new Set(scenarios).size !== scenarios.length)
    throw new UserError(`${at(scenarioField)}: lists a scenario twice`);
  const common = e.options ? checkOptionSet(game, e.options, at('options')) : {};
  const pairings = experimentPairings(e, game, scenarios, opts, at);
  const listed = expandVariants(game, e.variants ?? [], common, at);
  const { variants, interactions } = pairVariants(game, listed, e.interactions ?? [], common, at);
  const arms = experimentArms(scenarios, pairings, variants, common);
  // Pairings restricted to scenarios outside the list would leave a scenario with no arm at all.
  for (const p of pairings)
    for (const sc of p.scenarios)
      if (!scenarios.includes(sc))
        throw new UserError(
          `${at('pairings')}: pairing '${p.label}' names scenario '${sc}', which "scenarios" does not list`,
        );

  const plan: Plan = {
    kind: 'balance',
    name: e.name ?? basename(file).replace(/\.json$/i, ''),
    ...(e.description ? { description: e.description } : {}),
    game: game.id,
    ...(packDir ? { packDir } : {}),
    packLabel: e.pack ?? 'standard',
    seed: String(e.seed),
    commonOptions: common,
    arms,
    ...(e.strengths ? { ladder: strengthLabels(e) } : {}),
    ...(interactions.length ? { interactions } : {}),
    ...(e.sprt && variants.length
      ? {
          sprt: {
            delta: e.sprt.delta,
            alpha: e.sprt.alpha ?? 0.05,
            beta: e.sprt.beta ?? 0.05,
            every: e.sprt.every ?? 100,
            minGames: e.sprt.minGames ?? e.sprt.every ?? 100,
          },
        }
      : {}),
    actions: e.actions ?? false,
    ...(e.threads ? { threads: e.threads } : {}),
  };
  return { plan, content };
}

/** One pairing of bots, checked: its label, bot spec per side, scenarios and games per arm. */
interface Pairing {
  readonly label: string;
  readonly players: Record<string, string>;
  readonly scenarios: readonly string[];
  readonly games: number;
}

/** The experiment's pairings ("players" is one pairing), each checked, with unique labels. */
function experimentPairings(
  e: Experiment,
  game: Game<unknown>,
  scenarios: readonly string[],
  opts: LoadOptions,
  at: (field: string) => string,
): Pairing[] {
  if (e.players !== undefined && e.pairings !== undefined)
    throw new UserError(`${at('pairings')}: give exactly one of "players" or "pairings"`);
  if (e.players === undefined && e.pairings === undefined && e.strengths === undefined)
    throw new UserError(`${at('pairings')}: give "players", "pairings" or "strengths"`);
  const pairingsIn = [
    ...(e.pairings ?? (e.players ? [{ players: e.players }] : [])),
    ...strengthPairings(e, game),
  ];
  const given = e.pairings?.length ?? (e.players ? 1 : 0);
  const pairings = pairingsIn.map((p, i) => {
    const base = i >= given ? `strengths[${i - given}].` : e.pairings ? `pairings[${i}].` : '';
    const players = checkPlayers(game, p.players, (side) => at(`${base}players${side ? `.${side}` : ''}`));
    const scs = 'scenarios' in p && p.scenarios ? p.scenarios : scenarios;
    scs.forEach((sc, j) => {
      checkScenarioId(game, sc, at(`${base}scenarios[${j}]`));
    });
    const label = ('label' in p && p.label) || pairingLabel(players, game.sides);
    const games = opts.games ?? (('games' in p && p.games) || e.games);
    return { label, players, scenarios: scs, games };
  });
  const labels = pairings.map((p) => p.label);
  labels.forEach((l, i) => {
    if (labels.indexOf(l) !== i)
      throw new UserError(`${at(`pairings[${i}].label`)}: duplicate pairing label '${l}'`);
  });
  return pairings;
}

/** The strength ladder as pairings: the same bot on every side, labelled by its label or spec. */
function strengthPairings(
  e: Experiment,
  game: Game<unknown>,
): { label?: string; players: Record<string, string>; games?: number; scenarios?: string[] }[] {
  return (e.strengths ?? []).map((st) => {
    const x = typeof st === 'string' ? { bot: st } : st;
    const players = Object.fromEntries(game.sides.map((side) => [side, x.bot]));
    return { ...x, label: x.label ?? x.bot, players };
  });
}

/** The ladder's pairing labels, weakest first (Plan.ladder). */
function strengthLabels(e: Experiment): string[] | undefined {
  return e.strengths?.map((st) => (typeof st === 'string' ? st : (st.label ?? st.bot)));
}

/** Per scenario and pairing, a baseline arm and one arm per variant (sharing the baseline's seeds). */
function experimentArms(
  scenarios: readonly string[],
  pairings: readonly Pairing[],
  variants: readonly Variant[],
  common: OptionSet,
): Arm[] {
  const arms: Arm[] = [];
  for (const sc of scenarios) {
    for (const p of pairings) {
      if (!p.scenarios.includes(sc)) continue;
      const block = `${sc}/${p.label}`;
      const baseId = armId(sc, p.label, 'baseline');
      const base = {
        block,
        scenario: sc,
        pairing: p.label,
        players: p.players,
        games: p.games,
      };
      arms.push({ ...base, id: baseId, variant: 'baseline', variantOptions: {}, options: common });
      for (const v of variants) {
        arms.push({
          ...base,
          id: armId(sc, p.label, v.label),
          variant: v.label,
          variantOptions: v.options,
          options: { ...common, ...v.options },
          baseline: baseId,
        });
      }
    }
  }
  return arms;
}

export function checkScenarioId(game: Game<unknown>, id: string, where: string): void {
  if (!game.scenarios.some((s) => s.id === id)) {
    throw new UserError(
      `${where}: unknown scenario '${id}' for ${game.id}; accepted: ${game.scenarios.map((s) => s.id).join(', ')}`,
    );
  }
}

/** A bot spec for each of the game's sides, each checked (kind, parameters, game support). */
export function checkPlayers(
  game: Game<unknown>,
  players: Readonly<Record<string, string>>,
  where: (side?: string) => string,
): Record<string, string> {
  for (const side of Object.keys(players)) {
    if (!game.sides.includes(side)) {
      throw new UserError(
        `${where(side)}: ${game.id} has no side '${side}'; sides: ${game.sides.join(', ')}`,
      );
    }
  }
  const out: Record<string, string> = {};
  for (const side of game.sides) {
    const spec = players[side];
    if (spec === undefined)
      throw new UserError(`${where()}: no bot for side '${side}'; sides: ${game.sides.join(', ')}`);
    checkBotSpec(game, spec, where(side));
    out[side] = spec.trim();
  }
  return out;
}

function expandVariants(
  game: Game<unknown>,
  list: NonNullable<Experiment['variants']>,
  common: OptionSet,
  at: (field: string) => string,
): Variant[] {
  const out: Variant[] = [];
  const field: string[] = [];
  list.forEach((item, i) => {
    const where = at(`variants[${i}]`);
    if (item === 'each-rule' || item === 'each-reading') {
      const kind = item === 'each-rule' ? 'rule' : 'reading';
      const specs = game.options.filter((o) => o.kind === kind);
      if (!specs.length) throw new UserError(`${where}: ${game.id} declares no option of kind '${kind}'`);
      for (const spec of specs) {
        const values: OptionValue[] =
          spec.type === 'boolean' ? [!spec.default] : (spec.values ?? []).filter((v) => v !== spec.default);
        for (const v of values) {
          // An option the common set already changes is not a variant of this baseline.
          if (common[spec.id] !== undefined && common[spec.id] === v) continue;
          const options = { [spec.id]: v };
          out.push({ label: formatOptions(game, options) || spec.id, options });
          field.push(where);
        }
      }
      return;
    }
    const options =
      typeof item === 'string'
        ? parseOptionList(game, item, where)
        : checkOptionSet(game, item.options, where);
    if (!Object.keys(options).length) throw new UserError(`${where}: a variant needs at least one option`);
    const merged = { ...common, ...options };
    if (formatOptions(game, merged) === formatOptions(game, common)) {
      throw new UserError(`${where}: the variant does not differ from the baseline`);
    }
    const label = (typeof item === 'object' && item.label) || formatOptions(game, options) || 'defaults';
    out.push({ label, options });
    field.push(where);
  });
  out.forEach((v, i) => {
    if (v.label === 'baseline')
      throw new UserError(`${field[i]}: 'baseline' is reserved; choose another label`);
    const j = out.findIndex((w) => w.label === v.label);
    if (j !== i) throw new UserError(`${field[i]}: variant '${v.label}' is listed twice (also ${field[j]})`);
  });
  return out;
}
