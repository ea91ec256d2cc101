class Solution {
public:
    int snakesAndLadders(vector<vector<int>>& board) {
        int n = board.size(), target = n * n;
        auto value = [&](int s) {
            int q = (s - 1) / n, r = (s - 1) % n;
            return board[n - 1 - q][q & 1 ? n - 1 - r : r];
        };
        unordered_set<int> seen{1};
        multiset<pair<int, int>> open;  // {moves, square}
        open.insert({0, 1});
        while (!open.empty()) {
            auto it = prev(open.end());
            auto [moves, s] = *it;
            open.erase(it);
            for (int d = 1; d <= 6 && s + d <= target; ++d) {
                int t = value(s + d) == -1 ? s + d : value(s + d);
                if (t == target) return moves + 1;
                if (seen.insert(t).second) open.insert({moves + 1, t});
            }
        }
        return -1;
    }
};
