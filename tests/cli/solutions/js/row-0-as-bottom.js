// LeetCode 909, row-0-as-bottom: written by tests/cli/solutions/make_solutions.py.
var snakesAndLadders = function (board) {
  const n = board.length;
  const target = n * n;
  const jump = (square) => {
    const r = Math.floor((square - 1) / n);
    let c = (square - 1) % n;
    if (r % 2 === 1) c = n - 1 - c;
    return board[r][c];  // the mistake: board[0] is the top row
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
