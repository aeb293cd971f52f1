/** The page's calls to the server (src/web/server.ts); an error answer becomes an Error with its text. */
import type { GameSummary, TableSummary, TableView } from '../protocol.js';

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const data = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(data.error ?? `${res.status} ${res.statusText}`);
  return data;
}

export const api = {
  games: () => call<GameSummary[]>('GET', '/api/games'),
  tables: () => call<TableSummary[]>('GET', '/api/tables'),
  create: (req: {
    game: string;
    scenario: string;
    seed?: string;
    options?: string;
    players: Record<string, string>;
  }) => call<{ table: string }>('POST', '/api/tables', req),
  load: (record: string) => call<{ table: string }>('POST', '/api/tables/load', { record }),
  view: (table: string, seat: string, at?: number) =>
    call<TableView>(
      'GET',
      `/api/tables/${encodeURIComponent(table)}/view?seat=${encodeURIComponent(seat)}${at === undefined ? '' : `&at=${at}`}`,
    ),
  act: (table: string, seat: string, action: number, step: number) =>
    call<TableView>('POST', `/api/tables/${encodeURIComponent(table)}/act`, { seat, action, step }),
  undo: (table: string, seat: string, step: number) =>
    call<TableView>('POST', `/api/tables/${encodeURIComponent(table)}/undo`, { seat, step }),
  recordUrl: (table: string, seat: string) =>
    `/api/tables/${encodeURIComponent(table)}/record?seat=${encodeURIComponent(seat)}`,
  backdropUrl: (table: string) => `/api/tables/${encodeURIComponent(table)}/backdrop.svg`,
  eventsUrl: (table: string) => `/api/tables/${encodeURIComponent(table)}/events`,
};
