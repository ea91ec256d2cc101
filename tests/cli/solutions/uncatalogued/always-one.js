// LeetCode 909, a stub that always answers 1. snl check must name no mistake (CheckLeetCode/Uncatalogued.*).
var snakesAndLadders = function (board) {
  return 1;
};
