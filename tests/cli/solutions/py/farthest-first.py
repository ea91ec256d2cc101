# LeetCode 909, farthest-first: written by tests/cli/solutions/make_solutions.py.
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
            end = land if jump(land) == -1 else jump(land)
            return end

        seen = {1}
        heap = [(-1, 0)]  # the mistake: (-square, rolls), the farthest square first, not the fewest rolls
        while heap:
            negative, rolls = heappop(heap)
            square = -negative
            if square == target:
                return rolls
            for roll in range(1, 7):
                land = square + roll
                if land > target:
                    break
                end = end_of(land)
                if end not in seen:
                    seen.add(end)
                    heappush(heap, (-end, rolls + 1))
        return -1
