// End-to-end test of the viewer: `snl serve --port 0` in a child process, Debian's Chromium driven by
// playwright-core. Run by ctest (label `browser`), which passes the binary in SNL_BIN and the folder for the
// screenshots in SNL_ARTIFACTS; by hand: SNL_BIN=build/dev/snl node --test --test-reporter=tap tests/browser/
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SKIP_MARK = 'snl-browser-test: SKIPPED';
const bin = process.env.SNL_BIN;
const artifacts = process.env.SNL_ARTIFACTS || tmpdir();
const chromiumPath = process.env.SNL_CHROMIUM || '/usr/bin/chromium';

let chromium = null;
try {
  ({ chromium } = await import('playwright-core'));
} catch {
  console.log(`${SKIP_MARK} (playwright-core is not installed: run 'npm ci' in web/)`);
}
if (chromium && !bin) console.log(`${SKIP_MARK} (SNL_BIN does not name the snl binary)`);
const skip = !chromium || !bin;

let server = null;
let base = '';
let browser = null;
let page = null;
const consoleErrors = [];
const foreignRequests = [];

/// Starts `snl serve --port 0` and resolves with the URL it prints as its first line.
async function startServer() {
  server = spawn(bin, ['serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  server.stderr.on('data', () => {});
  return await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no URL from snl serve within 10 s: '${out}'`)), 10_000);
    server.on('exit', (code) => reject(new Error(`snl serve exited early with ${code}`)));
    server.stdout.on('data', (chunk) => {
      out += chunk;
      const newline = out.indexOf('\n');
      if (newline >= 0) {
        clearTimeout(timer);
        resolve(out.slice(0, newline));
      }
    });
  });
}

before(async () => {
  if (skip) return;
  mkdirSync(artifacts, { recursive: true });
  base = await startServer();
  assert.match(base, /^http:\/\/127\.0\.0\.1:\d+\/$/);
  browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(20_000);
  // A 400 for the malformed board is expected; it is the only resource allowed to fail.
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 400/.test(message.text())) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  page.on('request', (request) => { if (!request.url().startsWith(base)) foreignRequests.push(request.url()); });
});

after(async () => {
  if (browser) await browser.close();
  if (server && server.exitCode === null) {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    const [code] = await exited;
    assert.equal(code, 0, 'snl serve stops cleanly on SIGTERM');
  }
});

const answer = () => page.locator('#answer');
const square = (label) => page.locator(`#board-view rect[data-label="${label}"]`);

test('the page loads from the server alone and shows the first example', { skip }, async () => {
  await page.goto(base);
  await assert.doesNotReject(page.locator('#board-view svg').waitFor());
  assert.equal(await page.title(), 'snl · Snakes and Ladders viewer');
});

test('the 6x6 example shows 4 rolls and the route', { skip }, async () => {
  await page.selectOption('#example', { label: 'LeetCode 909 example 1 (6×6, answer 4)' });
  await page.waitForFunction(() => document.querySelector('#answer').dataset.rolls === '4');
  assert.equal(await answer().textContent(), 'Least rolls: 4');
  assert.equal(await page.locator('#route').textContent(), 'Route: 1 → 2 ⇗ 15 → 17 ⇘ 13 → 14 ⇗ 35 → 36');
  await page.waitForFunction(() => document.querySelector('#board-view svg')?.dataset.rolls === '4');
  assert.equal(await page.locator('#board-view circle.route-step').count(), 4, 'one numbered badge per roll');
  assert.equal(await page.locator('#board-view rect.square').count(), 36);
  assert.equal(await page.locator('#jumps tbody tr').count(), 3);
  await page.screenshot({ path: join(artifacts, 'viewer-6x6.png'), fullPage: true });
});

test('clicking two squares adds a ladder and the answer changes', { skip }, async () => {
  await square(3).click();
  assert.match(await page.locator('#edit-hint').textContent(), /Square 3/);
  await square(33).click();
  await page.waitForFunction(() => document.querySelector('#answer').dataset.rolls === '2');
  assert.equal(await answer().textContent(), 'Least rolls: 2');
  assert.match(await page.locator('#board-text').inputValue(), /^3 33$/m);
  await page.waitForFunction(() => document.querySelector('#board-view svg')?.dataset.rolls === '2');
  assert.equal(await page.locator('#jumps tbody tr.ladder').count(), 3);
  await page.screenshot({ path: join(artifacts, 'viewer.png'), fullPage: true });
});

test('remove mode takes the ladder away again, and undo brings it back', { skip }, async () => {
  await page.check('input[name="mode"][value="remove"]');
  await square(3).click();
  await page.waitForFunction(() => document.querySelector('#answer').dataset.rolls === '4');
  await page.click('#undo');
  await page.waitForFunction(() => document.querySelector('#answer').dataset.rolls === '2');
  await page.check('input[name="mode"][value="add"]');
});

test('the BFS can be stepped roll by roll', { skip }, async () => {
  await page.check('#show-layers');
  await page.locator('#stepper').waitFor();
  await page.waitForFunction(() => /All \d+ layers/.test(document.querySelector('#layer-info').textContent));
  await page.fill('#step', '1');
  await page.dispatchEvent('#step', 'input');
  await page.waitForFunction(() => document.querySelector('#layer-info').textContent.startsWith('After 1 roll:'));
  await page.waitForFunction(() => document.querySelectorAll('#board-view rect.frontier').length > 0);
  await page.click('#step-forward');
  await page.waitForFunction(() => document.querySelector('#layer-info').textContent.startsWith('After 2 rolls:'));
  assert.match(await page.locator('#layer-info').textContent(), /the last square is reached after 2/);
  await page.click('#step-all');
  await page.uncheck('#show-layers');
});

test('a malformed board shows the error inline with its line and column', { skip }, async () => {
  await page.fill('#board-text', 'size 6\n2 15\n14 x\n');
  await page.click('#solve');
  const error = page.locator('#error');
  await error.waitFor();
  assert.match(await error.textContent(), /<request>:3:4: error: expected .*, found 'x'/);
  assert.match(await error.textContent(), /go to line 3, column 4/);
  assert.equal(await answer().textContent(), 'Not a board');
  assert.match(await page.locator('#gutter').textContent(), /▶3/);
  await page.screenshot({ path: join(artifacts, 'viewer-error.png'), fullPage: true });
  await page.fill('#board-text', 'size 6\n2 15\n14 35\n17 13\n');
  await page.click('#solve');
  await error.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => document.querySelector('#answer').dataset.rolls === '4');
});

test('the classic board renders and nothing was fetched from elsewhere', { skip }, async () => {
  await page.selectOption('#example', { label: 'Classic 10×10 (Milton Bradley, 1943)' });
  await page.waitForFunction(() => document.querySelector('#board-view svg')?.dataset.side === '10');
  assert.equal(await page.locator('#board-view rect.square').count(), 100);
  assert.deepEqual(foreignRequests, []);
  assert.deepEqual(consoleErrors, []);
});
