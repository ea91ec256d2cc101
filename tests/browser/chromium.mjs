// What the browser tests share (and bench/web_page.mjs): Debian's Chromium through playwright-core, or the line ctest
// reads as a skip when playwright-core is not installed.

/// A test that cannot run prints this mark with its reason; ctest's SKIP_REGULAR_EXPRESSION reads it as a skip.
export const SKIP_MARK = 'snl-browser-test: SKIPPED';

let playwright = null;
try {
  playwright = await import('playwright-core');
} catch {
  console.log(`${SKIP_MARK} (playwright-core is not installed: run 'npm ci' in tests/browser/)`);
}

/// Whether Chromium can be started.
export const haveChromium = playwright !== null;

/// Headless Chromium (SNL_CHROMIUM, or Debian's /usr/bin/chromium), with nothing of its own going to the network.
export function launchChromium() {
  return playwright.chromium.launch({
    executablePath: process.env.SNL_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}
