/**
 * @param {number[][]} board
 * @return {number}
 */
var snakesAndLadders = function (board) {
  const n = board.length;
  const target = n * n;
  const label = (s) => {
    const row = n - 1 - Math.floor((s - 1) / n);
    const fromLeft = Math.floor((s - 1) / n) % 2 === 0;
    const col = fromLeft ? (s - 1) % n : n - 1 - ((s - 1) % n);
    return board[row][col];
  };
  const done = new Set();
  const q = [[1, 0]];
  while (q.length) {
    let best = 0;
    for (let i = 1; i < q.length; i++) if (q[i][1] > q[best][1]) best = i;
    const [s, moves] = q.splice(best, 1)[0];
    if (s === target) return moves;
    if (done.has(s)) continue;
    done.add(s);
    for (let die = 1; die <= 6 && s + die <= target; die++) {
      const j = label(s + die);
      const t = j === -1 ? s + die : j;
      if (!done.has(t)) q.push([t, moves + 1]);
    }
  }
  return -1;
};
