/**
 * Runs one `cwsim` command in this process and writes what it cost to a JSON file: the peak resident
 * set size of the whole process (every worker thread included: they share it), CPU and wall time.
 * The sim suite (suites/sim.ts) starts it as a child process for `simulateRssMb1M`.
 *
 *   node dist/bench/rss.js <result.json> <cwsim arguments...>
 *
 * Writes {"code", "maxRssKb", "cpuMs", "wallMs"}: maxRssKb is process.resourceUsage().maxRSS
 * (getrusage ru_maxrss, kilobytes).
 */
import { writeFileSync } from 'node:fs';
import { main } from '../src/cli/main.js';

const [file, ...args] = process.argv.slice(2);
if (!file) throw new Error('usage: node dist/bench/rss.js <result.json> <cwsim arguments...>');
const w0 = performance.now();
const code = await main(args);
const r = process.resourceUsage();
const result = {
  code,
  maxRssKb: r.maxRSS,
  cpuMs: (r.userCPUTime + r.systemCPUTime) / 1000,
  wallMs: performance.now() - w0,
};
writeFileSync(file, JSON.stringify(result) + '\n');
process.exitCode = code;
