# A correct BFS after a loop of 10·n⁴ steps: snl check must estimate its time as growing like n^4 (tests/cli/
# leetcode_test.cpp, CheckLeetCode.GrowthEstimate).
class Solution:
    def snakesAndLadders(self, board):
        n = len(board)
        total = 0
        for i in range(10 * n ** 4):
            total += i & 1
        def jump(square):
            r, c = divmod(square - 1, n)
            if r % 2 == 1:
                c = n - 1 - c
            return board[n - 1 - r][c]
        seen = {1}
        queue = deque([(1, 0)])
        while queue:
            square, rolls = queue.popleft()
            if square == n * n:
                return rolls + total * 0
            for roll in range(1, 7):
                land = square + roll
                if land > n * n:
                    break
                end = land if jump(land) == -1 else jump(land)
                if end not in seen:
                    seen.add(end)
                    queue.append((end, rolls + 1))
        return -1
