// A solution that reads from cin, as on judges that give input that way: snl check's standard input is empty, and
// the report says so (tests/cli/leetcode_test.cpp, CheckLeetCode.CleanChannel).
class Solution {
public:
    int snakesAndLadders(vector<vector<int>>& board) {
        int n = 0;
        cin >> n;
        return n;
    }
};
