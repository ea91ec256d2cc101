# A LeetCode 909 solution with a classic mistake: after a snake or ladder it keeps following jumps.
from collections import deque
from typing import List


class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)
        target = n * n

        def jump(square):
            row, column = divmod(square - 1, n)
            if row % 2 == 1:
                column = n - 1 - column
            return board[n - 1 - row][column]

        rolls = {1: 0}
        queue = deque([1])
        while queue:
            square = queue.popleft()
            if square == target:
                return rolls[square]
            for land in range(square + 1, min(square + 6, target) + 1):
                end = land
                for _ in range(target):  # the mistake: a jump's destination is a jump head too? take it as well
                    if jump(end) == -1 or jump(end) == end:
                        break
                    end = jump(end)
                if end not in rolls:
                    rolls[end] = rolls[square] + 1
                    queue.append(end)
        return -1
