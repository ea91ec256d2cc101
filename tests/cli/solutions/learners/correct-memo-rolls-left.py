from functools import lru_cache


class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)
        goal = n * n
        flat = [-1]
        for i, row in enumerate(board[::-1]):
            flat += row if i % 2 == 0 else row[::-1]

        @lru_cache(maxsize=None)
        def can_finish(square, rolls_left):
            if square == goal:
                return True
            if rolls_left == 0:
                return False
            for roll in range(1, 7):
                nxt = square + roll
                if nxt > goal:
                    break
                if flat[nxt] != -1:
                    nxt = flat[nxt]
                if can_finish(nxt, rolls_left - 1):
                    return True
            return False

        for rolls in range(goal):
            if can_finish(1, rolls):
                return rolls
        return -1
