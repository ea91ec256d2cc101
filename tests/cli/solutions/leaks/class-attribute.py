# LeetCode 909 with state kept between calls: `visited` is a class attribute, shared by every Solution and never
# cleared, so a board answered after others may find its squares visited already. snl check must say the answer
# depends on earlier calls (tests/cli/leetcode_test.cpp, CheckLeetCode/Leak.*).
class Solution:
    visited = set()

    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)
        cells = [0]
        for i, row in enumerate(reversed(board)):
            cells.extend(row if i % 2 == 0 else row[::-1])
        q = deque([(1, 0)])
        self.visited.add(1)
        while q:
            s, moves = q.popleft()
            if s == n * n:
                return moves
            for nxt in range(s + 1, min(s + 6, n * n) + 1):
                if cells[nxt] != -1:
                    nxt = cells[nxt]
                if nxt not in self.visited:
                    self.visited.add(nxt)
                    q.append((nxt, moves + 1))
        return -1
