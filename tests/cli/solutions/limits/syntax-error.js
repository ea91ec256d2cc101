// A JavaScript file with a syntax error: snl check shows the file's message only
// (tests/cli/leetcode_test.cpp, CheckLeetCode.LoadingErrors).
var snakesAndLadders = function (board) {
  const n = board.length
  return n +;
};
