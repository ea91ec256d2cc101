# A BFS whose table was sized for the examples a learner tried (n up to 15): right on every board up to 15×15, an
# IndexError from 16×16, a size LeetCode allows (n <= 20). snl check's default sides reach it
# (tests/cli/leetcode_test.cpp, CheckLeetCode.LeetCodesLargestSidesAreTried).
from collections import deque


class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)
        dist = [-1] * 226  # 15 * 15 + 1 squares are plenty
        dist[1] = 0
        q = deque([1])
        while q:
            s = q.popleft()
            for nxt in range(s + 1, min(s + 6, n * n) + 1):
                r, c = divmod(nxt - 1, n)
                if r % 2:
                    c = n - 1 - c
                if board[n - 1 - r][c] != -1:
                    nxt = board[n - 1 - r][c]
                if dist[nxt] == -1:
                    dist[nxt] = dist[s] + 1
                    q.append(nxt)
        return dist[n * n]
