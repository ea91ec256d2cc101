// LeetCode 909, it only takes a jump that goes forward (snakes are ignored). Written by hand, once as a mistake snl's
// catalogue did not hold (uncatalogued/), and run as it was written; snl check names it ignores-snakes
// (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
/**
 * @param {number[][]} board
 * @return {number}
 */
var snakesAndLadders = function (board) {
  const n = board.length;
  const cells = [0];
  let ltr = true;
  for (let r = n - 1; r >= 0; r--) {
    const row = ltr ? board[r] : [...board[r]].reverse();
    cells.push(...row);
    ltr = !ltr;
  }
  const dist = new Map([[1, 0]]);
  let frontier = [1];
  while (frontier.length) {
    const next = [];
    for (const s of frontier) {
      for (let d = 1; d <= 6 && s + d <= n * n; d++) {
        const t = Math.max(s + d, cells[s + d]);
        if (!dist.has(t)) {
          dist.set(t, dist.get(s) + 1);
          next.push(t);
        }
      }
    }
    frontier = next;
  }
  return dist.has(n * n) ? dist.get(n * n) : -1;
};
