# LeetCode 909, a row runs right to left when its index from the top is even, which is right for even n only. Written
# by hand, once as a mistake snl's catalogue did not hold (uncatalogued/), and run as it was written; snl check names
# it rows-right-for-even-n (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)
        target = n * n

        def jump(square):
            r, c = divmod(square - 1, n)
            row = n - 1 - r
            if row % 2 == 0:
                c = n - 1 - c
            return board[row][c]

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
