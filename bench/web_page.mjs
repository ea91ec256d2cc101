// What the page's benchmarks (bench/web_*.mjs) share: the static site served on loopback and opened in headless
// Chromium, answered once, with the worker's own time of each call noted in window.engineMs.
import { launchChromium } from '../tests/browser/chromium.mjs';
import { serveStatic } from '../tests/browser/static-server.mjs';

/// {server, browser, page}: the site in `site` open in a 1280×900 page, its first answer shown.
export async function openPage(site) {
  const server = await serveStatic(site);
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
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
  return { server, browser, page };
}
