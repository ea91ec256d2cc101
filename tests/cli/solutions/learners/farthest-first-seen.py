class Solution:
    def snakesAndLadders(self, board):
        n = len(board)
        def at(s):
            r, c = divmod(s - 1, n)
            return board[n - 1 - r][c if r % 2 == 0 else n - 1 - c]
        seen = {1}
        heap = [(-1, 0)]  # farthest square first
        while heap:
            neg, moves = heapq.heappop(heap)
            s = -neg
            if s == n * n:
                return moves
            for k in range(1, 7):
                if s + k > n * n:
                    break
                t = at(s + k)
                t = s + k if t == -1 else t
                if t not in seen:
                    seen.add(t)
                    heapq.heappush(heap, (-t, moves + 1))
        return -1
