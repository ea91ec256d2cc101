// LeetCode 909 with state kept between calls: a `static` distance array filled with -1 on the first call only.
// snl check must say the answer depends on earlier calls (tests/cli/leetcode_test.cpp, CheckLeetCode/Leak.*).
int snakesAndLadders(int** board, int boardSize, int* boardColSize) {
    static int dist[401];
    static bool ready = false;
    if (!ready) {
        memset(dist, -1, sizeof dist);
        ready = true;
    }
    int n = boardSize, target = n * n;
    int queue[401], head = 0, tail = 0;
    queue[tail++] = 1;
    dist[1] = 0;
    while (head < tail) {
        int s = queue[head++];
        if (s == target) return dist[s];
        for (int k = 1; k <= 6 && s + k <= target; k++) {
            int r = (s + k - 1) / n, c = (s + k - 1) % n;
            if (r & 1) c = n - 1 - c;
            int t = board[n - 1 - r][c] == -1 ? s + k : board[n - 1 - r][c];
            if (dist[t] == -1) {
                dist[t] = dist[s] + 1;
                queue[tail++] = t;
            }
        }
    }
    return -1;
}
