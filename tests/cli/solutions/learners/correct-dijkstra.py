class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)
        target = n * n

        def cell(s):
            q, r = divmod(s - 1, n)
            row = n - 1 - q
            col = r if q % 2 == 0 else n - 1 - r
            return board[row][col]

        dist = {1: 0}
        heap = [(0, 1)]
        while heap:
            d, s = heapq.heappop(heap)
            if s == target:
                return d
            if d > dist.get(s, float("inf")):
                continue
            for k in range(1, 7):
                if s + k > target:
                    break
                t = cell(s + k)
                t = s + k if t == -1 else t
                if d + 1 < dist.get(t, float("inf")):
                    dist[t] = d + 1
                    heapq.heappush(heap, (d + 1, t))
        return -1
