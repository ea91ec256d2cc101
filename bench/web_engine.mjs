// The page's engine in Chromium: each endpoint's time on a 50×50 board with 150 jumps (the static build's browser
// test's board), inside the worker (the library) and as the page sees it (with the message round trip).
//   node bench/web_engine.mjs build/web/site [rounds]      (after `npm ci` in tests/browser/)
import { chromium } from '../tests/browser/node_modules/playwright-core/index.mjs';
import { serveStatic } from '../tests/browser/static-server.mjs';

const site = process.argv[2] || 'build/web/site';
const rounds = Number(process.argv[3] || 15);
const server = await serveStatic(site);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage();
await page.addInitScript(() => {
  window.engineMs = [];
  const Original = window.Worker;
  window.Worker = function (...args) {
    const worker = new Original(...args);
    worker.addEventListener('message', (event) => window.engineMs.push(event.data.ms));
    return worker;
  };
});
await page.goto(server.url);
await page.waitForFunction(() => /^Least rolls/.test(document.querySelector('#answer').textContent));
let seed = 16;
const random = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
const heads = new Set();
const lines = ['size 50'];
while (heads.size < 150) {
  const from = 2 + random(2497);
  const to = 2 + random(2497);
  if (heads.has(from) || from === to) continue;
  heads.add(from);
  lines.push(`${from} ${to}`);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = await page.evaluate(async ([text, rounds]) => {
  const { api } = await import('./api.js');
  const out = {};
  for (const [path, params] of [['/api/board', {}], ['/api/solve', {}], ['/api/layers', {}],
    ['/api/render', { route: '1' }]]) {
    const wall = [];
    const engine = [];
    for (let i = 0; i < rounds; ++i) {
      window.engineMs.length = 0;
      const started = performance.now();
      await api(path, text, params);
      wall.push(performance.now() - started);
      engine.push(window.engineMs[0]);
    }
    out[path] = { wall, engine };
  }
  return out;
}, [lines.join('\n') + '\n', rounds]);
for (const [path, { wall, engine }] of Object.entries(results)) {
  console.log(`${path.padEnd(12)} engine median ${median(engine).toFixed(1)} ms, page median ${median(wall).toFixed(1)} ms`);
}
await browser.close();
await server.close();
