/**
 * Helpers of the browser tests: a `cwsim serve` process on a free port with its own game folder, and
 * Debian's chromium (never a downloaded browser) in a fresh profile, driven by playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { MAIN, ROOT } from '../cli/helpers.js';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Server {
  readonly url: string;
  readonly dir: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/** Start `cwsim serve --port 0` on `dir` (a new folder unless given); resolves with its address. */
export function serve(dir = mkdtempSync(join(tmpdir(), 'cwsim-e2e-'))): Promise<Server> {
  const child = spawn(process.execPath, [MAIN, 'serve', '--port', '0', '--dir', dir], { cwd: ROOT });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /open (http:\/\/[^ ]+\/)/.exec(out);
      if (m)
        resolve({
          url: m[1]!,
          dir,
          child,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
    });
    child.once('exit', (code) => reject(new Error(`cwsim serve exited with ${code}: ${err}`)));
  });
}

/** Chromium in a fresh profile folder. */
export async function browser(): Promise<BrowserContext> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  const profile = mkdtempSync(join(tmpdir(), 'cwsim-chromium-'));
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1500, height: 950 },
    acceptDownloads: true,
  });
}

/** Where screenshots go: $CWSIM_SCREENSHOTS (e.g. docs/screenshots) or tmp/e2e. */
export function shotPath(name: string): string {
  const dir = process.env.CWSIM_SCREENSHOTS ?? join(ROOT, 'tmp', 'e2e');
  mkdirSync(dir, { recursive: true });
  return join(dir, name);
}

/** Wait until the page shows a decision for the person, or the end of the game. */
export async function untilTurn(page: Page): Promise<'decide' | 'over'> {
  const t = await page.waitForSelector('.table[data-status=decide], .table[data-status=over]', {
    timeout: 120_000,
  });
  return (await t.getAttribute('data-status')) === 'over' ? 'over' : 'decide';
}

/** Click and wait for the server's answer to the action. */
export async function act(page: Page, click: () => Promise<void>): Promise<void> {
  const step = Number(await page.getAttribute('.table', 'data-step'));
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/act')), click()]);
  // The page has drawn the view that answered the action.
  await until(async () => Number(await page.getAttribute('.table', 'data-step')) > step);
}

/** Poll `ok` (the page's CSP forbids evaluating strings there) until it holds, for up to a minute. */
export async function until(ok: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the page never got there');
}

/** Play the first line of the choice list whose text starts with `prefix` (any line without one). */
export async function fromList(page: Page, prefix = ''): Promise<boolean> {
  const details = page.locator('.decision details');
  if (!(await details.count())) return false;
  if ((await details.getAttribute('open')) === null) await page.click('.decision details summary');
  const line = page.locator('.decision .choices .choice', { hasText: prefix }).first();
  if (!(await line.count()) || !((await line.textContent()) ?? '').startsWith(prefix)) return false;
  await act(page, () => line.click());
  return true;
}

/** Play the first button (a choice that touches nothing on the map), or the first line of the list. */
export async function firstChoice(page: Page): Promise<void> {
  if (await page.locator('.decision .buttons .choice').count())
    return act(page, () => page.locator('.decision .buttons .choice').first().click());
  if (!(await fromList(page))) {
    await page.screenshot({ path: shotPath('no-choice.png') });
    throw new Error('no choice on the page');
  }
}
