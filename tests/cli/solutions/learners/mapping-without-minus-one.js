// LeetCode 909, the row is s / n and the column s % n, without the -1. Written by hand, once as a mistake snl's
// catalogue did not hold (uncatalogued/), and run as it was written; snl check names it mapping-without-minus-one
// (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
function snakesAndLadders(board) {
  const n = board.length;
  const goal = n * n;
  const getPos = (s) => {
    const r = Math.floor(s / n);
    let c = s % n;
    if (r % 2 === 1) c = n - 1 - c;
    return [n - 1 - r, c];
  };
  const visited = new Set([1]);
  const queue = [1];
  let moves = 0;
  while (queue.length > 0) {
    let size = queue.length;
    moves++;
    while (size-- > 0) {
      const s = queue.shift();
      for (let i = 1; i <= 6; i++) {
        let next = s + i;
        if (next > goal) break;
        const [r, c] = getPos(next);
        if (r >= 0 && board[r][c] !== -1) next = board[r][c];
        if (next === goal) return moves;
        if (!visited.has(next)) {
          visited.add(next);
          queue.push(next);
        }
      }
    }
  }
  return -1;
}
