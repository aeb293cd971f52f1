/**
 * The first page: start a game against a bot (game, scenario, your side, the bot, a seed), open a
 * saved table, or load a record file (a save of `cwsim play` or of this page).
 */
import { useEffect, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { GameSummary, TableSummary } from '../protocol.js';
import { api } from './api.js';

const go = (table: string, seat: string): void => {
  location.hash = `#/t/${table}/${seat}`;
};

/** A labelled drop-down list. */
function Choice(p: {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; text: string }[];
  onChange: (value: string) => void;
}): JSX.Element {
  return (
    <label>
      {p.label}{' '}
      <select
        name={p.name}
        value={p.value}
        onChange={(e) => p.onChange((e.target as HTMLSelectElement).value)}
      >
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Create the table (you against the bot on every other side) and go to your seat. */
function startGame(
  game: GameSummary,
  c: { you: string; bot: string; scenario: string; seed: string },
  onError: (message: string) => void,
): void {
  const players = Object.fromEntries(
    game.sides.map((s) => [s, s === c.you ? 'human' : c.bot || game.bots[0]!]),
  );
  api
    .create({
      game: game.id,
      scenario: c.scenario || game.scenarios[0]!.id,
      ...(c.seed ? { seed: c.seed } : {}),
      players,
    })
    .then(
      (r) => go(r.table, c.you),
      (e: Error) => onError(e.message),
    );
}

function NewGame({ games }: { games: readonly GameSummary[] }): JSX.Element {
  const [gameId, setGame] = useState(games[0]?.id ?? '');
  const game = games.find((g) => g.id === gameId) ?? games[0];
  const [scenario, setScenario] = useState('');
  const [side, setSide] = useState('');
  const [bot, setBot] = useState('');
  const [seed, setSeed] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!game) return <p>No games.</p>;
  const you = side || game.sides[0]!;
  const start = (ev: Event): void => {
    ev.preventDefault();
    startGame(game, { you, bot, scenario, seed }, setError);
  };
  return (
    <form class="new-game" onSubmit={start}>
      <h2>New game</h2>
      <Choice
        label="Game"
        name="game"
        value={game.id}
        options={games.map((g) => ({ value: g.id, text: g.name }))}
        onChange={(v) => {
          setGame(v);
          setScenario('');
          setSide('');
        }}
      />
      <Choice
        label="Scenario"
        name="scenario"
        value={scenario || game.scenarios[0]!.id}
        options={game.scenarios.map((s) => ({ value: s.id, text: s.name }))}
        onChange={setScenario}
      />
      <Choice
        label="You play"
        name="side"
        value={you}
        options={game.sides.map((s) => ({ value: s, text: s }))}
        onChange={setSide}
      />
      <label>
        Against{' '}
        <input
          name="bot"
          list={`bots-${game.id}`}
          placeholder={game.bots[0]}
          value={bot}
          onInput={(e) => setBot((e.target as HTMLInputElement).value)}
        />
        <datalist id={`bots-${game.id}`}>
          {game.bots.map((b) => (
            <option key={b} value={b} />
          ))}
        </datalist>
      </label>
      <label>
        Seed{' '}
        <input
          name="seed"
          placeholder="(any)"
          value={seed}
          onInput={(e) => setSeed((e.target as HTMLInputElement).value)}
        />
      </label>
      <button type="submit" class="primary">
        Start
      </button>
      {error && <p class="status error">{error}</p>}
    </form>
  );
}

function Tables({ tables }: { tables: readonly TableSummary[] }): JSX.Element {
  const [error, setError] = useState<string | undefined>();
  const upload = (ev: Event): void => {
    const f = (ev.target as HTMLInputElement).files?.[0];
    if (!f) return;
    void f.text().then((text) =>
      api.load(text).then(
        (r) => {
          const rec = JSON.parse(text) as { players?: Record<string, string> };
          const human = Object.entries(rec.players ?? {}).find(([, p]) => p === 'human')?.[0];
          go(r.table, human ?? Object.keys(rec.players ?? { usa: '' })[0]!);
        },
        (e: Error) => setError(e.message),
      ),
    );
  };
  return (
    <section class="tables">
      <h2>Saved games</h2>
      <ul>
        {tables.map((t) => (
          <li key={t.table}>
            {t.table}: {t.game} {t.scenario}, {t.step} moves{t.over ? ' (over)' : ''} —{' '}
            {Object.entries(t.players).map(([side, p]) => (
              <a key={side} href={`#/t/${t.table}/${side}`} class={`side-${side}`}>
                {side} ({p}){' '}
              </a>
            ))}
          </li>
        ))}
      </ul>
      <label class="load">
        Load a saved game (a cwsim record file){' '}
        <input type="file" accept=".json,application/json" onChange={upload} />
      </label>
      {error && <p class="status error">{error}</p>}
    </section>
  );
}

export function Lobby(): JSX.Element {
  const [games, setGames] = useState<readonly GameSummary[]>([]);
  const [tables, setTables] = useState<readonly TableSummary[]>([]);
  useEffect(() => {
    void api.games().then(setGames);
    void api.tables().then(setTables);
  }, []);
  return (
    <main class="lobby">
      <h1>cwsim</h1>
      <p>Civil War strategy games against a bot, on the game's map.</p>
      <NewGame games={games} />
      <Tables tables={tables} />
    </main>
  );
}
