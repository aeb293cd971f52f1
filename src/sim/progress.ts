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
