// LeetCode 909, never-minus-one: written by tests/cli/solutions/make_solutions.py.
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
    int* queue = malloc(sizeof(int) * (target + 1));
    for (int i = 0; i <= target; i++) dist[i] = INT_MAX;
    int head = 0, tail = 0;
    dist[1] = 0;
    queue[tail++] = 1;
    while (head < tail) {
        int square = queue[head++];
        for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
            int end = end_of(square + roll);
            if (dist[end] == INT_MAX) {
                dist[end] = dist[square] + 1;
                queue[tail++] = end;
            }
        }
    }
    int answer = dist[target];  // the mistake: INT_MAX when n * n cannot be reached, where LeetCode wants -1
    free(dist);
    free(queue);
    return answer;
}
