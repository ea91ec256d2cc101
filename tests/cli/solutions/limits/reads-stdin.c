// A solution that reads the board's size from standard input, as on judges that give input that way: snl check's
// standard input is empty, and the report says so (tests/cli/leetcode_test.cpp, CheckLeetCode.CleanChannel).
#include <stdio.h>

int snakesAndLadders(int** board, int boardSize, int* boardColSize) {
    int n = 0;
    if (scanf("%d", &n) != 1) return -1;
    return n;
}
