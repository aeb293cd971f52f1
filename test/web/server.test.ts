/**
 * `cwsim serve` on the wire (issue 27): malformed and illegal messages are clear errors that change
 * nothing; a hidden-information seat never receives the other hand; every move is saved, so a
 * restarted server continues the same games; undo stops at a die roll.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/core/record.js';
import { bvg } from '../../src/games/bvg/index.js';
import { C_FLAGS, C_LOC, CSA, F_KNOWN, LOC_HAND, LOC_HAND_W } from '../../src/games/bvg/layout.js';
import type { TableView } from '../../src/web/protocol.js';
import { startServer, type Served } from '../../src/web/server.js';

let served: Served;
let dir: string;

interface Answer {
  status: number;
  text: string;
  json: () => unknown;
}

function call(
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(path, served.url);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text, json: () => JSON.parse(text) as unknown }),
        );
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}
const post = (path: string, data: unknown): Promise<Answer> => call('POST', path, JSON.stringify(data));
const view = async (table: string, seat: string): Promise<TableView> =>
  (await call('GET', `/api/tables/${table}/view?seat=${seat}`)).json() as TableView;

/** Wait until `seat` decides (the bots have moved). */
async function untilDecides(table: string, seat: string): Promise<TableView> {
  for (let i = 0; i < 400; i++) {
    const v = await view(table, seat);
    if (v.status === 'decide' || v.status === 'over') return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${seat} never got to decide at ${table}`);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cwsim-serve-'));
  served = await startServer({ port: 0, host: '127.0.0.1', dir });
});
afterAll(async () => {
  await served.close();
});

describe('cwsim serve API', () => {
  it('refuses malformed requests with a 400 that names the problem', async () => {
    const bad: [unknown, RegExp][] = [
      ['{"game": "ahd", ', /malformed JSON/],
      [
        { game: 'ahd', players: { usa: 'human', csa: 'random' }, extra: 1 },
        /field '\(top\)'.*extra|Unrecognized key/i,
      ],
      [{ game: 'chess', players: { usa: 'human' } }, /unknown game 'chess'/],
      [{ game: 'ahd', players: { usa: 'human', csa: 'mcts:iters=banana' } }, /players\.csa/],
      [{ game: 'ahd', players: { usa: 'random', csa: 'random' } }, /at least one side must be 'human'/],
      [
        { game: 'ahd', scenario: '1776', players: { usa: 'human', csa: 'random' } },
        /unknown scenario '1776'/,
      ],
      [{ game: 'ahd', players: { usa: 'human', yankees: 'random' } }, /unknown side 'yankees'/],
    ];
    for (const [body, why] of bad) {
      const r = await call('POST', '/api/tables', typeof body === 'string' ? body : JSON.stringify(body));
      expect(r.status, r.text).toBe(400);
      expect((r.json() as { error: string }).error).toMatch(why);
    }
    expect((await call('GET', '/api/tables/..%2F..%2Fetc/view?seat=usa')).status).toBe(404);
    expect((await call('GET', '/api/nothing')).status).toBe(404);
    expect((await call('GET', '/api/tables', undefined, { host: 'evil.example' })).status).toBe(421);
    expect((await call('POST', '/api/tables', 'x'.repeat(6_100_000))).status).toBe(413);
  });

  it('plays only legal actions of the seat that decides; anything else is refused and changes nothing', async () => {
    const created = await post('/api/tables', {
      game: 'ahd',
      scenario: '1861-short',
      seed: 'api',
      players: { usa: 'human', csa: 'random' },
    });
    expect(created.status).toBe(201);
    const { table } = created.json() as { table: string };
    const v0 = await view(table, 'usa');
    expect(v0.status).toBe('decide');
    const legal = v0.choices!.map((c) => c.action);
    const illegal = [12345, 0x7fffffff].find((a) => !legal.includes(a))!;
    const refusals: [unknown, number, RegExp][] = [
      [{ seat: 'usa', action: illegal, step: 0 }, 400, /is not one of the \d+ legal actions/],
      [{ seat: 'csa', action: legal[0], step: 0 }, 409, /not csa's decision/],
      [{ seat: 'usa', action: legal[0], step: 5 }, 409, /moved on/],
      [{ seat: 'usa', action: String(legal[0]), step: 0 }, 400, /field 'action'/],
      [{ seat: 'usa', action: -1, step: 0 }, 400, /field 'action'/],
      [{ seat: 'usa', action: legal[0], step: 0, eval: 'process.exit()' }, 400, /eval/],
      [{ seat: 'rebels', action: legal[0], step: 0 }, 400, /unknown seat 'rebels'/],
    ];
    for (const [body, status, why] of refusals) {
      const r = await post(`/api/tables/${table}/act`, body);
      expect(r.status, r.text).toBe(status);
      expect((r.json() as { error: string }).error).toMatch(why);
    }
    expect((await view(table, 'usa')).step).toBe(0);
    const move = v0.choices!.find((c) => c.touches.length === 2)!;
    const r = await post(`/api/tables/${table}/act`, { seat: 'usa', action: move.action, step: 0 });
    expect(r.status, r.text).toBe(200);
    expect((r.json() as TableView).step).toBe(1);
    // Saved after the move, in the terminal's record format.
    const rec = parseRecord(readFileSync(join(dir, `${table}.json`), 'utf8'), 'saved');
    expect(rec.actions).toEqual([move.action]);
    expect(rec.players).toEqual({ usa: 'human', csa: 'random' });
  });

  it('undo takes back a move without dice, and stops at a die roll', async () => {
    const { table } = (
      await post('/api/tables', {
        game: 'ahd',
        scenario: '1861-short',
        seed: 'undo',
        players: { usa: 'human', csa: 'random' },
      })
    ).json() as { table: string };
    const v0 = await view(table, 'usa');
    const move = v0.choices!.find((c) => c.touches.length === 2)!;
    await post(`/api/tables/${table}/act`, { seat: 'usa', action: move.action, step: 0 });
    const undone = await post(`/api/tables/${table}/undo`, { seat: 'usa', step: 1 });
    expect(undone.status, undone.text).toBe(200);
    expect((undone.json() as TableView).step).toBe(0);
    // Play on (end movement, then the first choice) until undo is refused: the recruitment die.
    const end = v0.choices!.find((c) => c.text === 'End movement')!;
    await post(`/api/tables/${table}/act`, { seat: 'usa', action: end.action, step: 0 });
    let v1 = await untilDecides(table, 'usa');
    for (let i = 0; i < 20 && v1.undo.ok; i++) {
      await post(`/api/tables/${table}/act`, { seat: 'usa', action: v1.choices![0]!.action, step: v1.step });
      v1 = await untilDecides(table, 'usa');
    }
    expect(v1.undo).toEqual({ ok: false, why: 'dice were rolled or cards drawn since your last decision' });
    expect(v1.log.map((e) => e.lines.join(' ')).join(' ')).toMatch(/die \d/);
    const r = await post(`/api/tables/${table}/undo`, { seat: 'usa', step: v1.step });
    expect(r.status).toBe(409);
    expect((await view(table, 'usa')).step).toBe(v1.step);
  });

  it('never sends a seat the cards of the other hand it may not see, nor the record while the game is on', async () => {
    const { table } = (
      await post('/api/tables', { game: 'bvg', seed: 'wire', players: { usa: 'human', csa: 'random' } })
    ).json() as { table: string };
    // Play the USA's first choice until the CSA holds a card the USA may not know (the CSA may
    // have deployed all but a known card by the USA's first decision).
    let hidden = 0;
    let seed = '';
    for (let i = 0; i < 30 && hidden === 0; i++) {
      const v = await untilDecides(table, 'usa');
      if (v.status === 'over') break;
      const raw = (await call('GET', `/api/tables/${table}/view?seat=usa`)).text;
      // The same game on the engine: the CSA hand, and which of its cards the USA may know.
      const rec = parseRecord(readFileSync(join(dir, `${table}.json`), 'utf8'), 'saved');
      seed = rec.seed;
      const s = bvg.create({ scenario: rec.scenario, seed: rec.seed });
      for (const a of rec.actions) bvg.apply(s, a);
      const c = bvg.contentOf(s);
      for (let k = c.sideStart[CSA]; k < c.sideEnd[CSA]; k++) {
        const l = s[C_LOC + k]!;
        if ((l !== LOC_HAND && l !== LOC_HAND_W) || s[C_FLAGS + k]! & F_KNOWN) continue;
        hidden++;
        expect(raw).not.toContain(c.cardId[k]!);
        expect(raw).not.toContain(`${c.cardName[k]} (#${c.cardNum[k]})`);
      }
      if (hidden === 0)
        await post(`/api/tables/${table}/act`, { seat: 'usa', action: v.choices![0]!.action, step: v.step });
    }
    expect(hidden).toBeGreaterThan(0);
    expect((await call('GET', `/api/tables/${table}/view?seat=csa`)).status).toBe(403);
    const record = await call('GET', `/api/tables/${table}/record?seat=usa`);
    expect(record.status).toBe(403);
    expect(record.text).not.toContain(seed);
  });

  it('a restarted server has every game as it was, and the page and event stream are served', async () => {
    const before = (await call('GET', '/api/tables')).json() as { table: string; step: number }[];
    await served.close();
    served = await startServer({ port: 0, host: '127.0.0.1', dir });
    const after = (await call('GET', '/api/tables')).json() as { table: string; step: number }[];
    expect(after).toEqual(before);
    const page = await call('GET', '/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<script type="module" src="/app.js">');
    const backdrop = await call('GET', `/api/tables/${before[0]!.table}/backdrop.svg`);
    expect(backdrop.status).toBe(200);
    expect(backdrop.text).toMatch(/^<svg /);
  });
});
