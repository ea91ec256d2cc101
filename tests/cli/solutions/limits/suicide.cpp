// Kills itself with SIGABRT: snl check names the signal.
class Solution {
 public:
  int snakesAndLadders(vector<vector<int>>& board) {
    if (!board.empty()) abort();
    return 0;
  }
};
