# LeetCode 909, the row is s / n and the column s % n, without the -1. Written by hand, once as a mistake snl's
# catalogue did not hold (uncatalogued/), and run as it was written; snl check names it mapping-without-minus-one
# (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)
        target = n * n

        def jump(square):
            r, c = square // n, square % n
            if r >= n:
                return -1
            if r % 2 == 1:
                c = n - 1 - c
            return board[n - 1 - r][c]

        def end_of(land):
            return land if jump(land) == -1 else jump(land)

        start = 1
        if start == target:
            return 0
        seen = {start}
        queue = deque([(start, 0)])
        while queue:
            square, rolls = queue.popleft()
            for roll in range(1, 7):
                land = square + roll
                if land > target:
                    break
                end = end_of(land)
                if end == target:
                    return rolls + 1
                if end in seen:
                    continue
                seen.add(end)
                queue.append((end, rolls + 1))
        return -1
