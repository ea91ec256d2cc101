# LeetCode 909, greedy-farthest: written by tests/cli/solutions/make_solutions.py.
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

        square = 1
        for moves in range(target + 1):
            if square == target:
                return moves
            square = max(end_of(square + roll) for roll in range(1, 7) if square + roll <= target)
        return -1
