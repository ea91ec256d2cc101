// Allocates without bound: snl check gives the memory verdict (V8 runs out of heap under --max-old-space-size).
var snakesAndLadders = function (board) {
  const hoard = [];
  for (;;) hoard.push(new Array(1 << 20).fill(board.length));
};
