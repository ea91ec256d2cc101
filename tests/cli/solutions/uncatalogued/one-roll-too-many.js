// LeetCode 909, wrong in a way snl's catalogue of mistakes does not hold: it counts the start as a move, so every
// answer but -1 is one roll too many. Written by hand; snl check must name no mistake (tests/cli/leetcode_test.cpp,
// CheckLeetCode/Uncatalogued.*).
var snakesAndLadders = function(board) {
  const n = board.length, goal = n * n;
  const at = (s) => {
    const q = Math.floor((s - 1) / n), r = (s - 1) % n;
    return board[n - 1 - q][q % 2 ? n - 1 - r : r];
  };
  const seen = new Uint8Array(goal + 1);
  seen[1] = 1;
  let frontier = [1];
  let moves = 1;
  while (frontier.length) {
    const next = [];
    for (const s of frontier) {
      if (s === goal) return moves;
      for (let d = 1; d <= 6 && s + d <= goal; d++) {
        const t = at(s + d) === -1 ? s + d : at(s + d);
        if (!seen[t]) {
          seen[t] = 1;
          next.push(t);
        }
      }
    }
    frontier = next;
    moves++;
  }
  return -1;
};
