# LeetCode 909, row-0-as-bottom: written by tests/cli/solutions/make_solutions.py.
class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)
        target = n * n

        def jump(square):
            r, c = divmod(square - 1, n)
            if r % 2 == 1:
                c = n - 1 - c
            return board[r][c]  # the mistake: board[0] is the top row

        def end_of(land):
            end = land if jump(land) == -1 else jump(land)
            return end

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
