# Issue 51: a correct solution that is fast on the first call in a process and slow (1 s) on every later one: a model,
# deterministic, of a solution that meets the time limit alone in a fresh process and not in sequence (on a loaded
# machine). A time difference is not kept state: snl check must not say its answers depend on earlier calls.
import time
from collections import deque

calls = 0


class Solution:
    def snakesAndLadders(self, board):
        global calls
        calls += 1
        if calls > 1:
            time.sleep(1)
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
