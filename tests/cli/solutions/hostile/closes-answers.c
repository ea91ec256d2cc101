// Issue 51: closes the descriptor the harness answers on (4), then returns. Its answer cannot reach snl check: the
// verdict must say so at once, not a time limit after the whole timeout.
#include <unistd.h>

int snakesAndLadders(int** board, int boardSize, int* boardColSize) {
    (void)board, (void)boardSize, (void)boardColSize;
    close(4);
    return 1;
}
