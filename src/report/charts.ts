/**
 * SVG charts: vega-lite specs compiled to vega and rendered headless (`renderer: 'none'`, then
 * `toSVG()`); the same figures give the same bytes.
 *  - forest.svg: each variant's paired change in the focus side's win rate with its 95 % interval;
 *  - winrate.svg: win rate per side with Wilson intervals, per scenario (per pairing in tournaments);
 *  - length.svg: histogram of game length in turns;
 *  - victory.svg: share of each victory type.
 */
import type { TopLevelSpec } from 'vega-lite';
import type { ArmSummary, Summary } from './analyze.js';

const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
const CONFIG = { font: 'sans-serif', view: { stroke: null } };

/**
 * Render one spec. vega and vega-lite are imported here, on the first chart, not when the module
 * is: they are large, and a command that writes no report should not load them.
 */
export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const [vega, { compile }] = await Promise.all([import('vega'), import('vega-lite')]);
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/** The chart specs this summary calls for, by file name. */
export function chartSpecs(s: Summary): Record<string, TopLevelSpec> {
  const v = chartView(s);
  return {
    ...(s.variants.length ? { 'forest.svg': forestSpec(s) } : {}),
    'winrate.svg': winrateSpec(s, v),
    'length.svg': lengthSpec(s, v),
    'victory.svg': victorySpec(s, v),
  };
}

/** What the charts of a summary share: the arms they show, and how an arm is labelled. */
interface ChartView {
  readonly manyScenarios: boolean;
  /** The baseline arms (every arm of a tournament). */
  readonly baseArms: readonly ArmSummary[];
  /** An arm's group on the x axis: its pairing in a tournament, else its scenario (or pairing). */
  readonly group: (a: { scenario: string; pairing: string }) => string;
}

function chartView(s: Summary): ChartView {
  const manyScenarios = s.scenarios.length > 1;
  return {
    manyScenarios,
    baseArms: s.kind === 'tournament' ? s.arms : s.arms.filter((a) => a.variant === 'baseline'),
    group: (a) =>
      s.kind === 'tournament' ? a.pairing : manyScenarios || s.pairings.length === 1 ? a.scenario : a.pairing,
  };
}

/** forest.svg: each variant's paired change in the focus side's win rate with its 95 % interval. */
function forestSpec(s: Summary): TopLevelSpec {
  const focus = s.focusSide;
  const manyScenarios = s.scenarios.length > 1;
  const values = s.variants.map((v) => ({
    label: manyScenarios ? `${v.scenario}: ${v.variant}` : v.variant,
    pairing: v.pairing,
    change: round(v.change * 100),
    lo: round(v.lo * 100),
    hi: round(v.hi * 100),
    verdict: v.sprt
      ? { H1: 'changes (SPRT)', H0: 'no effect (SPRT)', continue: 'undecided (SPRT)' }[v.sprt.decision]
      : v.significant
        ? 'significant (Holm)'
        : 'not significant (Holm)',
  }));
  const enc = {
    y: { field: 'label', type: 'nominal', sort: null, title: null, axis: { labelLimit: 320 } },
    yOffset: { field: 'pairing', type: 'nominal', sort: null },
    color: { field: 'pairing', type: 'nominal', sort: null, title: 'bots' },
  } as const;
  return {
    $schema: SCHEMA,
    title: `Paired change in the ${focus} win rate (points, 95 % CI)`,
    config: CONFIG,
    width: 420,
    height: { step: 12 * Math.max(1, s.pairings.length) + 6 },
    data: { values },
    layer: [
      { mark: { type: 'rule', strokeDash: [4, 4], color: 'gray' }, encoding: { x: { datum: 0 } } },
      {
        mark: { type: 'rule', strokeWidth: 2 },
        encoding: {
          ...enc,
          x: { field: 'lo', type: 'quantitative', title: `change in ${focus} win rate (points)` },
          x2: { field: 'hi' },
        },
      },
      {
        mark: { type: 'point', filled: true, size: 40 },
        encoding: {
          ...enc,
          x: { field: 'change', type: 'quantitative' },
          shape: { field: 'verdict', type: 'nominal', title: 'verdict' },
        },
      },
    ],
  } as TopLevelSpec;
}

