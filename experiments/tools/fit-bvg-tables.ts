/**
 * Fit the stand-in Combat and Casualties Tables of the bvg provisional pack
 * (src/games/bvg/content/provisional/tables.json) to Civil War battles.
 *
 *   npx tsx experiments/tools/fit-bvg-tables.ts [data-dir=../shared/data/acw-battles]
 *
 * Data: "acw_battle_data" by Jeffrey B. Arnold (CC-BY 4.0): cwsac_battles.csv (result: Union,
 * Confederate, Inconclusive) and cwsac_forces.csv (strength and casualties per side; the 62 CWSAC
 * battles with both strengths known). Which side attacked is not in the data; bvg-cwsac-attackers.csv
 * (beside this file) labels each of the 62 from the CWSAC description in cwsac_battles.csv: the side
 * whose offensive brought on the battle.
 *
 * 1. Combat Table (8.5). Fixed by the rules: the red die 1..6 is modified by +1 for every 10 points the
 *    attacker has more than the defender (-1 the other way, digest reading floor(|A-D|/10)); a higher
 *    roll favours the attacker; Attacker Routed and Defender Routed are the extremes (Opt 11). Free:
 *    the four middle entries, drawn from Attacker Defeated, Generals' Battle, Soldiers' Battle and
 *    Defender Defeated (at least one of each battle kind, attacker-favour never decreasing), and who
 *    wins a Soldiers' Battle (the side with at least `ratio` times the other's strength, else a
 *    stalemate; or always a stalemate). A Generals' Battle goes to either side or is drawn with
 *    probability 1/3 each (the battles' commanders have no initiative rating). A battle's difference
 *    in points is its difference in men at 3,500 men a point (the pack's strength scale, digest 5.7).
 *    Every candidate is scored by the log-likelihood of the 62 outcomes (attacker won, lost, drawn);
 *    the pack takes one of the best (see its manifest entry for the tie-break).
 * 2. Casualties Table (8.5). Each side's casualties as a share of its strength, by its own result
 *    (winner, inconclusive, and the losers split at their median into "defeated" and "routed", since
 *    the table rolls each as often); the white die's light/normal/heavy are the terciles. Steps lost
 *    in a column of own strength S = share x S / 1.47 (strength points per step over both decks'
 *    units), rounded; columns 1-5, 6-11, 12-19, 20+ at S = 3.5, 8.5, 15.5, 25.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '../shared/data/acw-battles';
const MEN_PER_POINT = 3500;
const STRENGTH_PER_STEP = 1.47;

/** RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks) as records by header. */
function readCsv(file: string): Record<string, string>[] {
  const text = readFileSync(file, 'utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field || row.length) rows.push([...row, field]);
  const [head, ...body] = rows.filter((r) => r.length > 1 || r[0]);
  return body.map((r) => Object.fromEntries(head!.map((h, i) => [h, r[i] ?? ''])));
}

const num = (t: string | undefined): number | undefined => {
  const v = Number(t);
  return t !== undefined && t !== '' && Number.isFinite(v) ? v : undefined;
};

// ---- the battles ----------------------------------------------------------------------------------
const forces = new Map<string, Map<string, { men: number; cas?: number }>>();
for (const r of readCsv(join(dir, 'cwsac_forces.csv'))) {
  const lo = num(r['strength_min']);
  if (lo === undefined) continue;
  const men = (lo + (num(r['strength_max']) ?? lo)) / 2;
  const cas = num(r['casualties']);
  const m = forces.get(r['battle']!) ?? new Map();
  m.set(r['belligerent']!, cas === undefined ? { men } : { men, cas });
  forces.set(r['battle']!, m);
}
const result = new Map(readCsv(join(dir, 'cwsac_battles.csv')).map((r) => [r['battle']!, r['result']!]));
const attackerOf = new Map(
  readCsv(new URL('./bvg-cwsac-attackers.csv', import.meta.url).pathname).map((r) => [
    r['battle']!,
    r['attacker']!,
  ]),
);

type Out = 'W' | 'L' | 'I';
interface Battle {
  id: string;
  att: number;
  def: number;
  out: Out;
  attCas?: number;
  defCas?: number;
}
const battles: Battle[] = [];
for (const [id, m] of forces) {
  const us = m.get('US');
  const cs = m.get('Confederate');
  if (!us || !cs) continue;
  const who = attackerOf.get(id);
  if (!who) throw new Error(`${id}: no attacker label in bvg-cwsac-attackers.csv`);
  const [a, d] = who === 'US' ? [us, cs] : [cs, us];
  const r = result.get(id);
  const out: Out = r === 'Inconclusive' ? 'I' : (r === 'Union') === (who === 'US') ? 'W' : 'L';
  battles.push({
    id,
    att: a.men,
    def: d.men,
    out,
    ...(a.cas !== undefined ? { attCas: a.cas / a.men } : {}),
    ...(d.cas !== undefined ? { defCas: d.cas / d.men } : {}),
  });
}

console.log(`${battles.length} battles with both strengths (attacker labels: ${attackerOf.size})`);
const buckets: [number, number][] = [
  [0, 1],
  [1, 1.5],
  [1.5, 2.5],
  [2.5, Infinity],
];
const count = (bs: Battle[], o: Out): number => bs.filter((b) => b.out === o).length;
console.log('Observed: attacker/defender strength ratio -> attacker won / lost / drawn');
for (const [lo, hi] of buckets) {
  const bs = battles.filter((b) => b.att / b.def >= lo && b.att / b.def < hi);
  console.log(`  ${lo}-${hi}: n=${bs.length}  ${count(bs, 'W')} / ${count(bs, 'L')} / ${count(bs, 'I')}`);
}
const larger = battles.filter((b) => b.att !== b.def);
const largerWon = larger.filter((b) => (b.att > b.def ? b.out === 'W' : b.out === 'L')).length;
const smallerWon = larger.filter((b) => (b.att > b.def ? b.out === 'L' : b.out === 'W')).length;
console.log(`  larger side won ${largerWon}, smaller side won ${smallerWon}, drawn ${count(battles, 'I')}`);

// ---- 1. the Combat Table ----------------------------------------------------------------------------
type E = 'AR' | 'AD' | 'GB' | 'SB' | 'DD' | 'DR';
const RANK: Record<string, number> = { AD: 0, GB: 1, SB: 1, DD: 2 };
const GB = [1 / 3, 1 / 3, 1 / 3]; // attacker wins, defender wins, drawn

/** P(attacker wins, loses, draws) for a table, a die modifier and the strength ratio. */
function probs(t: readonly E[], drm: number, ratio: number, sbRatio: number): [number, number, number] {
  let w = 0;
  let l = 0;
  let i = 0;
  for (let red = 1; red <= 6; red++) {
    const e = t[Math.max(1, Math.min(6, red + drm)) - 1]!;
    if (e === 'AR' || e === 'AD') l += 1 / 6;
    else if (e === 'DD' || e === 'DR') w += 1 / 6;
    else if (e === 'GB') {
      w += GB[0]! / 6;
      l += GB[1]! / 6;
      i += GB[2]! / 6;
    } else if (ratio > 1 && ratio >= sbRatio) w += 1 / 6;
    else if (ratio < 1 && 1 / ratio >= sbRatio) l += 1 / 6;
    else i += 1 / 6;
  }
  return [w, l, i];
}
const drmOf = (b: Battle): number => Math.trunc((b.att - b.def) / MEN_PER_POINT / 10);
function logLik(t: readonly E[], sbRatio: number): number {
  let ll = 0;
  for (const b of battles) {
    const [w, l, i] = probs(t, drmOf(b), b.att / b.def, sbRatio);
    ll += Math.log(Math.max(1e-9, b.out === 'W' ? w : b.out === 'L' ? l : i));
  }
  return ll;
}
const mids: E[][] = [];
const pool: E[] = ['AD', 'GB', 'SB', 'DD'];
for (const a of pool)
  for (const b of pool)
    for (const c of pool)
      for (const d of pool) {
        const m = [a, b, c, d];
        if (!m.includes('GB') || !m.includes('SB')) continue;
        if (m.some((x, k) => k < 3 && RANK[x]! > RANK[m[k + 1]!]!)) continue;
        mids.push(m);
      }
const fits: { t: E[]; sb: number; ll: number }[] = [];
for (const m of mids) {
  const t: E[] = ['AR', ...m, 'DR'];
  for (const sb of [1, 1.25, 1.5, 2, 3, Infinity]) fits.push({ t, sb, ll: logLik(t, sb) });
}
fits.sort((x, y) => y.ll - x.ll);
const sbText = (sb: number): string =>
  sb === Infinity ? 'Soldiers: always stalemate' : `Soldiers: ${sb}x stronger wins`;
console.log('\nCombat Table candidates by log-likelihood (best first):');
for (const f of fits.slice(0, 8)) console.log(`  ${f.ll.toFixed(2)}  ${f.t.join(' ')}  ${sbText(f.sb)}`);
const show = (t: E[], sb: number, label: string): void => {
  const f = fits.find((x) => x.t.join() === t.join() && x.sb === sb)!;
  console.log(`  ${label}: ${f.ll.toFixed(2)}  ${t.join(' ')}  ${sbText(sb)}`);
  for (const [lo, hi] of buckets) {
    const bs = battles.filter((b) => b.att / b.def >= lo && b.att / b.def < hi);
    let w = 0;
    let i = 0;
    for (const b of bs) {
      const p = probs(t, drmOf(b), b.att / b.def, sb);
      w += p[0];
      i += p[2];
    }
    console.log(
      `      ${lo}-${hi}: attacker won ${count(bs, 'W')} (expected ${w.toFixed(1)}), drawn ${count(bs, 'I')} (${i.toFixed(1)})`,
    );
  }
};
show(['AR', 'AD', 'GB', 'SB', 'DD', 'DR'], Infinity, 'digest 4.5 proposal');
show(['AR', 'AD', 'SB', 'SB', 'GB', 'DR'], 1, 'chosen');

// ---- 2. the Casualties Table ------------------------------------------------------------------------
const shares = { winner: [] as number[], stalemate: [] as number[], loser: [] as number[] };
for (const b of battles) {
  if (b.attCas === undefined || b.defCas === undefined) continue;
  if (b.out === 'I') shares.stalemate.push(b.attCas, b.defCas);
  else if (b.out === 'W') {
    shares.winner.push(b.attCas);
    shares.loser.push(b.defCas);
  } else {
    shares.winner.push(b.defCas);
    shares.loser.push(b.attCas);
  }
}
const sorted = (x: number[]): number[] => [...x].sort((a, b) => a - b);
const mean = (x: number[]): number => x.reduce((a, b) => a + b, 0) / Math.max(1, x.length);
const terciles = (x: number[]): number[] => {
  const s = sorted(x);
  const n = s.length;
  return [
    s.slice(0, Math.floor(n / 3)),
    s.slice(Math.floor(n / 3), Math.floor((2 * n) / 3)),
    s.slice(Math.floor((2 * n) / 3)),
  ].map(mean);
};
const losers = sorted(shares.loser);
const half = Math.floor(losers.length / 2);
const rows: Record<string, number[]> = {
  winner: terciles(shares.winner),
  stalemate: terciles(shares.stalemate),
  defeated: terciles(losers.slice(0, half)),
  routed: terciles(losers.slice(half)),
};
const columns = [3.5, 8.5, 15.5, 25];
console.log(
  `\nCasualties: share of own strength lost (light / normal / heavy terciles), then steps by own strength 1-5, 6-11, 12-19, 20+`,
);
console.log(
  `  (${shares.winner.length} winners, ${shares.loser.length} losers, ${shares.stalemate.length} sides of drawn battles)`,
);
for (const [k, t] of Object.entries(rows)) {
  const steps = ['light', 'normal', 'heavy'].map(
    (lv, j) => `${lv} [${columns.map((s) => Math.round((t[j]! * s) / STRENGTH_PER_STEP)).join(',')}]`,
  );
  console.log(`  ${k.padEnd(9)} ${t.map((x) => x.toFixed(3)).join(' / ')}   ${steps.join(' ')}`);
}
