# LeetCode 909, fixed-passes: written by tests/cli/solutions/make_solutions.py.
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

        INF = float("inf")
        dist = [INF] * (target + 1)
        dist[1] = 0
        for _ in range(n):  # the mistake: n passes, where it must go on until a pass changes nothing
            for square in range(1, target):
                if dist[square] == INF:
                    continue
                for roll in range(1, 7):
                    land = square + roll
                    if land > target:
                        break
                    end = end_of(land)
                    if dist[square] + 1 < dist[end]:
                        dist[end] = dist[square] + 1
        return dist[target] if dist[target] != INF else -1
