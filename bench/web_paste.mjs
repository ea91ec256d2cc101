// Where a big paste's time goes in the page: a 1000×1000 board with N jump lines (default 60,000: about 820 KB) put in
// the editor at once (its value set, one input event, as a paste does), timed from the paste to the answer shown,
// with the longest main-thread task (PerformanceObserver 'longtask'), a Chromium trace of the main thread (time per
// kind of work) and, with --profile, the JavaScript functions that took the most time (CDP's sampling profiler).
//   node bench/web_paste.mjs build/dev/web/site [--lines N] [--profile]   (the static build, WebAssembly engine)
//   node bench/web_paste.mjs --serve build/dev/snl [--lines N] [--profile] (snl serve's engine)
//   --textarea: the page's plain text box instead of CodeMirror (the bundle's download refused), to compare
// (after `npm ci` in tests/browser/)
import { spawn } from 'node:child_process';
import { launchChromium } from '../tests/browser/chromium.mjs';
import { serveStatic } from '../tests/browser/static-server.mjs';
import { pasteBoard } from '../tests/browser/boards.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const lines = Number(option('--lines', 60000));
const profile = args.includes('--profile');
const width = Number(option('--width', 1280));
const height = Number(option('--height', 720));

let url;
let stop;
if (args.includes('--serve')) {
  const server = spawn(option('--serve'), ['serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  url = await new Promise((resolve) => {
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
      const found = out.match(/http:\/\/127\.0\.0\.1:\d+\//);
      if (found) resolve(found[0]);
    });
  });
  stop = () => server.kill('SIGTERM');
} else {
  const server = await serveStatic(args.find((a) => !a.startsWith('--')) || 'build/dev/web/site');
  url = server.url;
  stop = () => server.close();
}

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width, height } });
// --textarea: the page without its editor bundle, as a build without `npm ci` in web/ has it (the browser's textarea).
if (args.includes('--textarea')) await page.route('**/codemirror.js', (route) => route.abort());
await page.goto(url);
await page.waitForFunction(() => /^Least rolls/.test(document.querySelector('#answer').textContent));
const { text, rolls } = pasteBoard(lines);

const cdp = await page.context().newCDPSession(page);
const events = [];
cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
const traced = new Promise((resolve) => { cdp.on('Tracing.tracingComplete', resolve); });
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel', transferMode: 'ReportEvents' });
if (profile) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await cdp.send('Profiler.start');
}
await page.locator('#board-text').focus();
await page.keyboard.press('Control+A');
// The text goes into the page first, on its own: the test's message carrying 826 KB is not the page's work.
await page.evaluate((value) => { window.pasted = value; }, text);
const result = await page.evaluate((want) => new Promise((done) => {
  const value = window.pasted;
  const tasks = [];
  new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration)))
    .observe({ type: 'longtask' });
  const area = document.querySelector('#board-text');
  const answer = document.querySelector('#answer');
  const started = performance.now();
  let shown = null;
  const check = () => {
    if (answer.dataset.rolls !== String(want)) return false;
    // The answer's frame drawn, then the long tasks in it reported.
    requestAnimationFrame(() => setTimeout(() => done({
      shown,
      ms: Math.round(performance.now() - started),
      longest: Math.round(Math.max(0, ...tasks)),
      over200: tasks.filter((t) => t > 200).length,
    }), 0));
    return true;
  };
  new MutationObserver((_, observer) => { if (check()) observer.disconnect(); })
    .observe(answer, { attributes: true, childList: true, characterData: true, subtree: true });
  // A paste event with the text (over the whole text, selected beforehand), as a person's paste: the page's textarea
  // hands a long one to CodeMirror (web/text-box.js), or keeps it without the bundle. The page answers once the
  // typing settles, as for any edit.
  const data = new DataTransfer();
  data.setData('text/plain', value);
  area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  const inSight = () => {
    const box = document.querySelector('#board-text');
    if (box.checkVisibility() && box.value.length === value.length) {
      setTimeout(() => { shown = Math.round(performance.now() - started); }, 0);
    } else {
      requestAnimationFrame(inSight);
    }
  };
  requestAnimationFrame(inSight);
}), rolls);
let cpu = null;
if (profile) cpu = (await cdp.send('Profiler.stop')).profile;
await cdp.send('Tracing.end');
await traced;

const editor = await page.evaluate(() => (document.querySelector('.cm-editor') ? 'CodeMirror' : 'textarea'));
console.log(`${editor}, ${lines} jump lines (${text.length} characters), ${width}×${height}: the text shown after `
  + `${result.shown} ms, the answer after ${result.ms} ms; `
  + `longest task ${result.longest} ms, ${result.over200} tasks over 200 ms`);
const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => e.tid));
const total = new Map();
for (const e of events) {
  if (e.ph === 'X' && main.has(e.tid) && e.name !== 'RunTask') total.set(e.name, (total.get(e.name) || 0) + e.dur);
}
console.log('the main thread (kinds nest):');
for (const [name, us] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
  console.log(`${(us / 1000).toFixed(0).padStart(8)} ms  ${name}`);
}
// Each main-thread task over 100 ms, with the work inside it (kinds and the script functions called, by time).
for (const task of events.filter((e) => e.ph === 'X' && main.has(e.tid) && e.dur > 100_000 && ['RunTask', 'ThreadControllerImpl::RunTask'].includes(e.name))) {
  const inside = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || e.tid !== task.tid || e === task || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur) continue;
    const where = e.args?.data?.functionName ? ` ${e.args.data.functionName} ${String(e.args.data.url).split('/').pop()}`
      : e.args?.data?.type ? ` ${e.args.data.type}` : '';
    inside.set(e.name + where, (inside.get(e.name + where) || 0) + e.dur);
  }
  console.log(`a task of ${(task.dur / 1000).toFixed(0)} ms: ${[...inside].sort((a, b) => b[1] - a[1]).slice(0, 6)
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`).join(', ')}`);
}
const layouts = events.filter((e) => e.ph === 'X' && main.has(e.tid) && e.name === 'Layout' && e.dur > 50_000);
if (layouts.length) {
  const t0 = Math.min(...layouts.map((e) => e.ts));
  console.log(`layouts over 50 ms: ${layouts.map((e) => `${((e.ts - t0) / 1000).toFixed(0)}+${(e.dur / 1000).toFixed(0)}`
    + ` (${e.args?.beginData?.dirtyObjects ?? '?'}/${e.args?.beginData?.totalObjects ?? '?'} objects)`).join(', ')} ms`);
}
if (cpu) {
  // Self time per function, from the samples.
  const byId = new Map(cpu.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < cpu.samples.length; ++i) {
    const node = byId.get(cpu.samples[i]);
    const f = node.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) || 0) + (cpu.timeDeltas[i] || 0));
  }
  console.log('JavaScript self time:');
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`${(us / 1000).toFixed(0).padStart(8)} ms  ${name}`);
  }
}
await browser.close();
await stop();
process.exit(0);
