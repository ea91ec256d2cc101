# LeetCode 909, memo-dfs: written by tests/cli/solutions/make_solutions.py.
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
        memo = {}
        on_path = set()

        def dfs(square):
            if square == target:
                return 0
            if square in memo:
                return memo[square]
            if square in on_path:
                return INF  # the mistake: snakes make cycles; a square on the path is no dead end
            on_path.add(square)
            best = INF
            for roll in range(1, 7):
                land = square + roll
                if land > target:
                    break
                best = min(best, 1 + dfs(end_of(land)))
            on_path.remove(square)
            memo[square] = best  # the mistake: kept though it may rest on a square on the path
            return best

        answer = dfs(1)
        return answer if answer != INF else -1
