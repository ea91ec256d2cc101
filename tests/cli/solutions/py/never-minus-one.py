# LeetCode 909, never-minus-one: written by tests/cli/solutions/make_solutions.py.
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

        INF = 10 ** 9
        dist = [INF] * (target + 1)
        dist[1] = 0
        queue = deque([1])
        while queue:
            square = queue.popleft()
            for roll in range(1, 7):
                land = square + roll
                if land > target:
                    break
                end = end_of(land)
                if dist[end] == INF:
                    dist[end] = dist[square] + 1
                    queue.append(end)
        return dist[target]  # the mistake: INF when n * n cannot be reached, where LeetCode wants -1
