// LeetCode 909, greedy-farthest: written by tests/cli/solutions/make_solutions.py.
var snakesAndLadders = function (board) {
  const n = board.length;
  const target = n * n;
  const jump = (square) => {
    const r = Math.floor((square - 1) / n);
    let c = (square - 1) % n;
    if (r % 2 === 1) c = n - 1 - c;
    return board[n - 1 - r][c];
  };
  const endOf = (land) => {
    let end = jump(land) === -1 ? land : jump(land);
    return end;
  };
  let square = 1;
  for (let moves = 0; moves <= target; moves++) {
    if (square === target) return moves;
    let best = 0;
    for (let roll = 1; roll <= 6 && square + roll <= target; roll++) best = Math.max(best, endOf(square + roll));
    square = best;
  }
  return -1;
};
