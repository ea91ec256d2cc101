import heapq


class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)

        def get_pos(s):
            r = (s - 1) // n
            c = (s - 1) % n
            if r % 2:
                c = n - 1 - c
            return n - 1 - r, c

        visited = set()
        pq = [(0, 1)]  # (-moves, square) so that heapq pops the most moves first
        while pq:
            moves, s = heapq.heappop(pq)
            moves = -moves
            if s in visited:
                continue
            visited.add(s)
            if s == n * n:
                return moves
            for nxt in range(s + 1, min(s + 6, n * n) + 1):
                r, c = get_pos(nxt)
                dest = board[r][c] if board[r][c] != -1 else nxt
                if dest not in visited:
                    heapq.heappush(pq, (-(moves + 1), dest))
        return -1
