// LeetCode 909, with an array used as a stack where BFS needs a queue: the square added last comes out first, which
// is a max-heap on rolls whose ties come out last pushed first. Written by hand; snl check names it max-heap
// (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
int snakesAndLadders(int** board, int boardSize, int* boardColSize) {
    int n = boardSize, goal = n * n;
    int* steps = malloc(sizeof(int) * (goal + 1));
    int* stack = malloc(sizeof(int) * (goal + 1));
    for (int i = 0; i <= goal; i++) steps[i] = -1;
    int top = 0, result = -1;
    steps[1] = 0;
    stack[top++] = 1;
    while (top > 0 && result == -1) {
        int s = stack[--top];
        for (int d = 1; d <= 6 && s + d <= goal; d++) {
            int t = s + d;
            int r = (t - 1) / n, c = (t - 1) % n;
            if (r % 2) c = n - 1 - c;
            if (board[n - 1 - r][c] != -1) t = board[n - 1 - r][c];
            if (steps[t] != -1) continue;
            steps[t] = steps[s] + 1;
            if (t == goal) {
                result = steps[t];
                break;
            }
            stack[top++] = t;
        }
    }
    free(steps);
    free(stack);
    return result;
}
