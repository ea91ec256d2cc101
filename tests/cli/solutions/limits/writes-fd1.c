// A right solution that writes "3" to descriptor 1 with write(2) on every board: never taken for an answer
// (tests/cli/leetcode_test.cpp, CheckLeetCode.CleanChannel).
#include <unistd.h>

int snakesAndLadders(int** board, int boardSize, int* boardColSize) {
    write(1, "3\n", 2);
    int n = boardSize, target = n * n;
    int* dist = malloc(sizeof(int) * (target + 1));
    int* queue = malloc(sizeof(int) * (target + 1));
    for (int s = 0; s <= target; s++) dist[s] = -1;
    int head = 0, tail = 0;
    dist[1] = 0;
    queue[tail++] = 1;
    while (head < tail) {
        int s = queue[head++];
        for (int d = 1; d <= 6 && s + d <= target; d++) {
            int t = s + d, r = (t - 1) / n, c = (t - 1) % n;
            if (r % 2 == 1) c = n - 1 - c;
            int cell = board[n - 1 - r][c];
            if (cell != -1) t = cell;
            if (dist[t] == -1) {
                dist[t] = dist[s] + 1;
                queue[tail++] = t;
            }
        }
    }
    int answer = dist[target];
    free(dist);
    free(queue);
    return answer;
}
