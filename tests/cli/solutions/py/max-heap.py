# LeetCode 909, max-heap: written by tests/cli/solutions/make_solutions.py.
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

        dist = {1: 0}
        heap = [(0, 1)]  # the mistake: (-rolls, square), a max-heap of rolls where Dijkstra needs a min-heap
        while heap:
            negative, square = heappop(heap)
            rolls = -negative
            if square == target:
                return rolls
            if rolls > dist[square]:
                continue
            for roll in range(1, 7):
                land = square + roll
                if land > target:
                    break
                end = end_of(land)
                if rolls + 1 < dist.get(end, target + 1):
                    dist[end] = rolls + 1
                    heappush(heap, (-(rolls + 1), end))
        return -1
