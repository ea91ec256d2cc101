// The boards the browser tests and the page's benchmarks (bench/web_*.mjs) share.

/// A side×side board (50×50 unless given) with `count` jumps (150), the same every run: {text, heads} (heads: the
/// squares with a jump).
export function bigBoard(side = 50, count = 150) {
  let seed = 16;
  const random = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  const heads = new Set();
  const lines = [`size ${side}`];
  while (heads.size < count) {
    const from = 2 + random(side * side - 3);
    const to = 2 + random(side * side - 3);
    if (heads.has(from) || from === to) continue;
    heads.add(from);
    lines.push(`${from} ${to}`);
  }
  return { text: lines.join('\n') + '\n', heads };
}

/// A size×size board with `count` jumps at random squares (any may end on another's head), the same every run for
/// a seed: its text in the jumps format.
export function randomBoard(size, count, seed) {
  const squares = size * size;
  const random = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  const heads = new Set();
  const lines = [`size ${size}`];
  while (heads.size < count) {
    const from = 2 + random(squares - 2);
    const to = 2 + random(squares - 2);
    if (heads.has(from) || from === to) continue;
    heads.add(from);
    lines.push(`${from} ${to}`);
  }
  return lines.join('\n') + '\n';
}

/// A 1000×1000 board in the jumps format with `count` jump lines (60,000: about 820 KB, the editor's paste test),
/// the same every run, and its least rolls by a plain breadth-first search (no jump ends on a jump's head, so no
/// rule of chained jumps matters): {text, rolls}.
export function pasteBoard(count) {
  const squares = 1000 * 1000;
  let seed = 31;  // xorshift32: exact in JavaScript's numbers
  const random = (n) => {
    seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5;
    return (seed >>> 0) % n;
  };
  const jump = new Int32Array(squares + 1);
  const ends = new Uint8Array(squares + 1);
  const lines = ['size 1000'];
  while (lines.length <= count) {
    const from = 2 + random(squares - 2);
    const to = 2 + random(squares - 2);
    if (from === to || jump[from] || ends[from] || jump[to]) continue;
    jump[from] = to;
    ends[to] = 1;
    lines.push(`${from} ${to}`);
  }
  const distance = new Int32Array(squares + 1).fill(-1);
  const queue = new Int32Array(squares);
  distance[1] = 0;
  queue[0] = 1;
  for (let read = 0, write = 1; read < write; ++read) {
    const at = queue[read];
    for (let roll = 1; roll <= 6 && at + roll <= squares; ++roll) {
      const landed = jump[at + roll] || at + roll;
      if (distance[landed] < 0) {
        distance[landed] = distance[at] + 1;
        queue[write++] = landed;
      }
    }
  }
  return { text: lines.join('\n') + '\n', rolls: distance[squares] };
}
