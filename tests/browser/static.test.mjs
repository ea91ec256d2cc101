// End-to-end test of the static build (the `web` preset: the page and the library in WebAssembly) served by a
// plain static file server (static-server.mjs, no snl), in Debian's Chromium through playwright-core. Run by ctest
// (label `browser`), which passes the folder in SNL_SITE and where screenshots and timings go in SNL_ARTIFACTS; by
// hand: SNL_SITE=build/web/site node --test --test-reporter=tap tests/browser/static.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { haveChromium, launchChromium, SKIP_MARK } from './chromium.mjs';
import { bigBoard, randomBoard } from './boards.mjs';
import { serveStatic } from './static-server.mjs';

const site = process.env.SNL_SITE;
const artifacts = process.env.SNL_ARTIFACTS || tmpdir();

if (haveChromium && !(site && existsSync(join(site, 'snl-engine.wasm')))) {
  console.log(`${SKIP_MARK} (SNL_SITE does not name a static build with snl-engine.wasm)`);
}
const skip = !haveChromium || !site || !existsSync(join(site, 'snl-engine.wasm'));

let server = null;
let browser = null;
let page = null;
const consoleErrors = [];
const timings = {};

/// Waits for the answer line to match `pattern`.
async function answerShown(pattern) {
  await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('#answer').textContent),
    pattern.source);
}

before(async () => {
  if (skip) return;
  mkdirSync(artifacts, { recursive: true });
  server = await serveStatic(site);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(20_000);
  // When the first answer and the first picture appear, noted in the page itself (ms from the navigation's start).
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      const answer = document.querySelector('#answer');
      if (window.firstAnswerMs === undefined && answer && /^Least rolls: \d+$/.test(answer.textContent)) {
        window.firstAnswerMs = performance.now();
      }
      if (window.firstPictureMs === undefined && document.querySelector('#board-view svg')) {
        window.firstPictureMs = performance.now();
      }
      if (window.firstAnswerMs !== undefined && window.firstPictureMs !== undefined) seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true, characterData: true });
  });
  // 400 (the malformed board) and 422 (the board too big) come from the engine, not the network: nothing fails.
  page.on('console', (message) => { if (message.type() === 'error') consoleErrors.push(message.text()); });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
});

after(async () => {
  if (browser) await browser.close();
  if (server) await server.close();
  if (!skip) {
    writeFileSync(join(artifacts, 'static-timings.json'), JSON.stringify(timings, null, 2) + '\n');
    console.log(`# timings (ms, bytes): ${JSON.stringify(timings)}`);
  }
});

test('the engine (.wasm and its JavaScript) is under 1.5 MB', { skip }, () => {
  const wasm = statSync(join(site, 'snl-engine.wasm')).size;
  const js = statSync(join(site, 'snl-engine.js')).size;
  timings.wasm_bytes = wasm;
  timings.engine_js_bytes = js;
  assert.ok(wasm + js < 1_500_000, `snl-engine.wasm ${wasm} + snl-engine.js ${js} bytes`);
});

test('the page loads from a static file server and answers with the library in WebAssembly', { skip }, async () => {
  await page.goto(server.url);
  await answerShown(/^Least rolls: \d+$/);
  await page.locator('#board-view svg').waitFor();
  timings.first_answer_ms = Math.round(await page.evaluate(() => window.firstAnswerMs));
  timings.first_picture_ms = Math.round(await page.evaluate(() => window.firstPictureMs));
  assert.equal(await page.evaluate(async () => (await import('./api.js')).engineKind()), 'wasm');
  // The static host saw only GETs of files: no API request went over the network.
  assert.deepEqual(server.requests.filter((r) => r.method !== 'GET' || r.path.startsWith('/api/')), []);
  assert.ok(server.requests.some((r) => r.path === '/snl-engine.wasm'));
  assert.ok(timings.first_answer_ms < 5_000, `first answer after ${timings.first_answer_ms} ms`);
  // Everything the first load downloads (each file the page asked for, its size on the host) is within issue 31's
  // 1.5 MB; the editor for long texts (codemirror.js) is not part of it.
  await page.waitForLoadState('networkidle');
  const files = [...new Set(server.requests.map((r) => r.path.split('?')[0]))];
  const size = (path) => statSync(join(site, path === '/' ? 'index.html' : path)).size;
  timings.first_load_bytes = files.reduce((sum, path) => sum + size(path), 0);
  timings.first_load_files = files.length;
  assert.ok(!files.includes('/codemirror.js'), files.join(' '));
  assert.ok(timings.first_load_bytes < 1_500_000, `the first load is ${timings.first_load_bytes} bytes: ${files.join(' ')}`);
  await page.screenshot({ path: join(artifacts, 'static-first.png'), fullPage: true });
});

