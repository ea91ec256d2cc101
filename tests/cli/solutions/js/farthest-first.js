// LeetCode 909, farthest-first: written by tests/cli/solutions/make_solutions.py.
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
  const heap = [[1, 0]];
  seen[1] = true;
  while (heap.length > 0) {
    heap.sort((a, b) => a[0] - b[0]);  // the mistake: pop() then takes the farthest square first
    const [square, rolls] = heap.pop();
    if (square === target) return rolls;
    for (let roll = 1; roll <= 6 && square + roll <= target; roll++) {
      const end = endOf(square + roll);
      if (!seen[end]) {
        seen[end] = true;
        heap.push([end, rolls + 1]);
      }
    }
  }
  return -1;
};
