/**
 * A hex game plugs into the page through its board scene alone (issue 27): the test fixture hexdemo
 * (test/fixtures/games/hexdemo) on an in-process server, drawn as hexes with terrain and a river along
 * hexsides, and played by clicking its counter and a neighbouring hex.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import { startServer, type Served } from '../../src/web/server.js';
import { hexdemo } from '../fixtures/games/hexdemo/index.js';
import { act, browser, shotPath, untilTurn } from './browser.js';

let served: Served;
let ctx: BrowserContext;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cwsim-hex-'));
  served = await startServer({ port: 0, host: '127.0.0.1', dir, games: [...GAMES, hexdemo] });
  ctx = await browser();
});
afterAll(async () => {
  await ctx?.close();
  await served?.close();
});

describe('a hex game in the browser', () => {
  it('draws the hexes, their terrain and the river hexsides, and moves a counter by two clicks', async () => {
    const page = await ctx.newPage();
    await page.goto(served.url);
    await page.selectOption('select[name=game]', 'hexdemo');
    await page.selectOption('select[name=side]', 'usa');
    await page.fill('input[name=bot]', 'human'); // both sides played here (hot seat)
    await page.click('button[type=submit]');
    expect(await untilTurn(page)).toBe('decide');
    expect(await page.locator('g.place.hex polygon').count()).toBe(35);
    expect(await page.locator('g.place.hex.terrain-forest').count()).toBe(5);
    expect(await page.locator('line.edge-river').count()).toBe(5);
    const unit = page.locator('g.counter[data-id="unit-0"]');
    expect(await unit.getAttribute('data-place')).toBe('h0002');
    await unit.click();
    const hot = page.locator('g.place.hex.hot');
    expect(await hot.count()).toBe(4); // the neighbours of h0002: h0001, h0003, h0101, h0102
    await page.screenshot({ path: shotPath('hex.png') });
    await act(page, () => page.locator('g.place.hex.hot[data-id="h0102"]').click({ force: true }));
    expect(await page.locator('g.counter[data-id="unit-0"]').getAttribute('data-place')).toBe('h0102');
    expect(await page.getAttribute('.table', 'data-status')).toBe('waiting');
    expect(await page.locator('.log .entry').last().textContent()).toContain('Move to h0102');
    await page.close();
  });
});
