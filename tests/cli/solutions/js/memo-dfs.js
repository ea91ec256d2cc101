// LeetCode 909, memo-dfs: written by tests/cli/solutions/make_solutions.py.
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
  const memo = new Array(target + 1).fill(-1);
  const onPath = new Array(target + 1).fill(false);
  const dfs = (square) => {
    if (square === target) return 0;
    if (memo[square] !== -1) return memo[square];
    if (onPath[square]) return Infinity;  // the mistake: snakes make cycles; a square on the path is no dead end
    onPath[square] = true;
    let best = Infinity;
    for (let roll = 1; roll <= 6 && square + roll <= target; roll++) {
      best = Math.min(best, 1 + dfs(endOf(square + roll)));
    }
    onPath[square] = false;
    memo[square] = best;  // the mistake: kept though it may rest on a square on the path
    return best;
  };
  const answer = dfs(1);
  return answer >= Infinity ? -1 : answer;
};
