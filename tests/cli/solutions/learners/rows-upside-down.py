# LeetCode 909, written by hand: it takes board[0] for the bottom row (the grid read upside down, each row still
# alternating from it). It was in uncatalogued/ until the catalogue held row-0-as-bottom; snl check must name that
# (tests/cli/leetcode_test.cpp, CheckLeetCode/LearnerNamed.*).
class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)
        cells = []
        for r in range(n):
            row = board[r] if r % 2 == 0 else board[r][::-1]
            cells.extend(row)
        goal = n * n
        visited = set([1])
        frontier = [1]
        steps = 0
        while frontier:
            steps += 1
            nxt = []
            for s in frontier:
                for d in range(1, 7):
                    t = s + d
                    if t > goal:
                        break
                    if cells[t - 1] != -1:
                        t = cells[t - 1]
                    if t == goal:
                        return steps
                    if t not in visited:
                        visited.add(t)
                        nxt.append(t)
            frontier = nxt
        return -1
