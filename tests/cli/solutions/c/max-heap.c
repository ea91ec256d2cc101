// LeetCode 909, max-heap: written by tests/cli/solutions/make_solutions.py.
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
    int capacity = 6 * (target + 1), size = 0, answer = -1;
    int* heap_rolls = malloc(sizeof(int) * capacity);
    int* heap_square = malloc(sizeof(int) * capacity);
    dist[1] = 0;
    heap_rolls[0] = 0;
    heap_square[0] = 1;
    size = 1;
    while (size > 0) {
        int top = 0;
        for (int i = 1; i < size; i++)
            if (heap_rolls[i] > heap_rolls[top]) top = i;  // the mistake: the most rolls first (Dijkstra takes the fewest)
        int rolls = heap_rolls[top], square = heap_square[top];
        size--;
        heap_rolls[top] = heap_rolls[size];
        heap_square[top] = heap_square[size];
        if (square == target) {
            answer = rolls;
            break;
        }
        if (rolls > dist[square]) continue;
        for (int roll = 1; roll <= 6 && square + roll <= target; roll++) {
            int end = end_of(square + roll);
            if (rolls + 1 < dist[end]) {
                dist[end] = rolls + 1;
                if (size == capacity) {
                    capacity *= 2;
                    heap_rolls = realloc(heap_rolls, sizeof(int) * capacity);
                    heap_square = realloc(heap_square, sizeof(int) * capacity);
                }
                heap_rolls[size] = rolls + 1;
                heap_square[size] = end;
                size++;
            }
        }
    }
    free(dist);
    free(heap_rolls);
    free(heap_square);
    return answer;
}
