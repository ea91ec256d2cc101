// LeetCode 909, greedy-farthest: written by tests/cli/solutions/make_solutions.py.
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
    int square = 1;
    for (int moves = 0; moves <= target; moves++) {
        if (square == target) return moves;
        int best = 0;
        for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
            int end = end_of(square + roll);
            if (end > best) best = end;
        }
        square = best;
    }
    return -1;
}
