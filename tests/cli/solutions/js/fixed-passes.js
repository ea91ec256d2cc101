// LeetCode 909, fixed-passes: written by tests/cli/solutions/make_solutions.py.
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
  const dist = new Array(target + 1).fill(Infinity);
  dist[1] = 0;
  for (let pass = 0; pass < n; pass++) {  // the mistake: n passes, where it must go on until a pass changes nothing
    for (let square = 1; square < target; square++) {
      if (dist[square] === Infinity) continue;
      for (let roll = 1; roll <= 6 && square + roll <= target; roll++) {
        const end = endOf(square + roll);
        if (dist[square] + 1 < dist[end]) dist[end] = dist[square] + 1;
      }
    }
  }
  return dist[target] === Infinity ? -1 : dist[target];
};
