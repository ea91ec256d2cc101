# A right solution that writes to descriptor 1 behind print's back: never taken for an answer
# (tests/cli/leetcode_test.cpp, CheckLeetCode.CleanChannel).
import os


class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        os.write(1, b"3\n")
        n = len(board)
        cells = [0]
        for i, row in enumerate(reversed(board)):
            cells.extend(row if i % 2 == 0 else row[::-1])
        dist = {1: 0}
        q = deque([1])
        while q:
            s = q.popleft()
            for t in range(s + 1, min(s + 6, n * n) + 1):
                if cells[t] != -1:
                    t = cells[t]
                if t not in dist:
                    dist[t] = dist[s] + 1
                    q.append(t)
        return dist.get(n * n, -1)
