# A correct solution that first deletes everything in its working directory and leaves a file there: under
# snl check that directory is an empty one of its own, so nothing of the user's is lost.
import os
import shutil
from collections import deque


class Solution:
    def snakesAndLadders(self, board):
        for name in os.listdir("."):
            if os.path.isdir(name) and not os.path.islink(name):
                shutil.rmtree(name)
            else:
                os.remove(name)
        with open("left-by-the-solution.txt", "w") as out:
            out.write("x")
        n = len(board)

        def cell(square):
            row, col = divmod(square - 1, n)
            return n - 1 - row, (col if row % 2 == 0 else n - 1 - col)

        rolls = {1: 0}
        queue = deque([1])
        while queue:
            square = queue.popleft()
            if square == n * n:
                return rolls[square]
            for landed in range(square + 1, min(square + 6, n * n) + 1):
                r, c = cell(landed)
                end = board[r][c] if board[r][c] != -1 else landed
                if end not in rolls:
                    rolls[end] = rolls[square] + 1
                    queue.append(end)
        return -1