/** winrate.svg: win rate per side with Wilson intervals, per scenario (per pairing in tournaments). */
function winrateSpec(s: Summary, { manyScenarios, baseArms, group }: ChartView): TopLevelSpec {
  const rates = baseArms.flatMap((a) =>
    s.game.sides.map((side) => ({
      group: group(a),
      pairing: a.pairing,
      side,
      rate: round(a.sides[side]!.rate),
      lo: round(a.sides[side]!.lo),
      hi: round(a.sides[side]!.hi),
    })),
  );
  const facetPairings = s.kind !== 'tournament' && manyScenarios && s.pairings.length > 1;
  const rateLayers = {
    layer: [
      {
        mark: 'bar',
        encoding: {
          x: {
            field: 'group',
            type: 'nominal',
            sort: null,
            title: s.kind === 'tournament' ? 'pairing' : 'scenario',
            axis: { labelAngle: s.kind === 'tournament' ? -30 : 0 },
          },
          xOffset: { field: 'side', type: 'nominal', sort: null },
          y: {
            field: 'rate',
            type: 'quantitative',
            title: 'win rate',
            axis: { format: '%' },
            scale: { domain: [0, 1] },
          },
          color: { field: 'side', type: 'nominal', sort: null },
        },
      },
      {
        mark: { type: 'rule', color: 'black' },
        encoding: {
          x: { field: 'group', type: 'nominal', sort: null },
          xOffset: { field: 'side', type: 'nominal', sort: null },
          y: { field: 'lo', type: 'quantitative' },
          y2: { field: 'hi' },
        },
      },
    ],
  };
  return (
    facetPairings
      ? {
          $schema: SCHEMA,
          title: 'Win rate per side (95 % Wilson interval)',
          config: CONFIG,
          data: { values: rates },
          facet: { column: { field: 'pairing', type: 'nominal', sort: null, title: 'bots' } },
          spec: { width: { step: 36 }, height: 220, ...rateLayers },
        }
      : {
          $schema: SCHEMA,
          title: 'Win rate per side (95 % Wilson interval)',
          config: CONFIG,
          data: { values: rates },
          width: { step: 36 },
          height: 220,
          ...rateLayers,
        }
  ) as TopLevelSpec;
}

/** length.svg: histogram of game length in turns. */
function lengthSpec(s: Summary, { baseArms, group }: ChartView): TopLevelSpec {
  const lengths = new Map<string, number>();
  const lengthRows = s.kind === 'tournament' ? s.arms : baseArms;
  for (const a of lengthRows) {
    for (const [turn, n] of Object.entries(a.turnHistogram ?? {})) {
      const key = `${group(a)}\u0000${turn}`;
      lengths.set(key, (lengths.get(key) ?? 0) + n);
    }
  }
  return {
    $schema: SCHEMA,
    title: 'Game length',
    config: CONFIG,
    data: {
      values: [...lengths].map(([k, n]) => {
        const [g, turn] = k.split('\u0000') as [string, string];
        return { group: g, turn: Number(turn), games: n };
      }),
    },
    mark: 'bar',
    width: 420,
    height: 160,
    encoding: {
      x: { field: 'turn', type: 'ordinal', title: 'game turn at the end' },
      y: { field: 'games', type: 'quantitative', title: 'games', stack: true },
      color: {
        field: 'group',
        type: 'nominal',
        sort: null,
        title: s.kind === 'tournament' ? 'pairing' : 'scenario',
      },
    },
  } as TopLevelSpec;
}

/** victory.svg: share of each victory type. */
function victorySpec(s: Summary, { baseArms }: ChartView): TopLevelSpec {
  const victory = baseArms.flatMap((a) =>
    Object.entries(a.victory).map(([type, n]) => ({
      group: s.kind === 'tournament' || s.pairings.length > 1 ? `${a.scenario} ${a.pairing}` : a.scenario,
      victory: type,
      games: n,
    })),
  );
  return {
    $schema: SCHEMA,
    title: 'How games end (victory types)',
    config: CONFIG,
    data: { values: victory },
    mark: 'bar',
    width: 420,
    height: { step: 22 },
    encoding: {
      y: { field: 'group', type: 'nominal', sort: null, title: null },
      x: {
        field: 'games',
        type: 'quantitative',
        stack: 'normalize',
        title: 'share of games',
        axis: { format: '%' },
      },
      color: { field: 'victory', type: 'nominal', title: 'victory type' },
    },
  } as TopLevelSpec;
}

function round(x: number): number | null {
  return Number.isFinite(x) ? Math.round(x * 1e4) / 1e4 : null;
}
