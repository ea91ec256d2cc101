// LeetCode 909, rounded-mapping: written by tests/cli/solutions/make_solutions.py.
var snakesAndLadders = function (board) {
  const n = board.length;
  const target = n * n;
  const jump = (square) => {
    const r = Math.round((square - 1) / n);  // the mistake: the nearest row, where it must round down
    let c = (square - 1) % n;
    if (r >= n) return -1;
    if (r % 2 === 1) c = n - 1 - c;
    return board[n - 1 - r][c];
  };
  const endOf = (land) => {
    let end = jump(land) === -1 ? land : jump(land);
    return end;
  };
  let start = 1;
  if (start === target) return 0;
  const seen = new Array(target + 1).fill(false);
  seen[start] = true;
  const queue = [[start, 0]];
  for (let read = 0; read < queue.length; read++) {
    const [square, rolls] = queue[read];
    for (let roll = 1; roll <= 6 && square + roll <= target; roll++) {
      const land = square + roll;
      const end = endOf(land);
      if (end === target) return rolls + 1;
      if (seen[end]) continue;
      seen[end] = true;
      queue.push([end, rolls + 1]);
    }
  }
  return -1;
};
