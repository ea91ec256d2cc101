// Sleeps on every board, after appending its pid to $SNL_TEST_PIDS: snl check, interrupted, leaves no process behind.
var snakesAndLadders = function (board) {
  const path = process.env.SNL_TEST_PIDS;
  if (path) require("fs").appendFileSync(path, process.pid + "\n");
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100000);
  return 0;
};
