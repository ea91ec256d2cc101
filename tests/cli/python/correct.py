# A LeetCode 909 solution as submitted there: no imports (LeetCode provides List and deque).
class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)
        target = n * n

        def cell(square):
            row, column = divmod(square - 1, n)
            if row % 2 == 1:
                column = n - 1 - column
            return n - 1 - row, column

        rolls = {1: 0}
        queue = deque([1])
        while queue:
            square = queue.popleft()
            if square == target:
                return rolls[square]
            for land in range(square + 1, min(square + 6, target) + 1):
                r, c = cell(land)
                end = board[r][c] if board[r][c] != -1 else land
                if end not in rolls:
                    rolls[end] = rolls[square] + 1
                    queue.append(end)
        return -1
