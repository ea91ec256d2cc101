# LeetCode 909, written by hand: `steps` goes up for every square taken from the queue, not for every layer of the
# BFS. snl check names it moves-per-pop (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)

        def cell(s):
            r, c = divmod(s - 1, n)
            col = c if r % 2 == 0 else n - 1 - c
            return board[n - 1 - r][col]

        q = deque([1])
        visited = [False] * (n * n + 1)
        visited[1] = True
        steps = 0
        while q:
            cur = q.popleft()
            steps += 1
            for k in range(1, 7):
                nxt = cur + k
                if nxt > n * n:
                    break
                if cell(nxt) != -1:
                    nxt = cell(nxt)
                if nxt == n * n:
                    return steps
                if not visited[nxt]:
                    visited[nxt] = True
                    q.append(nxt)
        return -1
