/**
 * Samples another process's resident set size from /proc/<pid>/status (VmRSS, Linux), for the part
 * of a run that getrusage's all-time peak cannot show: the sim suite's report phase, whose own peak
 * is hidden under the peak of the games when it is lower. Sampling from outside costs the measured
 * process nothing and keeps going while its main thread is busy (the report is synchronous).
 */
import { readFileSync } from 'node:fs';

export interface RssSample {
  /** Wall-clock time, epoch ms. */
  readonly at: number;
  readonly kb: number;
}

function vmRssKb(pid: number): number | undefined {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined; // gone, or no /proc here
  }
}

/** Start sampling `pid` every `everyMs`; `stop()` ends it and returns the samples. */
export function sampleRss(pid: number, everyMs = 50): { stop(): RssSample[] } {
  const samples: RssSample[] = [];
  const take = (): void => {
    const kb = vmRssKb(pid);
    if (kb !== undefined) samples.push({ at: Date.now(), kb });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop(): RssSample[] {
      clearInterval(timer);
      return samples;
    },
  };
}

/**
 * The peak from `from` (epoch ms) on, in kB: the largest of the samples taken since and the last one
 * before (the level the phase started at, so a phase shorter than the sampling period still has one);
 * NaN when there is none.
 */
export function peakSince(samples: readonly RssSample[], from: number | null): number {
  if (from === null) return NaN;
  let peak = NaN;
  for (const s of samples) {
    if (s.at < from) peak = s.kb;
    else if (!(s.kb <= peak)) peak = s.kb;
  }
  return peak;
}
