// LeetCode 909, a row runs right to left when its index from the top is even, which is right for even n only. Written
// by hand, once as a mistake snl's catalogue did not hold (uncatalogued/), and run as it was written; snl check names
// it rows-right-for-even-n (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
var snakesAndLadders = function (board) {
  const n = board.length;
  const square = (label) => {
    const row = n - 1 - Math.floor((label - 1) / n);
    const col = row % 2 === 0 ? n - 1 - ((label - 1) % n) : (label - 1) % n;
    return board[row][col];
  };
  const rolls = new Array(n * n + 1).fill(Infinity);
  rolls[1] = 0;
  const q = [1];
  let head = 0;
  while (head < q.length) {
    const at = q[head++];
    for (let die = 1; die <= 6; die++) {
      let to = at + die;
      if (to > n * n) break;
      if (square(to) !== -1) to = square(to);
      if (rolls[to] === Infinity) {
        rolls[to] = rolls[at] + 1;
        q.push(to);
      }
    }
  }
  return rolls[n * n] === Infinity ? -1 : rolls[n * n];
};
