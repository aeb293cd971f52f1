/**
 * A House Divided in a real browser (issue 27): a whole 1861 Short Game against the heuristic bot,
 * clicking a stack and its destination on the map, then the buttons and the list; the battle log;
 * the finished game's record downloaded, loaded again in the lobby and stepped back with the slider.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/core/record.js';
import { act, browser, firstChoice, serve, shotPath, until, untilTurn, type Server } from './browser.js';

let server: Server;
let ctx: BrowserContext;

beforeAll(async () => {
  server = await serve();
  ctx = await browser();
});
afterAll(async () => {
  await ctx?.close();
  await server?.stop();
});

async function startGame(page: Page): Promise<void> {
  await page.goto(server.url);
  await page.selectOption('select[name=game]', 'ahd');
  await page.selectOption('select[name=scenario]', '1861-short');
  await page.selectOption('select[name=side]', 'usa');
  await page.fill('input[name=bot]', 'heuristic');
  await page.fill('input[name=seed]', 'e2e');
  await page.click('button[type=submit]');
  await page.waitForSelector('.table .board svg');
}

/** A move by the map: a stack's box, then a highlighted destination (and the first line if asked). */
async function moveOnMap(page: Page): Promise<string> {
  // A box is clicked where a person clicks it, on its stack (the counter stands for its box).
  const from = page.locator('g.place.hot').first();
  const name = (await from.locator('text.name').textContent()) ?? '';
  await from.click({ force: true });
  await page.waitForSelector('.decision .picked');
  const before = await page.locator('.log .entry').count();
  await page.locator('g.place.hot').first().click({ force: true });
  if (await page.locator('.decision p:has-text("Which one?")').count())
    await act(page, () => page.locator('.decision .choice').first().click());
  await until(async () => (await page.locator('.log .entry').count()) > before);
  return name;
}

describe('ahd in the browser', () => {
  it('plays a whole short game against a bot by clicks, with each battle’s dice in the log', async () => {
    const page = await ctx.newPage();
    await startGame(page);
    expect(await page.locator('.place.box').count()).toBe(129);
    expect(await page.locator('.board image').getAttribute('href')).toMatch(/backdrop\.svg$/);
    // The first decision: a move by the map.
    const from = await moveOnMap(page);
    expect(await page.locator('.log .entry').last().textContent()).toContain(`Move 1 Mi ${from}→`);
    let shot = false;
    for (let clicks = 0; clicks < 600; clicks++) {
      if ((await untilTurn(page)) === 'over') break;
      const title = (await page.locator('.title').textContent()) ?? '';
      if (!shot && /^Turn 3 .*Movement/.test(title) && (await page.locator('g.place.hot').count())) {
        const stack = page.locator('g.place.hot').first();
        await stack.click({ force: true }); // a stack picked: its destinations light up
        await page.waitForSelector('.decision .picked');
        await page.screenshot({ path: shotPath('ahd.jpg'), quality: 85 });
        // The wheel zooms in around the pointer.
        const b = (await stack.boundingBox())!;
        await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
        for (let i = 0; i < 8; i++) await page.mouse.wheel(0, -100);
        await page.screenshot({ path: shotPath('ahd-zoom.jpg'), quality: 85 });
        await page.click('.zoom button[title="The whole map"]');
        await page.click('.decision .picked .cancel');
        shot = true;
      }
      await firstChoice(page);
    }
    expect(await page.locator('.status.over').textContent()).toMatch(/^Game over: (usa wins|csa wins|draw)/);
    expect(shot).toBe(true);
    const log = (await page.locator('.log').textContent()) ?? '';
    expect(log).toMatch(
      /Round 1 at [^,]+, (Union|Confederate) (defenders|attackers) fire: .*rolled \d (hit|miss)/,
    );

    // The finished game's record: downloaded, loaded in the lobby, stepped back to the start.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('a.save')]);
    const file = join(server.dir, 'downloaded.json');
    await download.saveAs(file);
    const rec = parseRecord(readFileSync(file, 'utf8'), file);
    expect(rec.outcome).toBeDefined();
    await page.goto(`${server.url}#/`);
    await page.setInputFiles('.load input[type=file]', file);
    await page.waitForSelector('.status.over');
    expect(page.url()).toMatch(/#\/t\/ahd-2\/usa$/);
    await page.focus('.replay input');
    await page.keyboard.press('Home'); // the slider to its start, as a person would
    await page.waitForSelector(`.status.replay:has-text("Replay: step 0 of ${rec.actions.length}")`);
    expect(await page.locator('.title').textContent()).toMatch(
      /^Turn 1 \(07\/1861\) Union Player Turn — Movement/,
    );
    await page.close();
  });
});
