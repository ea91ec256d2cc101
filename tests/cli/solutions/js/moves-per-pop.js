// LeetCode 909, moves-per-pop: written by tests/cli/solutions/make_solutions.py.
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
  const seen = new Array(target + 1).fill(false);
  const queue = [1];
  seen[1] = true;
  let moves = 0;
  while (queue.length > 0) {
    const square = queue.shift();
    moves++;  // the mistake: a move for every square popped, where a move is a whole layer
    for (let roll = 1; roll <= 6 && square + roll <= target; roll++) {
      const end = endOf(square + roll);
      if (end === target) return moves;
      if (!seen[end]) {
        seen[end] = true;
        queue.push(end);
      }
    }
  }
  return -1;
};
