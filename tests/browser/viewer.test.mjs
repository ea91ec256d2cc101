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
  // A 400 for the malformed board and the bad die, and a 422 for the track that cannot be drawn, are expected;
  // they are the only resources allowed to fail.
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of (400|422)/.test(message.text())) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  // The plot is shown from a blob: URL of the page's own origin.
  page.on('request', (request) => {
    if (!request.url().startsWith(base) && !request.url().startsWith(`blob:${base}`)) foreignRequests.push(request.url());
  });
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

test('the analysis panel takes the rules and shows turns, the fastest games and a heat map', { skip }, async () => {
  await page.selectOption('#example', { label: 'Classic 10×10 (Milton Bradley, 1943)' });
  await page.waitForFunction(() => document.querySelector('#board-view svg')?.dataset.side === '10');
  await page.locator('#analysis summary').click();
  await page.waitForFunction(() => /expected rolls/.test(document.querySelector('#analysis-facts').textContent));
  // "Three sixes" from off the board, as the README's example: the page sends the fields, the server answers.
  await page.selectOption('#start', '0');
  await page.fill('#again', '6');
  await page.fill('#again-limit', '3');
  await page.check('#fastest');
  await page.selectOption('#per-square', 'remaining');
  await page.click('#analyze');
  const heat = page.locator('#analysis-squares svg[data-heat="remaining"]');
  await heat.waitFor();
  const facts = page.locator('#analysis-facts');
  await page.waitForFunction(() => /fastest games/.test(document.querySelector('#analysis-facts').textContent));
  assert.match(await facts.textContent(), /expected rolls39\.820/);
  assert.match(await facts.textContent(), /expected turns33\.444/);
  assert.match(await facts.textContent(), /7 rolls: 408 distinct games, probability 17\/11664/);
  assert.equal(await heat.locator('rect.square').count(), 100);
  const legend = (await heat.locator('g.legend').textContent()).replace(/\s+/g, ' ');
  assert.match(legend, /the expected rolls still needed from a turn beginning on the square/);
  assert.match(legend, /overshoot stay, start 0, d6, again 6 \(limit 3\)/);
  assert.match(legend, /from off the board \(the start\): 39\.8/);
  assert.equal(await heat.locator('rect[data-label="1"]').getAttribute('data-heat'), 'jump-head',
    'square 1 has a ladder: from off the board a 1 climbs it');
  await page.locator('#analysis').screenshot({ path: join(artifacts, 'viewer-heat.png') });
  // The visits, then the table, take effect as soon as they are picked.
  await page.selectOption('#per-square', 'visits');
  await page.locator('#analysis-squares svg[data-heat="visits"]').waitFor();
  await page.selectOption('#per-square', 'table');
  await page.locator('#square-table').waitFor();
  const first = await page.locator('#square-table tbody tr').first().locator('td').allTextContents();
  assert.equal(first[0], 'off the board');
  assert.equal(first[1], '39.820', 'the rolls still needed from the start are the expected rolls');
  await page.locator('#analysis').screenshot({ path: join(artifacts, 'viewer-square-table.png') });
  // What each jump does: the ladder 80 -> 100 matters most on this board, and a best first roll is named.
  await page.check('#jumps-effect');
  await page.waitForFunction(() => /without 80 → 100/.test(document.querySelector('#analysis-facts').textContent));
  assert.match(await facts.textContent(), /best first roll\d: /);
  assert.match(await facts.textContent(), /without 80 → 100\d+\.\d{3} rolls: the ladder saves \d+\.\d{3}/);
  await page.locator('#analysis').screenshot({ path: join(artifacts, 'viewer-jumps.png') });
  // A bad die is the server's message, in the panel.
  await page.fill('#die', '2d');
  await page.click('#analyze');
  const error = page.locator('#analysis-error');
  await error.waitFor();
  assert.match(await error.textContent(), /die '2d': expected the number of faces after 'd'/);
  await page.fill('#die', '6');
  // A track can be analysed but not drawn: the facts stay, and the heat map's place says why it is missing.
  await page.selectOption('#per-square', 'remaining');
  await page.fill('#board-text', 'squares 30\n3 22\n27 1\n');
  await page.click('#solve');
  await page.click('#analyze');
  await page.waitForFunction(() => /No heat map: .*cannot draw a track of 30 squares/
    .test(document.querySelector('#analysis-squares').textContent));
  assert.match(await facts.textContent(), /expected rolls\d/);
  await error.waitFor({ state: 'hidden' });
  await page.selectOption('#example', { label: 'Classic 10×10 (Milton Bradley, 1943)' });
  await page.waitForFunction(() => document.querySelector('#board-view svg')?.dataset.side === '10');
  await page.fill('#again', '');
  await page.fill('#again-limit', '');
  await page.selectOption('#start', '1');
  await page.selectOption('#per-square', 'none');
  await error.waitFor({ state: 'hidden' });
});

test('the classic board renders and nothing was fetched from elsewhere', { skip }, async () => {
  await page.selectOption('#example', { label: 'Classic 10×10 (Milton Bradley, 1943)' });
  await page.waitForFunction(() => document.querySelector('#board-view svg')?.dataset.side === '10');
  assert.equal(await page.locator('#board-view rect.square').count(), 100);
  assert.deepEqual(foreignRequests, []);
  assert.deepEqual(consoleErrors, []);
});
