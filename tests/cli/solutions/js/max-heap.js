// LeetCode 909, max-heap: written by tests/cli/solutions/make_solutions.py.
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
  const heap = [[0, 1]];
  dist[1] = 0;
  while (heap.length > 0) {
    heap.sort((a, b) => a[0] - b[0]);  // the mistake: pop() then takes the most rolls first
    const [rolls, square] = heap.pop();
    if (square === target) return rolls;
    if (rolls > dist[square]) continue;
    for (let roll = 1; roll <= 6 && square + roll <= target; roll++) {
      const end = endOf(square + roll);
      if (rolls + 1 < dist[end]) {
        dist[end] = rolls + 1;
        heap.push([rolls + 1, end]);
      }
    }
  }
  return -1;
};
