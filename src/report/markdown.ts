/**
 * summary.md: the header lines (game, content pack and whether it is provisional, scenarios, bots,
 * games, master seed, code version, the exact command), then plain-words verdicts and the tables.
 * Nothing in it depends on the clock or the thread count.
 */
import type { EloEstimate } from '../stats/elo.js';
import type { ArmSummary, Rate, Summary, VariantSummary } from './analyze.js';
import { fmtP, pts } from './format.js';
import { headlineLines, sideEffectLines } from './headline.js';
import { acrossStrengths, FEW_DISCORDANT } from './verdict.js';
import { convergenceLines } from './convergence.js';

const int = (n: number): string => n.toLocaleString('en-US');
const pct = (x: number): string => (Number.isFinite(x) ? `${(x * 100).toFixed(1)} %` : 'n/a');
const rateCell = (r: Rate): string =>
  Number.isFinite(r.rate) ? `${pct(r.rate)} (${pct(r.lo).replace(' %', '')}–${pct(r.hi)})` : 'n/a';
const num = (x: number, d = 1): string => (Number.isFinite(x) ? x.toFixed(d) : 'n/a');
const cell = (s: string): string => s.replace(/\|/g, '\\|');

function table(head: readonly string[], rows: readonly (readonly string[])[]): string[] {
  return [
    `| ${head.map(cell).join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ];
}

export function summaryMarkdown(s: Summary, charts: readonly string[]): string {
  return [
    ...headerLines(s),
    ...headlineLines(s),
    ...convergenceLines(s.convergence),
    ...verdictLines(s),
    ...interactionLines(s),
    ...tournamentLines(s),
    ...outcomeLines(s),
    ...optionEffectLines(s),
    ...sideEffectLines(s),
    ...strengthLines(s),
    ...victoryLines(s),
    ...marginLines(s),
    ...errorLines(s),
    ...chartLines(charts),
    ...methodLines(s),
  ].join('\n');
}

/** Title and header lines: game, content, scenarios, bots, options, games, seed, version, command. */
function headerLines(s: Summary): string[] {
  const L: string[] = [];
  const sides = s.game.sides;
  const title = { simulate: 'simulation', balance: 'balance report', tournament: 'tournament' }[s.kind];
  L.push(`# ${s.experiment}: ${title}`);
  L.push('');
  L.push(`- Game: ${s.game.id} (${s.game.name})`);
  L.push(`- Content: ${s.pack.banner}${s.pack.label !== 'standard' ? ` — folder ${s.pack.label}` : ''}`);
  L.push(`- Scenario${s.scenarios.length > 1 ? 's' : ''}: ${s.scenarios.join(', ')}`);
  if (s.tournament)
    L.push(
      `- Bots: ${s.tournament.bots.join('; ')} (${s.tournament.against === undefined ? 'each against each' : `each against ${s.tournament.against}`}, in both seats)`,
    );
  else
    L.push(
      `- Bots: ${s.pairings
        .map((p) => {
          const who = sides.map((side) => `${side} ${p.players[side]}`).join(', ');
          return p.label === sides.map((side) => p.players[side]).join(' vs ') ? who : `${p.label} = ${who}`;
        })
        .join('; ')}`,
    );
  if (s.commonOptions) L.push(`- Options in every game: ${s.commonOptions}`);
  const perArm = [...new Set(s.arms.map((a) => a.planned))];
  L.push(
    `- Games: ${perArm.map(int).join(' / ')} per arm planned, ${s.arms.length} arm${s.arms.length === 1 ? '' : 's'}; ${int(s.gamesUsed)} games in this report${s.gamesUsed < s.gamesPlanned ? ' (the SPRT stopped decided variants early)' : ''}`,
  );
  L.push(`- Master seed: ${s.seed}`);
  L.push(`- Code version: ${s.codeVersion}`);
  L.push(`- Command: \`${s.command}\``);
  L.push('');
  if (s.description) L.push(s.description, '');
  return L;
}

/** Plain-words verdicts of the variants and the multiple-comparison note. */
function verdictLines(s: Summary): string[] {
  if (!s.variants.length) return [];
  const L: string[] = [];
  L.push('## Verdicts', '');
  for (const v of s.variants) L.push(`- ${blockPrefix(s, v)}${v.verdict}`);
  L.push('');
  const m = s.multipleComparisons;
  L.push(
    `One verdict per effect: ${m.tests} tested variant${m.tests === 1 ? '' : 's'} in ${m.families} famil${m.families === 1 ? 'y' : 'ies'} (one per scenario and bot pairing), Holm's step-down correction at ${m.alpha * 100} % family-wise over McNemar's exact test (under ${FEW_DISCORDANT} discordant games) or the paired z-test; ${m.significant} change${m.significant === 1 ? 's' : ''} the ${s.focusSide} win rate. ` +
      (s.sprt
        ? `The SPRT only decides how many games each variant gets; "no effect" means the 95 % interval lies inside ±${(s.sprt.delta * 100).toFixed(1)} points, "undecided" that neither holds.`
        : ''),
  );
  L.push('');
  if (s.pairingGain)
    L.push(
      `Pairing: over the ${s.pairingGain.variants} variant${s.pairingGain.variants === 1 ? '' : 's'} whose rule came into play in at least half their games, the paired/independent variance ratio has median ${num(s.pairingGain.median, 2)} (1 would mean common random numbers saved nothing; a ratio r needs r times the games of two independent samples for the same interval).`,
      '',
    );
  return L;
}

/** The tournament table and the matrix of scores. */
function tournamentLines(s: Summary): string[] {
  const sides = s.game.sides;
  if (!s.tournament) return [];
  const L: string[] = [];
  const t = s.tournament;
  L.push('## Tournament', '');
  L.push(
    `${t.against === undefined ? 'Every bot against every other bot' : `A gauntlet: every bot against ${t.against} (the other pairs are not played, so a score against the field is a score against ${t.against})`} in both seats on the same seeds. Score = (wins + ½ draws and limits) / games; Elo = −400·log10(1/score − 1) against the field (or the column bot), 95 % interval from the trinomial normal approximation of the score; a bot that won or lost every game has no finite Elo.`,
    '',
  );
  L.push(
    ...table(
      ['rank', 'bot', 'games', 'score', 'Elo vs field (95 % CI)', ...sides.map((x) => `win rate as ${x}`)],
      t.table.map((e, i) => [
        String(i + 1),
        e.bot,
        int(e.vsField.games),
        pct(e.vsField.score),
        eloCell(e.vsField),
        ...sides.map((x) => rateCell(e.bySide[x]!)),
      ]),
    ),
  );
  L.push('', 'Score of the row bot against the column bot (Elo difference):', '');
  L.push(
    ...table(
      ['', ...t.bots],
      t.bots.map((a) => [
        a,
        ...t.bots.map((b) => {
          const e = t.matrix[a]?.[b];
          return e ? `${pct(e.score)} (${e.score > 0 && e.score < 1 ? num(e.elo, 0) : 'n/a'})` : '—';
        }),
      ]),
    ),
  );
  L.push('');
  return L;
}

/** Win rates, draws, limits, errors and length of every arm. */
function outcomeLines(s: Summary): string[] {
  const sides = s.game.sides;
  const L: string[] = [];
  L.push('## Outcomes by arm', '');
  L.push(
    `Win rates over the games with a result, with 95 % Wilson intervals. Games stopped at the decision limit are counted as limits, never dropped; errors (a bot or the engine threw) are listed below and left out of the rates.`,
    '',
  );
  L.push(
    ...table(
      [
        'scenario',
        'bots',
        'variant',
        'games',
        ...sides.map((x) => `${x} wins`),
        'draws',
        'limits',
        'errors',
        'turns: median (p10–p90)',
      ],
      s.arms.map((a) => [
        a.scenario,
        a.pairing,
        a.variant,
        int(a.games),
        ...sides.map((x) => rateCell(a.sides[x]!)),
        int(a.draws.count),
        int(a.limits.count),
        int(a.errors),
        `${num(a.turns.median, 0)} (${num(a.turns.p10, 0)}–${num(a.turns.p90, 0)})`,
      ]),
    ),
  );
  L.push('');
  return L;
}

/** Each variant's paired effect on the focus side's score, per scenario and bot pairing. */
function optionEffectLines(s: Summary): string[] {
  const focus = s.focusSide;
  if (!s.variants.length) return [];
  const L: string[] = [];
  const blocks = [...new Set(s.variants.map((v) => `${v.scenario}/${v.pairing}`))];
  for (const b of blocks) {
    const vs = s.variants.filter((v) => `${v.scenario}/${v.pairing}` === b);
    L.push(`## Option effects: ${b}`, '');
    L.push(
      ...table(
        [
          'variant',
          'paired games',
          'rule in play',
          `${focus} score on the paired games: baseline → variant`,
          'change (points)',
          '95 % CI',
          'variance ratio',
          'test: p (Holm)',
          'verdict',
          'SPRT (stopping rule)',
        ],
        vs.map((v) =>
          v.tested
            ? [
                v.name,
                int(v.pairs),
                coverageCell(v),
                `${pct(v.baselineRate)} → ${pct(v.variantRate)}`,
                pts(v.change),
                `${pts(v.lo)} to ${pts(v.hi)}`,
                v.varianceRatio === null ? 'n/a' : num(v.varianceRatio, 2),
                `${v.test === 'exact McNemar' ? 'exact' : 'z'}: ${fmtP(v.pHolm)}`,
                shortVerdict(v) + (v.bound ? ` (baseline at a ${v.bound})` : ''),
                sprtCell(v),
              ]
            : [v.name, int(v.pairs), coverageCell(v), 'not tested', '—', '—', '—', '—', 'not tested', '—'],
        ),
      ),
    );
    L.push('');
  }
  return L;
}

/** Whether each verdict holds at the other bot pairings (bot strengths). */
function strengthLines(s: Summary): string[] {
  if (!s.variants.length) return [];
  const pairings = [...new Set(s.variants.map((v) => v.pairing))];
  if (pairings.length < 2) return [];
  const L: string[] = [];
  L.push('## Does each verdict hold at another bot strength?', '');
  L.push(
    'Bot-against-bot results partly measure how hard a side is for the bots; an effect that holds at every strength is more likely a property of the rules. Cochran\'s Q tests whether the strengths\' estimates differ by more than their errors: "contradicts" when they do and point in opposite directions, "differs in size" when they do in the same direction.',
    '',
  );
  const keys = [...new Set(s.variants.map((v) => `${v.scenario}\u0000${v.variant}`))];
  const nameOf = new Map(s.variants.map((v) => [v.variant, v.name]));
  L.push(
    ...table(
      ['scenario', 'variant', ...pairings, 'across strengths'],
      keys.map((k) => {
        const [sc, variant] = k.split('\u0000') as [string, string];
        const row = pairings.map((p) =>
          s.variants.find((v) => v.scenario === sc && v.variant === variant && v.pairing === p),
        );
        return [
          sc,
          nameOf.get(variant) ?? variant,
          ...row.map((v) =>
            !v
              ? '—'
              : v.tested
                ? `${pts(v.change)} (${pts(v.lo)} to ${pts(v.hi)}); ${shortVerdict(v)}`
                : 'not tested',
          ),
          strengthCell(row),
        ];
      }),
    ),
  );
  L.push('');
  return L;
}

/** The share of each victory type per arm. */
function victoryLines(s: Summary): string[] {
  const types = [...new Set(s.arms.flatMap((a) => Object.keys(a.victory)))].sort();
  if (!types.length) return [];
  const L: string[] = [];
  L.push('## Victory types', '');
  L.push(
    ...table(
      ['scenario', 'bots', 'variant', ...types],
      s.arms.map((a) => [
        a.scenario,
        a.pairing,
        a.variant,
        ...types.map((t) => (a.games ? pct((a.victory[t] ?? 0) / a.games) : 'n/a')),
      ]),
    ),
  );
  L.push('');
  return L;
}

/** Margin and game length per arm. */
function marginLines(s: Summary): string[] {
  const sides = s.game.sides;
  const L: string[] = [];
  L.push('## Margin and length', '');
  L.push(
    s.game.marginName
      ? `Margin is the game's own measure: ${s.game.marginName}.`
      : `Margin is the game's own measure (for ahd: Army Maximum ${sides.join('−')} at the end).`,
    '',
  );
  L.push(
    ...table(
      [
        'scenario',
        'bots',
        'variant',
        'margin mean',
        'margin p25 / median / p75',
        'turns mean',
        'decisions mean',
      ],
      s.arms.map((a: ArmSummary) => [
        a.scenario,
        a.pairing,
        a.variant,
        num(a.margin.mean, 2),
        `${num(a.margin.p25, 0)} / ${num(a.margin.median, 0)} / ${num(a.margin.p75, 0)}`,
        num(a.turns.mean, 2),
        num(a.decisions.mean, 0),
      ]),
    ),
  );
  L.push('');
  return L;
}

/** The games that ended in an error (the first 50). */
function errorLines(s: Summary): string[] {
  if (!s.errors.length) return [];
  const L: string[] = [];
  L.push(`## Errors (${s.errors.length})`, '');
  L.push("Each replays with `cwsim play` using its seed and the arm's bots and options.", '');
  const shown = s.errors.slice(0, 50);
  L.push(
    ...table(
      ['arm', 'game', 'seed', 'error'],
      shown.map((e) => [e.arm, String(e.index), e.seed, e.error]),
    ),
  );
  if (s.errors.length > shown.length)
    L.push('', `… and ${s.errors.length - shown.length} more in games.csv.`);
  L.push('');
  return L;
}

function chartLines(charts: readonly string[]): string[] {
  if (!charts.length) return [];
  const L: string[] = [];
  L.push('## Charts', '');
  for (const c of charts) L.push(`![${c.replace(/\.svg$/, '')}](${c})`, '');
  return L;
}

/** How the figures were made. */
function methodLines(s: Summary): string[] {
  const focus = s.focusSide;
  const L: string[] = [];
  L.push('## Method', '');
  L.push(
    `- Game i of every arm uses seed \`${s.seed}/i\`; dice, shuffles and each bot draw from separate streams of it, so arms are compared on common random numbers.`,
  );
  L.push(`- Win rates: Wilson score intervals (95 %).`);
  if (s.variants.length) {
    L.push(
      `- Option effects: per seed the pair (baseline, variant) of ${focus} scores (win 1, loss 0, draw or limit ½); the mean paired difference with a normal-approximation 95 % interval (d̄ ± 1.96·s_d/√n) and p from the same z statistic; under ${FEW_DISCORDANT} discordant games, Newcombe's hybrid score interval (1998, method 10; it keeps its width when no game differs) and McNemar's exact p; Holm's step-down correction within each scenario and bot pairing.`,
    );
  }
  if (s.sprt) {
    L.push(
      `- SPRT (Sobel–Wald two-sided: two GSPRTs on the paired differences as in fishtest's LLRcalc, each at α/2): "decided: changes" means the data favour a change of ${(s.sprt.delta * 100).toFixed(1)} points in the ${focus} score over none; "decided: no effect larger than ${(s.sprt.delta * 100).toFixed(1)} points" means they favour no change over a change of that size in either direction; α = ${s.sprt.alpha}, β = ${s.sprt.beta}; first look at ${int(s.sprt.minGames)} paired games, then every ${int(s.sprt.every)}.`,
    );
  }
  L.push(`- Raw games: games.csv (one row per game); figures for programs: summary.json.`);
  L.push('');
  return L;
}

/** Elo with its interval; a bot that won or lost every game has no finite Elo. */
function eloCell(e: EloEstimate): string {
  if (!(e.games > 0)) return 'n/a';
  if (e.score === 0) return 'n/a (lost every game)';
  if (e.score === 1) return 'n/a (won every game)';
  return `${num(e.elo, 0)} (${num(e.lo, 0)} to ${num(e.hi, 0)})`;
}

/** Option-pair interactions: verdict lines, then the figures (interaction.ts). */
function interactionLines(s: Summary): string[] {
  const xs = s.interactions ?? [];
  if (!xs.length) return [];
  const L: string[] = ['## Interactions', ''];
  for (const x of xs) L.push(`- ${blockPrefix(s, x)}${x.verdict}`);
  L.push(
    '',
    `The interaction of a pair A × B is, per seed, the ${s.focusSide} score with both minus with A alone minus with B alone plus the baseline's (the pair's effect beyond the sum of the single effects), averaged over the seeds all four arms played. Under ${FEW_DISCORDANT} seeds with a non-zero interaction its interval combines Newcombe's intervals of A+B − A and B − baseline (conservative) and p is the exact sign test; Holm's correction over the pairs of each scenario and bot pairing.`,
    '',
    ...table(
      [
        'scenario',
        'bots',
        'pair',
        'seeds',
        'A alone',
        'B alone',
        'together',
        'interaction (95 % CI)',
        'p (Holm)',
      ],
      xs.map((x) => [
        x.scenario,
        x.pairing,
        x.name,
        int(x.seeds),
        pts(x.effectA),
        pts(x.effectB),
        pts(x.effectBoth),
        `${pts(x.interaction)} (${pts(x.lo)} to ${pts(x.hi)})`,
        fmtP(x.pHolm),
      ]),
    ),
    '',
  );
  return L;
}

function blockPrefix(s: Summary, v: { scenario: string; pairing: string }): string {
  const parts: string[] = [];
  if (s.scenarios.length > 1) parts.push(v.scenario);
  if (s.pairings.length > 1) parts.push(v.pairing);
  return parts.length ? `[${parts.join(', ')}] ` : '';
}

/** In how many of the variant's games its rule came into play ('not counted' when the game counts none). */
function coverageCell(v: VariantSummary): string {
  if (!v.coverage) return 'not counted';
  return `${int(v.coverage.inPlay)} of ${int(v.coverage.games)} (${pct(v.coverage.share)})`;
}

function sprtCell(v: VariantSummary): string {
  if (!v.sprt) return '—';
  const llr =
    v.sprt.direction < 0 || (v.sprt.direction === 0 && v.sprt.llrDown > v.sprt.llrUp)
      ? v.sprt.llrDown
      : v.sprt.llrUp;
  const what = v.sprt.decision === 'H1' ? 'stopped (H1)' : v.sprt.decision === 'H0' ? 'stopped (H0)' : 'open';
  return `${what} at ${int(v.sprt.games)} (LLR ${num(llr, 2)}, bounds ${num(v.sprt.lower, 2)}/${num(v.sprt.upper, 2)})`;
}

/** The verdict across bot strengths, with Cochran's Q p-value (verdict.ts acrossStrengths). */
function strengthCell(row: readonly (VariantSummary | undefined)[]): string {
  const vs = row.filter((v): v is VariantSummary => v !== undefined);
  const a = acrossStrengths(vs);
  return a.p === null ? a.verdict : `${a.verdict} (heterogeneity p = ${fmtP(a.p)})`;
}

function shortVerdict(v: VariantSummary): string {
  return v.kind === 'changes' ? (v.change > 0 ? 'raises it' : 'lowers it') : v.kind;
}
