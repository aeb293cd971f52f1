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
  const rate = sessionRate(() => performance.now());
  return {
    active: true,
    update(done: number, total: number): void {
      if (!rate.started()) {
        rate.start(done);
        bar.start(total, done, { rate: '-' });
        return;
      }
      const r = rate.at(done);
      bar.setTotal(total);
      bar.update(done, { rate: r.seconds > 0 ? r.perSecond.toFixed(1) : '-' });
    },
    stop(): void {
      if (rate.started()) bar.stop();
    },
  };
}

/** Games per second since the first update of this session (games resumed before it not counted). */
function sessionRate(now: () => number) {
  let t0: number | undefined;
  let first = 0;
  return {
    started: (): boolean => t0 !== undefined,
    start(done: number, t = now()): void {
      t0 = t;
      first = done;
    },
    at(done: number, t = now()): { seconds: number; perSecond: number } {
      const seconds = (t - (t0 ?? t)) / 1000;
      return { seconds, perSecond: (done - first) / Math.max(seconds, 1e-9) };
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
  const session = sessionRate(now);
  let last = 0;
  let printed = false;
  return {
    active: true,
    update(done: number, total: number): void {
      const t = now();
      if (!session.started()) {
        session.start(done, t);
        last = t;
        return;
      }
      if (t - last < everyMs && !(printed && done >= total)) return;
      last = t;
      printed = true;
      const rate = session.at(done, t).perSecond;
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
