// LeetCode 909, farthest-first: written by tests/cli/solutions/make_solutions.py.
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
    int* heap_square = malloc(sizeof(int) * (target + 1));
    int* heap_rolls = malloc(sizeof(int) * (target + 1));
    int size = 0, answer = -1;
    seen[1] = true;
    heap_square[0] = 1;
    heap_rolls[0] = 0;
    size = 1;
    while (size > 0) {
        int top = 0;
        for (int i = 1; i < size; i++)
            if (heap_square[i] > heap_square[top]) top = i;  // the mistake: the farthest square first
        int square = heap_square[top], rolls = heap_rolls[top];
        size--;
        heap_square[top] = heap_square[size];
        heap_rolls[top] = heap_rolls[size];
        if (square == target) {
            answer = rolls;
            break;
        }
        for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
            int end = end_of(square + roll);
            if (!seen[end]) {
                seen[end] = true;
                heap_square[size] = end;
                heap_rolls[size] = rolls + 1;
                size++;
            }
        }
    }
    free(seen);
    free(heap_square);
    free(heap_rolls);
    return answer;
}
