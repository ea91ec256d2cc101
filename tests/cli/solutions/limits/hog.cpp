// Allocates without bound: snl check gives the memory verdict (std::bad_alloc under its rlimit).
class Solution {
 public:
  int snakesAndLadders(vector<vector<int>>& board) {
    vector<vector<char>> hoard;
    while (true) hoard.emplace_back(1 << 24, static_cast<char>(board.size()));
  }
};
