/**
 * Runs one `cwsim` command in this process and writes what it cost to a JSON file: the peak resident
 * set size of the whole process (every worker thread included: they share it), CPU and wall time.
 * The sim suite (suites/sim.ts) starts it as a child process for `simulateRssMb1M`.
 *
 *   node dist/bench/rss.js <result.json> <cwsim arguments...>
 *
 * Writes {"code", "maxRssKb", "playMaxRssKb", "cpuMs", "wallMs"}: maxRssKb is
 * process.resourceUsage().maxRSS (getrusage ru_maxrss, kilobytes) at the end; playMaxRssKb the same
 * peak as the report started (src/cli/run.ts REPORT_MARK), i.e. while the games were played, and
 * reportAtMs the wall-clock time (epoch ms) the report started, for a parent that samples this
 * process's RSS (suites/sim.ts); both null when the command writes no report.
 */
import { writeFileSync } from 'node:fs';
import { main } from '../src/cli/main.js';
import { REPORT_MARK } from '../src/cli/run.js';

const [file, ...args] = process.argv.slice(2);
if (!file) throw new Error('usage: node dist/bench/rss.js <result.json> <cwsim arguments...>');
const w0 = performance.now();
const code = await main(args);
const r = process.resourceUsage();
const mark = performance.getEntriesByName(REPORT_MARK)[0] as
  { detail?: unknown; startTime: number } | undefined;
const play = (mark?.detail as { maxRssKb?: number } | undefined)?.maxRssKb;
const result = {
  code,
  maxRssKb: r.maxRSS,
  playMaxRssKb: play ?? null,
  reportAtMs: mark ? performance.timeOrigin + mark.startTime : null,
  cpuMs: (r.userCPUTime + r.systemCPUTime) / 1000,
  wallMs: performance.now() - w0,
};
writeFileSync(file, JSON.stringify(result) + '\n');
process.exitCode = code;
