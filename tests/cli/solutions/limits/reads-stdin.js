// A solution that reads its input with fs.readFileSync(0), as on judges that give input that way: snl check's
// standard input is empty, and the report says so (tests/cli/leetcode_test.cpp, CheckLeetCode.CleanChannel).
var snakesAndLadders = function (board) {
  const lines = require("fs").readFileSync(0, "utf8").trim().split("\n");
  return parseInt(lines[0], 10);
};
