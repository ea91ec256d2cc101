/**
 * @param {number[][]} board
 * @return {number}
 */
function snakesAndLadders(board) {
  const n = board.length;
  const getCell = (s) => {
    const r = Math.floor((s - 1) / n);
    const c = r % 2 === 0 ? (s - 1) % n : n - 1 - ((s - 1) % n);
    return board[n - 1 - r][c];
  };
  const dist = Array(n * n + 1).fill(Number.MAX_SAFE_INTEGER);
  dist[1] = 0;
  const queue = [[1, 0]];
  while (queue.length) {
    queue.sort((a, b) => b[1] - a[1]);
    const [s, d] = queue.shift();
    if (s === n * n) return d;
    if (d > dist[s]) continue;
    for (let i = 1; i <= 6; i++) {
      let next = s + i;
      if (next > n * n) break;
      const cell = getCell(next);
      if (cell !== -1) next = cell;
      if (d + 1 < dist[next]) {
        dist[next] = d + 1;
        queue.push([next, d + 1]);
      }
    }
  }
  return -1;
}
