// LeetCode 909, memo-dfs: written by tests/cli/solutions/make_solutions.py.
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

static int target_;
static int* memo_;
static bool* on_path_;

static int dfs(int square) {
    if (square == target_) return 0;
    if (memo_[square] != -1) return memo_[square];
    if (on_path_[square]) return 1000000000;  // the mistake: snakes make cycles; a square on the path is no dead end
    on_path_[square] = true;
    int best = 1000000000;
    for (int roll = 1; roll <= 6 && square + roll <= target_; roll++) {
        int rolls = 1 + dfs(end_of(square + roll));
        if (rolls < best) best = rolls;
    }
    on_path_[square] = false;
    memo_[square] = best;  // the mistake: kept though it may rest on a square on the path
    return best;
}

int snakesAndLadders(int** board, int boardSize, int* boardColSize) {
    int n = boardSize;
    n_ = n;
    board_ = board;
    int target = n * n;
    target_ = target;
    memo_ = malloc(sizeof(int) * (target + 1));
    on_path_ = calloc(target + 1, sizeof(bool));
    for (int i = 0; i <= target; i++) memo_[i] = -1;
    int answer = dfs(1);
    free(memo_);
    free(on_path_);
    return answer >= 1000000000 ? -1 : answer;
}
