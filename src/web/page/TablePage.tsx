/**
 * One table as one seat sees it: the board and the sidebar. The view comes from the server after
 * every change (its event stream says when); clicks on the map pick an action (picking.ts), the
 * list and the buttons do the same in words. Nothing is decided here: the server checks every action.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { Choice, TableView, Thinking } from '../protocol.js';
import { api } from './api.js';
import { Board } from './Board.js';
import { click, picking } from './picking.js';
import { Sidebar } from './Sidebar.js';

/**
 * The seat's view, loaded now and again whenever the table's event stream reports a new version
 * (unless a past step is shown: `replayAt`); a thinking note updates the view in place.
 */
function useTableView(table: string, seat: string) {
  const [view, setView] = useState<TableView | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [replayAt, setReplayAt] = useState<number | null>(null);
  const version = useRef(-1);

  const load = useCallback(
    (at: number | null) =>
      api.view(table, seat, at ?? undefined).then(
        (v) => {
          setView(v);
          setError(undefined);
        },
        (e: Error) => setError(e.message),
      ),
    [table, seat],
  );

  useEffect(() => {
    void load(null);
    const es = new EventSource(api.eventsUrl(table));
    es.onmessage = (ev: MessageEvent<string>) => {
      const msg = JSON.parse(ev.data) as { version: number; thinking?: Thinking };
      if (msg.version !== version.current) {
        version.current = msg.version;
        setReplayAt((at) => {
          if (at === null) void load(null);
          return at;
        });
      } else if (msg.thinking) {
        setView((v) => (v ? { ...v, thinking: msg.thinking } : v));
      }
    };
    return () => es.close();
  }, [table, seat, load]);
  return { view, setView, error, setError, replayAt, setReplayAt, load };
}

export function TablePage({ table, seat }: { table: string; seat: string }): JSX.Element {
  const { view, setView, error, setError, replayAt, setReplayAt, load } = useTableView(table, seat);
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);

  const live = replayAt === null;
  const choices: readonly Choice[] = (live && view?.choices) || [];
  const p = useMemo(() => picking(choices, picked), [choices, picked]);
  const names = useMemo(() => {
    const m = new Map<string, string>();
    for (const pl of view?.scene.places ?? []) m.set(pl.id, pl.name);
    for (const c of view?.scene.counters ?? []) m.set(c.id, c.title ?? c.label);
    return m;
  }, [view]);

  const play = (c: Choice): void => {
    if (!view || busy) return;
    setBusy(true);
    setPicked([]);
    api
      .act(table, seat, c.action, view.step)
      .then(
        (v) => {
          setView(v);
          setError(undefined);
        },
        (e: Error) => setError(e.message),
      )
      .finally(() => setBusy(false));
  };

  const onPick = (id: string, place?: string): void => {
    if (!live || busy) return;
    let r = click(choices, picked, id);
    // A click on a counter stands for its place when only the place is a choice (a stack in a box).
    if (r.kind === 'ignore' && place !== undefined) r = click(choices, picked, place);
    if (r.kind === 'play') play(r.choice);
    else if (r.kind === 'pick') setPicked(r.picked);
  };

  const undo = (): void => {
    if (!view) return;
    setBusy(true);
    api
      .undo(table, seat, view.step)
      .then(setView, (e: Error) => setError(e.message))
      .finally(() => setBusy(false));
  };

  const replay = (at: number | null): void => {
    setPicked([]);
    setReplayAt(at === null || (view && at >= view.step) ? null : at);
    void load(at === null || (view && at >= view.step) ? null : at);
  };

  if (!view) return <p class="loading">{error ?? 'Loading…'}</p>;
  return (
    <div class="table" data-step={view.step} data-status={live ? view.status : 'replay'}>
      <Board
        scene={view.scene}
        backdrop={view.scene.backdrop ? api.backdropUrl(table) : undefined}
        hot={live ? p.next : new Set()}
        picked={picked}
        onPick={onPick}
        onBackground={() => setPicked([])}
      />
      <Sidebar
        view={view}
        matching={p.matching}
        complete={p.complete}
        picked={picked}
        names={names}
        live={live}
        busy={busy}
        {...(error ? { error } : {})}
        onChoose={play}
        onCancel={() => setPicked([])}
        onUndo={undo}
        onReplay={replay}
        recordUrl={api.recordUrl(table, seat)}
      />
    </div>
  );
}
