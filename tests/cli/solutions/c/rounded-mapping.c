// LeetCode 909, rounded-mapping: written by tests/cli/solutions/make_solutions.py.
static int n_;
static int** board_;

static int jump(int square) {
    int r = (int) round((square - 1) / (double) n_);  // the mistake: the nearest row, where it must round down
    int c = (square - 1) % n_;
    if (r >= n_) return -1;
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
    int start = 1;
    if (start == target) return 0;
    bool* seen = calloc(target + 1, sizeof(bool));
    int* queue_square = malloc(sizeof(int) * (target + 1));
    int* queue_rolls = malloc(sizeof(int) * (target + 1));
    int head = 0, tail = 0, answer = -1;
    seen[start] = true;
    queue_square[tail] = start;
    queue_rolls[tail] = 0;
    tail++;
    while (head < tail && answer < 0) {
        int square = queue_square[head], rolls = queue_rolls[head];
        head++;
        for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
            int land = square + roll;
            int end = end_of(land);
            if (end == target) {
                answer = rolls + 1;
                break;
            }
            if (seen[end]) continue;
            seen[end] = true;
            queue_square[tail] = end;
            queue_rolls[tail] = rolls + 1;
            tail++;
        }
    }
    free(seen);
    free(queue_square);
    free(queue_rolls);
    return answer;
}
