# LeetCode 909, moves-per-pop: written by tests/cli/solutions/make_solutions.py.
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

        seen = {1}
        queue = deque([1])
        moves = 0
        while queue:
            square = queue.popleft()
            moves += 1  # the mistake: a move for every square popped, where a move is a whole layer
            for roll in range(1, 7):
                land = square + roll
                if land > target:
                    break
                end = end_of(land)
                if end == target:
                    return moves
                if end not in seen:
                    seen.add(end)
                    queue.append(end)
        return -1
