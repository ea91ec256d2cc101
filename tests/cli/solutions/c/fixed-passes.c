// LeetCode 909, fixed-passes: written by tests/cli/solutions/make_solutions.py.
static int n_;
static int** board_;

static int jump(int square) {
    int r = (square - 1) / n_, c = (square - 1) % n_;
    if (r % 2 == 1) c = n_ - 1 - c;
    return board_[n_ - 1 - r][c];
}

static int end_of(int land) {
    int end = jump(land) == -1 ? land : jump(land);
    return end;
}

int snakesAndLadders(int** board, int boardSize, int* boardColSize) {
    int n = boardSize;
    n_ = n;
    board_ = board;
    int target = n * n;
    int* dist = malloc(sizeof(int) * (target + 1));
    for (int i = 0; i <= target; i++) dist[i] = INT_MAX;
    dist[1] = 0;
    for (int pass = 0; pass < n; pass++) {  // the mistake: n passes, where it must go on until a pass changes nothing
        for (int square = 1; square < target; square++) {
            if (dist[square] == INT_MAX) continue;
            for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
                int end = end_of(square + roll);
                if (dist[square] + 1 < dist[end]) dist[end] = dist[square] + 1;
            }
        }
    }
    int answer = dist[target] == INT_MAX ? -1 : dist[target];
    free(dist);
    return answer;
}