test('every example answers as the library does', { skip }, async () => {
  const expected = {
    'LeetCode 909 example 1 (6×6, answer 4)': 'Least rolls: 4',
    'LeetCode 909 example 2 (2×2, answer 1)': 'Least rolls: 1',
    'Worked example (3×3 grid, answer 1)': 'Least rolls: 1',
    'Worked example (3×3, two jumps to the end)': 'Least rolls: 1',
    'Empty 2×2 board': 'Least rolls: 1',
    'One square (1×1, answer 0)': 'Least rolls: 0',
    'Classic 10×10 (Milton Bradley, 1943)': 'Least rolls: 7',
    'A wall of six snakes (unreachable)': 'Unreachable',
  };
  for (const [label, answer] of Object.entries(expected)) {
    await page.selectOption('#example', { label });
    await answerShown(new RegExp(`^${answer}$`));
  }
  await page.selectOption('#example', { label: 'LeetCode 909 example 1 (6×6, answer 4)' });
  await answerShown(/^Least rolls: 4$/);
  assert.equal(await page.locator('#route').textContent(), 'Route: 1 → 2 ⇗ 15 → 17 ⇘ 13 → 14 ⇗ 35 → 36');
  await page.waitForFunction(() => document.querySelector('#board-view svg')?.dataset.rolls === '4');
  await page.screenshot({ path: join(artifacts, 'static-6x6.png'), fullPage: true });
});

test('a malformed board is reported with its line and column, from the engine', { skip }, async () => {
  await page.fill('#board-text', 'size 6\n2 15\n14 x\n');
  await page.click('#solve');
  await page.locator('#error').waitFor();
  assert.match(await page.locator('#error').textContent(), /^Line 3, column 4: expected .*, found 'x'/);
  const failure = await page.evaluate(async () => {
    const { api } = await import('./api.js');
    try {
      await api('/api/solve', 'size 6\n2 15\n14 x\n');
      return null;
    } catch (error) {
      return { name: error.constructor.name, status: error.status, line: error.line, column: error.column };
    }
  });
  assert.deepEqual(failure, { name: 'ApiError', status: 400, line: 3, column: 4 });
});

