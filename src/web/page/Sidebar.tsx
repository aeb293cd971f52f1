/**
 * The column beside the map: turn and score, whose move it is (the bot's thinking and its estimate
 * of who is winning), the decision as buttons and a filtered list in the game's words, undo, the
 * record, the replay slider and the running log with each battle's dice.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { Choice, LogEntry, TableView } from '../protocol.js';

export interface SidebarProps {
  readonly view: TableView;
  /** Choices the clicks so far agree with (all of them when nothing is picked). */
  readonly matching: readonly Choice[];
  /** Choices the clicks so far complete, when more than one: the person picks one. */
  readonly complete: readonly Choice[];
  readonly picked: readonly string[];
  readonly names: ReadonlyMap<string, string>;
  readonly live: boolean;
  readonly busy: boolean;
  readonly error?: string;
  readonly onChoose: (c: Choice) => void;
  readonly onCancel: () => void;
  readonly onUndo: () => void;
  readonly onReplay: (at: number | null) => void;
  readonly recordUrl: string;
}

const LIST_MAX = 300;

function Status({ view }: { view: TableView }): JSX.Element {
  if (view.status === 'over') return <p class="status over">Game over: {view.outcome}</p>;
  if (view.error) return <p class="status error">{view.error}</p>;
  if (view.status === 'thinking' && view.thinking) {
    const t = view.thinking;
    return (
      <div class="status thinking">
        {t.side} ({t.bot}) is thinking… {(t.elapsedMs / 1000).toFixed(1)} s
        {t.progress !== undefined && <progress max={1} value={t.progress} />}
      </div>
    );
  }
  if (view.status === 'waiting') return <p class="status">Waiting for the other player.</p>;
  if (view.status === 'thinking') return <p class="status thinking">The bot is about to move…</p>;
  return <p class="status decide">{view.scene.decision?.prompt ?? 'Your decision'}</p>;
}

function Estimate({ view }: { view: TableView }): JSX.Element | null {
  const e = view.estimate;
  if (!e) return null;
  const pct = Math.round(100 * e.p);
  return (
    <div class="estimate" title={`${e.bot}'s estimate of its own chance of winning`}>
      {e.side}'s bot thinks it wins {pct} % of the time
      <div class="meter">
        <div class={`fill side-${e.side}`} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

function Decision(props: SidebarProps): JSX.Element | null {
  const [filter, setFilter] = useState('');
  const { matching, complete, picked } = props;
  if (!props.live || !props.view.choices) return null;
  if (complete.length > 1) {
    return (
      <div class="decision">
        <p>Which one?</p>
        {complete.map((c) => (
          <button type="button" class="choice" key={c.action} onClick={() => props.onChoose(c)}>
            {c.text}
          </button>
        ))}
        <button type="button" class="cancel" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    );
  }
  const buttons = picked.length ? [] : matching.filter((c) => c.touches.length === 0).slice(0, 6);
  const q = filter.trim().toLowerCase();
  const listed = matching.filter((c) => !buttons.includes(c) && (!q || c.text.toLowerCase().includes(q)));
  return (
    <div class="decision">
      {picked.length > 0 && (
        <p class="picked">
          Selected: {picked.map((id) => props.names.get(id) ?? id).join(' → ')} →{' '}
          <button type="button" class="cancel" onClick={props.onCancel}>
            Cancel
          </button>
        </p>
      )}
      <div class="buttons">
        {buttons.map((c) => (
          <button type="button" class="choice primary" key={c.action} onClick={() => props.onChoose(c)}>
            {c.text}
          </button>
        ))}
      </div>
      {listed.length > 0 && (
        <details open={picked.length > 0 || listed.length <= 12}>
          <summary>All {listed.length} choices</summary>
          <input
            class="filter"
            placeholder="find a choice…"
            value={filter}
            onInput={(e) => setFilter((e.target as HTMLInputElement).value)}
          />
          <ul class="choices">
            {listed.slice(0, LIST_MAX).map((c) => (
              <li key={c.action}>
                <button type="button" class="choice" disabled={props.busy} onClick={() => props.onChoose(c)}>
                  {c.text}
                </button>
              </li>
            ))}
            {listed.length > LIST_MAX && (
              <li class="more">… {listed.length - LIST_MAX} more: type to narrow the list</li>
            )}
          </ul>
        </details>
      )}
    </div>
  );
}

function Log({ log }: { log: readonly LogEntry[] }): JSX.Element {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => end.current?.scrollIntoView({ block: 'end' }), [log.length]);
  return (
    <div class="log">
      {log.map((e) => (
        <div class="entry" key={e.step}>
          <span class="who">
            T{e.turn} {e.side}:
          </span>{' '}
          {e.text}
          {e.lines.map((l, i) => (
            <div key={i} class={/^(Round |Battle )/.test(l) ? 'line battle' : 'line'}>
              {l}
            </div>
          ))}
        </div>
      ))}
      <div ref={end} />
    </div>
  );
}

export function Sidebar(props: SidebarProps): JSX.Element {
  const { view } = props;
  return (
    <aside class="sidebar">
      <header>
        <a href="#/">← tables</a> <strong>{view.gameName}</strong> · {view.scenario} · you play{' '}
        <span class={`side-label side-${view.seat}`}>{view.seat}</span>
      </header>
      <h2 class="title">{view.scene.title}</h2>
      <dl class="score">
        {view.scene.score.map((s) => (
          <div key={s.label}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
      {props.live ? (
        <Status view={view} />
      ) : (
        <p class="status replay">
          Replay: step {view.at} of {view.step}
        </p>
      )}
      <Estimate view={view} />
      {props.error && <p class="status error">{props.error}</p>}
      <Decision {...props} />
      <div class="controls">
        <button
          type="button"
          class="undo"
          disabled={!view.undo.ok || !props.live || props.busy}
          title={view.undo.why ?? 'back to your previous decision'}
          onClick={props.onUndo}
        >
          Undo
        </button>
        {view.export ? (
          <a class="save" href={props.recordUrl} download>
            Download record
          </a>
        ) : (
          <span class="save" title="the record holds the seed that deals every hand">
            Saved after every move
          </span>
        )}
        <label class="replay">
          Replay
          <input
            type="range"
            min={0}
            max={view.step}
            value={view.at}
            onInput={(e) => props.onReplay(Number((e.target as HTMLInputElement).value))}
          />
        </label>
        {!props.live && (
          <button type="button" onClick={() => props.onReplay(null)}>
            Back to the game
          </button>
        )}
      </div>
      <p class="pack">{view.pack}</p>
      <Log log={view.log} />
    </aside>
  );
}
