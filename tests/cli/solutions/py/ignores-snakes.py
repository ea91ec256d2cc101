# LeetCode 909, ignores-snakes: written by tests/cli/solutions/make_solutions.py.
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
            if to != -1 and to > land:  # the mistake: snakes are not taken
                return to
            return land

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
