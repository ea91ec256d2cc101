# LeetCode 909, written with pop() where BFS needs popleft(): the square added last comes out first (a stack), which
# is a max-heap on rolls whose ties come out last pushed first. Written by hand; snl check names it max-heap
# (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)
        flat = [0]
        for i, row in enumerate(reversed(board)):
            flat.extend(row if i % 2 == 0 else row[::-1])
        goal = n * n
        visited = {1}
        q = deque([(1, 0)])
        while q:
            pos, moves = q.pop()
            for die in range(1, 7):
                nxt = pos + die
                if nxt > goal:
                    break
                if flat[nxt] != -1:
                    nxt = flat[nxt]
                if nxt == goal:
                    return moves + 1
                if nxt not in visited:
                    visited.add(nxt)
                    q.append((nxt, moves + 1))
        return -1
