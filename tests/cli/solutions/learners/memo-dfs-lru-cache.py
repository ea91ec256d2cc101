# LeetCode 909, written by hand: a depth-first search with @lru_cache and a set of the squares being visited, which
# takes a square met again on its own path for a dead end (snakes make cycles) and keeps the values that rest on it.
# snl check names it memo-dfs (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)
        N = n * n

        def nxt(s):
            r, c = divmod(s - 1, n)
            if r % 2:
                c = n - 1 - c
            v = board[n - 1 - r][c]
            return s if v == -1 else v

        visiting = set()

        @lru_cache(None)
        def dfs(s):
            if s == N:
                return 0
            if s in visiting:
                return float('inf')
            visiting.add(s)
            best = float('inf')
            for d in range(1, 7):
                if s + d > N:
                    break
                best = min(best, 1 + dfs(nxt(s + d)))
            visiting.discard(s)
            return best

        ans = dfs(1)
        return -1 if ans == float('inf') else ans
