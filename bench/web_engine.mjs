// The page's engine in Chromium: each endpoint's time on a 50×50 board with 150 jumps (the static build's browser
// test's board), inside the worker (the library) and as the page sees it (with the message round trip).
//   node bench/web_engine.mjs build/web/site [rounds]      (after `npm ci` in tests/browser/)
import { bigBoard } from '../tests/browser/boards.mjs';
import { openPage } from './web_page.mjs';

const site = process.argv[2] || 'build/web/site';
const rounds = Number(process.argv[3] || 15);
const { server, browser, page } = await openPage(site);
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
}, [bigBoard().text, rounds]);
for (const [path, { wall, engine }] of Object.entries(results)) {
  console.log(`${path.padEnd(12)} engine median ${median(engine).toFixed(1)} ms, page median ${median(wall).toFixed(1)} ms`);
}
await browser.close();
await server.close();
