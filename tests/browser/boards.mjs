// The boards the browser tests and the page's benchmarks (bench/web_*.mjs) share.

/// A 50×50 board with 150 jumps, the same every run: {text, heads} (heads: the squares with a jump).
export function bigBoard() {
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
  return { text: lines.join('\n') + '\n', heads };
}
