// Allocates without bound: snl check gives the memory verdict (malloc returns NULL under its rlimit).
int snakesAndLadders(int** board, int boardSize, int* boardColSize) {
    for (;;) {
        char* block = malloc(1 << 24);
        block[0] = (char)boardSize;
        block[(1 << 24) - 1] = (char)board[0][0];
    }
}
