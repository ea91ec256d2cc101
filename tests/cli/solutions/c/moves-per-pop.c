// LeetCode 909, moves-per-pop: written by tests/cli/solutions/make_solutions.py.
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
    bool* seen = calloc(target + 1, sizeof(bool));
    int* queue = malloc(sizeof(int) * (target + 1));
    int head = 0, tail = 0, moves = 0, answer = -1;
    seen[1] = true;
    queue[tail++] = 1;
    while (head < tail && answer < 0) {
        int square = queue[head++];
        moves++;  // the mistake: a move for every square popped, where a move is a whole layer
        for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
            int end = end_of(square + roll);
            if (end == target) {
                answer = moves;
                break;
            }
            if (!seen[end]) {
                seen[end] = true;
                queue[tail++] = end;
            }
        }
    }
    free(seen);
    free(queue);
    return answer;
}
