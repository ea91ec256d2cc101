# LeetCode 909, it only takes a jump that goes forward (snakes are ignored). Written by hand, once as a mistake snl's
# catalogue did not hold (uncatalogued/), and run as it was written; snl check names it ignores-snakes
# (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)
        target = n * n

        def jump(square):
            r, c = divmod(square - 1, n)
            if r % 2 == 1:
                c = n - 1 - c
            return board[n - 1 - r][c]

        def end_of(land):
            to = jump(land)
            return to if to > land else land

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
