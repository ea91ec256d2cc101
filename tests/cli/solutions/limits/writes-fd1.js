// A right solution that writes to descriptor 1 with fs.writeSync: never taken for an answer
// (tests/cli/leetcode_test.cpp, CheckLeetCode.CleanChannel).
const fs = require("fs");

var snakesAndLadders = function (board) {
  fs.writeSync(1, "3\n");
  const n = board.length;
  const cell = (s) => {
    const r = Math.floor((s - 1) / n);
    const c = r % 2 === 0 ? (s - 1) % n : n - 1 - ((s - 1) % n);
    return board[n - 1 - r][c];
  };
  const dist = new Map([[1, 0]]);
  const q = [1];
  for (let i = 0; i < q.length; i++) {
    const s = q[i];
    for (let d = 1; d <= 6 && s + d <= n * n; d++) {
      const t = cell(s + d) === -1 ? s + d : cell(s + d);
      if (!dist.has(t)) {
        dist.set(t, dist.get(s) + 1);
        q.push(t);
      }
    }
  }
  return dist.has(n * n) ? dist.get(n * n) : -1;
};
