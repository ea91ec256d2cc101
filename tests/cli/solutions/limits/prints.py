# A correct solution that prints while it works: its prints go to standard error, not into its answers.
from collections import deque


class Solution:
    def snakesAndLadders(self, board):
        n = len(board)
        print("debug: n =", n)
        target = n * n

        def jump(square):
            r, c = divmod(square - 1, n)
            if r % 2 == 1:
                c = n - 1 - c
            return board[n - 1 - r][c]

        seen = {1}
        queue = deque([(1, 0)])
        while queue:
            square, rolls = queue.popleft()
            for land in range(square + 1, min(square + 6, target) + 1):
                end = land if jump(land) == -1 else jump(land)
                if end == target:
                    return rolls + 1
                if end not in seen:
                    seen.add(end)
                    queue.append((end, rolls + 1))
        return -1
