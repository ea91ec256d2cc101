// LeetCode 909, never-minus-one: written by tests/cli/solutions/make_solutions.py.
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
  const dist = new Array(target + 1).fill(Number.MAX_SAFE_INTEGER);
  dist[1] = 0;
  const queue = [1];
  for (let read = 0; read < queue.length; read++) {
    const square = queue[read];
    for (let roll = 1; roll <= 6 && square + roll <= target; roll++) {
      const end = endOf(square + roll);
      if (dist[end] === Number.MAX_SAFE_INTEGER) {
        dist[end] = dist[square] + 1;
        queue.push(end);
      }
    }
  }
  return dist[target];  // the mistake: Number.MAX_SAFE_INTEGER when n * n cannot be reached, where LeetCode wants -1
};
