// LeetCode 909, with pop() where BFS needs shift(): the square added last comes out first, which is a max-heap on
// rolls whose ties come out last pushed first. Written by hand; snl check names it max-heap
// (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
var snakesAndLadders = function (board) {
  const n = board.length;
  const label = (s) => {
    const r = Math.floor((s - 1) / n);
    const c = r % 2 === 0 ? (s - 1) % n : n - 1 - ((s - 1) % n);
    return board[n - 1 - r][c];
  };
  const moves = new Map([[1, 0]]);
  const queue = [1];
  while (queue.length) {
    const s = queue.pop();
    for (let i = 1; i <= 6; i++) {
      let next = s + i;
      if (next > n * n) break;
      if (label(next) !== -1) next = label(next);
      if (next === n * n) return moves.get(s) + 1;
      if (!moves.has(next)) {
        moves.set(next, moves.get(s) + 1);
        queue.push(next);
      }
    }
  }
  return -1;
};
