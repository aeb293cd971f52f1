/**
 * The progress bar on stderr (cli-progress): games done of the games planned, games per second of
 * this session, and the ETA. Drawn only when stderr is a terminal, so logs and tests stay clean.
 */
import cliProgress from 'cli-progress';

export interface Progress {
  /** False when nothing is drawn (not a terminal, or switched off): callers may skip the counting. */
  readonly active: boolean;
  update(done: number, total: number): void;
  stop(): void;
}

export function progressBar(enabled: boolean, label: string): Progress {
  if (!enabled || !process.stderr.isTTY) return { active: false, update: () => {}, stop: () => {} };
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: `${label} {bar} {value}/{total} games | {rate} games/s | ETA {eta_formatted}`,
      etaBuffer: 200,
      fps: 5,
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  let t0 = 0;
  let first = 0;
  return {
    active: true,
    update(done: number, total: number): void {
      if (!started) {
        started = true;
        t0 = performance.now();
        first = done;
        bar.start(total, done, { rate: '-' });
        return;
      }
      const s = (performance.now() - t0) / 1000;
      const rate = s > 0 ? ((done - first) / s).toFixed(1) : '-';
      bar.setTotal(total);
      bar.update(done, { rate });
    },
    stop(): void {
      if (started) bar.stop();
    },
  };
}

/**
 * Progress as a line on `log` every `everyMs` (for runs watched through logs: CI, `npm start | tee`,
 * a queue coordinator under a scheduler): games done of planned, games per second, ETA. A run shorter
 * than one interval prints nothing; a run that printed ends with a line at its last game.
 */
export function progressLines(
  log: (line: string) => void,
  label: string,
  everyMs: number,
  now: () => number = () => performance.now(),
): Progress {
  let t0: number | undefined;
  let first = 0;
  let last = 0;
  let printed = false;
  return {
    active: true,
    update(done: number, total: number): void {
      const t = now();
      if (t0 === undefined) {
        t0 = t;
        first = done;
        last = t;
        return;
      }
      if (t - last < everyMs && !(printed && done >= total)) return;
      last = t;
      printed = true;
      const rate = (done - first) / Math.max((t - t0) / 1000, 1e-9);
      const eta = rate > 0 ? formatSeconds((total - done) / rate) : '?';
      log(`${label}: ${done}/${total} games, ${rate.toFixed(1)} games/s, ETA ${eta}`);
    },
    stop: () => {},
  };
}

function formatSeconds(s: number): string {
  const m = Math.floor(s / 60);
  return m >= 60
    ? `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`
    : `${m}m${String(Math.round(s % 60)).padStart(2, '0')}s`;
}
