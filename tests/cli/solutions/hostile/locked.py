# Issue 51: a correct solution that makes locked/ in its working folder, with a file inside, and chmods it to 0 (its
# parent folder read-only too). snl check must remove its temporary folder all the same.
import os
from collections import deque


class Solution:
    def snakesAndLadders(self, board):
        if not os.path.exists("locked"):
            os.makedirs("locked/inner")
            with open("locked/inner/file", "w") as out:
                out.write("x")
            os.chmod("locked/inner", 0)
            os.chmod("locked", 0)
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
