/**
 * @param {number[][]} board
 * @return {number}
 */
var snakesAndLadders = function (board) {
  const n = board.length;
  board.reverse();
  for (let i = 1; i < n; i += 2) board[i].reverse();
  const cells = board.flat().map((v) => (v === -1 ? -1 : v - 1)); // 0-based squares
  const last = n * n - 1;
  const steps = new Array(n * n).fill(-1);
  steps[0] = 0;
  let frontier = [0];
  while (frontier.length) {
    const next = [];
    for (const s of frontier) {
      for (let d = 1; d <= 6 && s + d <= last; d++) {
        const t = cells[s + d] === -1 ? s + d : cells[s + d];
        if (steps[t] !== -1) continue;
        steps[t] = steps[s] + 1;
        if (t === last) return steps[t];
        next.push(t);
      }
    }
    frontier = next;
  }
  return steps[last];
};
