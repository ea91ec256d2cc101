// Where an edit's time goes in the page: five click edits on the static test's 50×50 board with 150 jumps (one
// ladder added per edit), each timed from the click to the frame that shows it, with a Chromium trace of the page's
// main thread: its time per kind of work per edit (style, layout, paint, the handling of the engine's replies),
// and the engine's own time for each call of the last edit. (Kinds nest: the handling of a reply holds its
// FunctionCall, and a forced layout its Layout.)
//   node bench/web_edit_trace.mjs build/dev/web/site      (after `npm ci` in tests/browser/)
import { bigBoard } from '../tests/browser/boards.mjs';
import { openPage } from './web_page.mjs';

const { server, browser, page } = await openPage(process.argv[2] || 'build/web/site');
const { text, heads } = bigBoard();
await page.fill('#board-text', text);
await page.click('#solve');
await page.waitForFunction(() => document.querySelector('#board-view svg')?.dataset.side === '50');
await page.waitForTimeout(500);

const cdp = await page.context().newCDPSession(page);
const events = [];
cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
const traced = new Promise((resolve) => { cdp.on('Tracing.tracingComplete', resolve); });
await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
const edits = [];
let free = 1200;
for (let round = 0; round < 5; ++round) {
  while (heads.has(free) || heads.has(free + 300)) ++free;
  const [from, to] = [free, free + 300];
  free += 7;
  await page.evaluate((label) => document.querySelector(`#board-view rect[data-label="${label}"]`)
    .dispatchEvent(new MouseEvent('click', { bubbles: true })), from);
  edits.push(await page.evaluate(([label, ladder]) => new Promise((done) => {
    const view = document.querySelector('#board-view');
    const drawn = view.dataset.drawn;
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (view.dataset.drawn === drawn || !document.querySelector('#board-text').value.includes(ladder)) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => done(Math.round(performance.now() - started)), 0));
    });
    observer.observe(view, { attributes: true, attributeFilter: ['data-drawn'] });
    document.querySelector(`#board-view rect[data-label="${label}"]`)
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
  }), [to, `${from} ${to}`]));
}
await cdp.send('Tracing.end');
await traced;
console.log(`edits, click to the frame shown: ${edits.join(', ')} ms`);
console.log(`the engine's calls of the last edit (board?whole=1, solve, board, layers, render): ${
  (await page.evaluate(() => window.engineMs.slice(-5))).map((ms) => ms.toFixed(1)).join(', ')} ms`);
const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => e.tid));
const total = new Map();
for (const e of events) {
  if (e.ph === 'X' && main.has(e.tid) && e.name !== 'RunTask') total.set(e.name, (total.get(e.name) || 0) + e.dur);
}
console.log('the main thread, per edit:');
for (const [name, us] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
  console.log(`${(us / 1000 / edits.length).toFixed(1).padStart(8)} ms  ${name}`);
}
await browser.close();
await server.close?.();
process.exit(0);
