/**
 * Blue vs Gray in a real browser (issue 27): one USA hand played against the heuristic bot (draws,
 * a card deployed from the hand to a theater by two clicks, the steps ended by their buttons) while
 * the page shows the USA none of the Confederate hand's unknown cards; then the server is stopped and
 * started again and the reloaded page shows the same game.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, browser, fromList, serve, shotPath, until, untilTurn, type Server } from './browser.js';

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

/**
 * Deploy a card from the hand: the card, then the highlighted theater. A card whose only use is to be
 * played (a map card, an Enigma) is played by its click. What happened, or nothing.
 */
async function deploy(page: Page): Promise<'deployed' | 'played' | undefined> {
  const cards = page.locator('g.counter.hot[data-place="hand-usa"]');
  for (let i = 0; i < (await cards.count()); i++) {
    const step = Number(await page.getAttribute('.table', 'data-step'));
    await cards.nth(i).click();
    const picked = page.locator('.decision .picked');
    await until(
      async () => (await picked.count()) > 0 || Number(await page.getAttribute('.table', 'data-step')) > step,
    );
    if (!(await picked.count())) return 'played';
    const theater = page.locator('g.place.panel.hot');
    if (await theater.count()) {
      await act(page, () => theater.first().click({ force: true }));
      return 'deployed';
    }
    await page.click('.decision .picked .cancel');
  }
  return undefined;
}

/** The first button that does not end the step, else the first button, else the first line. */
async function next(page: Page): Promise<void> {
  const buttons = page.locator('.decision .buttons .choice');
  const n = await buttons.count();
  for (let i = 0; i < n; i++) {
    const text = (await buttons.nth(i).textContent()) ?? '';
    if (!/^(End|Pass|Do not|Done)/.test(text)) return act(page, () => buttons.nth(i).click());
  }
  if (n) return act(page, () => buttons.first().click());
  // Defend a city rather than abandon it; else the first line.
  if (!(await fromList(page, 'Defend with')) && !(await fromList(page)))
    throw new Error('no choice on the page');
}

/** The Confederate hand on the page: only the cards the USA knows to be there (the rest is a count). */
async function onlyKnownCards(page: Page): Promise<void> {
  const csaHand = page.locator('g.counter[data-place="hand-csa"]');
  for (let i = 0; i < (await csaHand.count()); i++)
    expect(await csaHand.nth(i).locator('title').textContent()).toMatch(/, known to be in the hand$/);
  expect(await page.locator('.score').textContent()).toMatch(/CSAsupply \d+ · deck \d+ · hand \d+/);
}

describe('bvg in the browser', () => {
  it('plays a USA hand against the heuristic bot, hides the other hand, and survives a server restart', async () => {
    const page = await ctx.newPage();
    await page.goto(server.url);
    await page.selectOption('select[name=game]', 'bvg');
    await page.selectOption('select[name=side]', 'usa');
    await page.fill('input[name=bot]', 'heuristic');
    await page.fill('input[name=seed]', 'e2e');
    await page.click('button[type=submit]');
    await page.waitForSelector('.table .board svg');
    let deployed = false;
    for (let clicks = 0; clicks < 150; clicks++) {
      if ((await untilTurn(page)) === 'over') break;
      const title = (await page.locator('.title').textContent()) ?? '';
      if (title.startsWith('Turn 2,')) break; // the CSA has answered: the hand is played
      const did = title.includes('Deploy/Move') ? await deploy(page) : undefined;
      if (did === 'deployed' && !deployed) {
        await page.screenshot({ path: shotPath('bvg.jpg'), quality: 85 });
        await onlyKnownCards(page);
      }
      if (did === 'deployed') deployed = true;
      if (did) continue;
      await next(page);
    }
    expect(deployed).toBe(true);
    // The hand is played: the USA ended its turn and the CSA played (it may have won at once).
    const log = (await page.locator('.log').textContent()) ?? '';
    expect(log).toMatch(/T1 usa:\s*Deploy USA [^]*T1 usa:\s*End the turn[^]*T1 csa:/);
    expect(await page.locator('.title').textContent()).toMatch(/^(Turn 2, USA player turn|Game over)/);

    // Stop the server, start it again on the same folder: the game is where it was.
    const table = /#\/t\/([a-z0-9-]+)\/usa$/.exec(page.url())![1]!;
    const before = {
      title: await page.locator('.title').textContent(),
      log: await page.locator('.log .entry').count(),
    };
    await server.stop();
    server = await serve(server.dir);
    await page.goto(`${server.url}#/t/${table}/usa`);
    await untilTurn(page);
    expect(await page.locator('.title').textContent()).toBe(before.title);
    expect(await page.locator('.log .entry').count()).toBe(before.log);
    await page.close();
  });
});
