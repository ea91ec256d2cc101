# Issue 51: closes the descriptor the harness answers on (4), then returns. Its answer cannot reach snl check: the
# verdict must say so at once, not a time limit after the whole timeout.
import os


class Solution:
    def snakesAndLadders(self, board):
        os.close(4)
        return 1
