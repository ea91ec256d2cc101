// LeetCode 909 with state kept between calls: a module-level Set that is never cleared. snl check must say the
// answer depends on earlier calls (tests/cli/leetcode_test.cpp, CheckLeetCode/Leak.*).
const seen = new Set();

var snakesAndLadders = function (board) {
  const n = board.length;
  const label = (s) => {
    const r = Math.floor((s - 1) / n);
    const c = r % 2 === 0 ? (s - 1) % n : n - 1 - ((s - 1) % n);
    return board[n - 1 - r][c];
  };
  let layer = [1];
  seen.add(1);
  for (let moves = 0; layer.length > 0; moves++) {
    const next = [];
    for (const s of layer) {
      if (s === n * n) return moves;
      for (let d = 1; d <= 6 && s + d <= n * n; d++) {
        const t = label(s + d) === -1 ? s + d : label(s + d);
        if (!seen.has(t)) {
          seen.add(t);
          next.push(t);
        }
      }
    }
    layer = next;
  }
  return -1;
};