test('a board too big for the browser is refused in words, and the page goes on', { skip }, async () => {
  const refused = await page.evaluate(async () => {
    const { api } = await import('./api.js');
    try {
      await api('/api/analyze', 'size 200\n');
      return null;
    } catch (error) {
      return { status: error.status, message: error.message };
    }
  });
  assert.equal(refused.status, 422);
  assert.match(refused.message, /is over the browser's limit for analysis/);
  await page.fill('#board-text', 'size 101\n2 40\n');
  await page.click('#solve');
  await page.locator('#view-note').waitFor();
  assert.match(await page.locator('#view-note').textContent(), /too large to draw/);
  await page.screenshot({ path: join(artifacts, 'static-too-large.png'), fullPage: true });
  await page.selectOption('#example', { label: 'Empty 2×2 board' });
  await answerShown(/^Least rolls: 1$/);
});

test('the best play under the player\'s choices is the library\'s in WebAssembly too (issue 34)', { skip }, async () => {
  // The classic board with the d4 to choose and ±1 after each roll: the same figure as snl analyze's (its JSON
  // from the server build is checked in browser.classroom); here the engine in the worker answers it at all.
  const answer = await page.evaluate(async () => {
    const { api } = await import('./api.js');
    const { EXAMPLES } = await import('./examples.js');
    const classic = EXAMPLES.find((e) => e.name.startsWith('Classic'));
    const reply = await api('/api/analyze', classic.text, { or_die: '4', adjust: 'free', optimal: 'rolls' });
    return JSON.parse(reply.text.split('\n')[0]).strategy;
  });
  assert.equal(answer.optimal, 'rolls');
  assert.ok(answer.value > 1 && answer.value < answer.fixed[0].value, JSON.stringify(answer).slice(0, 300));
  assert.match(answer.established, /^policy iteration/);
});

test('a factorization large enough to ask for the memory left is answered (the engine has no /proc)', { skip },
  async () => {
    // A 60-faced die on 100×100 with 1,000 jumps: the LU's arrays pass 64 MB, so the engine asks how much
    // memory is left; reading /proc/self/statm aborted it ("SYSCALLS.getStreamFromFD is not a function").
    const answer = await page.evaluate(async (text) => {
      const { api } = await import('./api.js');
      try {
        const reply = await api('/api/analyze', text, { die: '60', max_rolls: '1' });
        return JSON.parse(reply.text);
      } catch (error) {
        return { error: String(error) };
      }
    }, randomBoard(100, 1000, 7));
    assert.equal(answer.error, undefined);
    assert.ok(answer.expected_rolls > 1 && Number.isFinite(answer.expected_rolls), JSON.stringify(answer).slice(0, 300));
  });

test('a cancelled call rejects at once, its work is stopped, and the next call is answered', { skip }, async () => {
  const outcome = await page.evaluate(async () => {
    const { api } = await import('./api.js');
    const controller = new AbortController();
    // A long analysis: many players on a big board under roll-again rules (about 1.5 s; without them, 90–270 ms, and
    // the call sometimes ended before the cancel came).
    const long = api('/api/analyze', 'size 100\n', { players: '4', again: '6', again_limit: '3' },
      { signal: controller.signal });
    const started = performance.now();
    setTimeout(() => controller.abort(), 50);
    let name = null;
    try {
      await long;
    } catch (error) {
      name = error.name;
    }
    const cancelledAfter = performance.now() - started;
    const next = JSON.parse((await api('/api/solve', 'size 6\n2 15\n14 35\n17 13\n')).text);
    const before = new AbortController();
    before.abort();
    let early = null;
    try { await api('/api/solve', 'size 2\n', {}, { signal: before.signal }); } catch (error) { early = error.name; }
    return { name, cancelledAfter, rolls: next.rolls, early };
  });
  assert.equal(outcome.name, 'AbortError');
  assert.ok(outcome.cancelledAfter < 1_000, `rejected after ${outcome.cancelledAfter} ms`);
  assert.equal(outcome.rolls, 4);
  assert.equal(outcome.early, 'AbortError');
});

test('wasm32 keeps 64-bit labels and every solver: a 10^18-square board, and 1000×1000 by three solvers', { skip },
  async () => {
    const out = await page.evaluate(async () => {
      const { api } = await import('./api.js');
      const giant = (await api('/api/solve', 'size 1000000000\n2 999999999999999999\n')).text;
      const lines = ['size 1000'];
      for (let i = 0; i < 50000; ++i) lines.push(`${2 + i * 19} ${2 + (i * 19 + 5000) % 999000}`);
      const rolls = {};
      for (const algorithm of ['bfs', 'bitset', 'sparse']) {
        rolls[algorithm] = JSON.parse((await api('/api/solve', lines.join('\n'), { algorithm })).text).rolls;
      }
      return { giant, rolls };
    });
    assert.match(out.giant, /"squares": 1000000000000000000, "rolls": 2, "route": \[\{"from": 1, "roll": 1, "land": 2, "to": 999999999999999999\}/);
    assert.deepEqual(out.rolls, { bfs: 8380, bitset: 8380, sparse: 8380 });
  });

/// Asserts that the picture shown, redrawn in place edit after edit (web/picture.js), is element for element the
/// one the engine draws now for the text and the view's settings: the same elements in the same order, with the
/// same attributes and text, but for what the page adds (the keyboard's and screen readers' attributes, the
/// selection, its sizing and the play tokens).
async function pictureIsTheEngines(when) {
  const [shown, fresh] = await page.evaluate(async () => {
    const { api } = await import('./api.js');
    const view = document.querySelector('#board-view');
    const params = { board: document.querySelector('#picker').value || '1' };
    if (document.querySelector('#show-route').checked) params.route = '1';
    if (document.querySelector('#show-layers').checked) {
      params.layers = '1';
      if (view.dataset.upto !== 'all') params.upto = view.dataset.upto;
    }
    const markup = (await api('/api/render', document.querySelector('#board-text').value, params)).text;
    const pageOwn = new Set(['tabindex', 'role', 'aria-label', 'aria-hidden', 'style']);
    const form = (element) => {
      const attributes = [...element.attributes].filter((a) => !pageOwn.has(a.name))
        .map((a) => (a.name === 'class' ? `class="${a.value.replace(/ ?\bselected\b/, '')}"` : `${a.name}="${a.value}"`));
      const children = [...element.children].filter((child) => !child.matches('g.tokens'));
      return `<${element.tagName} ${attributes.sort().join(' ')}>`
        + (children.length ? children.map(form).join('\n') : element.textContent) + `</${element.tagName}>`;
    };
    const parsed = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
    return [form(view.querySelector('svg')), form(parsed)];
  });
  assert.ok(shown.length > 1000, `${when}: a picture is shown`);
  if (shown !== fresh) {
    const a = shown.split('\n');
    const b = fresh.split('\n');
    const i = a.findIndex((line, k) => line !== b[k]);
    assert.fail(`${when}: the picture shown differs from the engine's at element ${i}:\n${a[i]}\n${b[i]}`);
  }
}

test('the picture redrawn in place is the engine\'s, element for element, through edits and views', { skip }, async () => {
  await page.fill('#board-text', 'size 10\n2 38\n16 6\n47 26\n64 60\n');
  await page.click('#solve');
  await page.waitForFunction(() => document.querySelector('#board-view svg')?.dataset.side === '10');
  await pictureIsTheEngines('a new board');
  const drawn = () => page.evaluate(() => document.querySelector('#board-view').dataset.drawn);
  const redrawn = async (before) => {
    await page.waitForFunction((d) => document.querySelector('#board-view').dataset.drawn !== d, before);
    await page.waitForTimeout(50);  // no newer picture is on its way
  };
  const steps = [
    ['a ladder added', () => page.fill('#board-text', 'size 10\n2 38\n16 6\n47 26\n64 60\n21 82\n')],
    ['a snake removed', () => page.fill('#board-text', 'size 10\n2 38\n47 26\n64 60\n21 82\n')],
    ['a jump moved', () => page.fill('#board-text', 'size 10\n2 38\n47 26\n64 60\n22 82\n')],
    ['the layers shown', () => page.check('#show-layers')],
    ['the search after 2 rolls', () => page.evaluate(() => {
      const step = document.querySelector('#step');
      step.value = '2';
      step.dispatchEvent(new Event('input', { bubbles: true }));
    })],
    ['an edit under the layers', () => page.fill('#board-text', 'size 10\n2 38\n47 26\n64 60\n22 92\n')],
    ['the layers hidden', () => page.uncheck('#show-layers')],
    ['the route hidden', () => page.uncheck('#show-route')],
    ['the route shown', () => page.check('#show-route')],
    ['a new side', () => page.fill('#board-text', 'size 6\n2 15\n14 35\n17 13\n')],
  ];
  for (const [when, act] of steps) {
    const before = await drawn();
    await act();
    if (!when.startsWith('the')) await page.click('#solve');
    await redrawn(before);
    await pictureIsTheEngines(when);
  }
});

/// The side×side board with `count` jumps (boards.mjs), and a square without a jump from which the edit adds one.
function editedBoard(side, count) {
  const { text, heads } = bigBoard(side, count);
  let free = Math.floor(side * side / 2);
  while (heads.has(free) || heads.has(free + 300)) ++free;
  return { text, from: free, to: free + 300 };
}

// Issue 31's budgets for a click edit: 100 ms on 50×50 with 150 jumps, 250 ms on 100×100 with 600 (at load 0–2;
// recorded in static-timings.json, not asserted: the bound below is one of a broken page).
for (const [side, count] of [[50, 150], [100, 600]]) {
  test(`an edit on a ${side}×${side} board with ${count} jumps is answered and redrawn (timed)`, { skip }, async () => {
    const board = editedBoard(side, count);
    await page.fill('#board-text', board.text);
    await page.click('#solve');
    await page.waitForFunction((s) => document.querySelector('#board-view svg')?.dataset.side === s, String(side));
    const samples = [];
    for (let round = 0; round < 5; ++round) {
      const from = board.from + round;
      const to = board.to + round;
      // The second click of an edit, timed in the page: from the click to the new answer and the new picture drawn.
      await page.evaluate((label) => {
        document.querySelector(`#board-view rect[data-label="${label}"]`).dispatchEvent(new MouseEvent('click', { bubbles: true }));
      }, from);
      const ms = await page.evaluate(([label, ladder]) => new Promise((done, fail) => {
        const view = document.querySelector('#board-view');
        const drawn = view.dataset.drawn;  // the page counts the pictures it shows
        const started = performance.now();
        const timer = setTimeout(() => fail(new Error('no new picture within 10 s')), 10_000);
        const check = () => {
          if (view.dataset.drawn !== drawn && document.querySelector('#board-text').value.includes(ladder)) {
            clearTimeout(timer);
            observer.disconnect();
            // Until the frame that shows it is drawn (its style, layout and paint), not only the DOM's change.
            requestAnimationFrame(() => setTimeout(() => done(performance.now() - started), 0));
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(view, { attributes: true, attributeFilter: ['data-drawn'] });
        document.querySelector(`#board-view rect[data-label="${label}"]`).dispatchEvent(new MouseEvent('click', { bubbles: true }));
      }), [to, `${from} ${to}`]);
      samples.push(ms);
    }
    samples.sort((a, b) => a - b);
    timings[`edit_${side}x${side}_ms`] = samples.map((ms) => Math.round(ms));
    timings[`edit_${side}x${side}_median_ms`] = Math.round(samples[2]);
    assert.match(await page.locator('#answer').textContent(), /^Least rolls: \d+$/);
    await pictureIsTheEngines('after five edits in place');
    await page.screenshot({ path: join(artifacts, `static-${side}x${side}.png`), fullPage: true });
    const median = timings[`edit_${side}x${side}_median_ms`];
    assert.ok(median < 5_000, `an edit took ${median} ms`);
  });
}

test('the site works from a subfolder of a host too, and offers no API link there', { skip }, async () => {
  const sub = await serveStatic(site, '/snl/');
  const other = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  other.on('pageerror', (error) => errors.push(String(error)));
  try {
    await other.goto(sub.url);
    await other.waitForFunction(() => /^Least rolls: \d+$/.test(document.querySelector('#answer').textContent));
    assert.ok(sub.requests.some((r) => r.path === '/snl/snl-engine.wasm'), JSON.stringify(sub.requests));
    assert.deepEqual(sub.requests.filter((r) => !r.path.startsWith('/snl/')), []);
    assert.equal(await other.locator('#api-info').isVisible(), false);
    assert.deepEqual(errors, []);
  } finally {
    await other.close();
    await sub.close();
  }
});

test('no errors in the console', { skip }, () => {
  assert.deepEqual(consoleErrors, []);
});
