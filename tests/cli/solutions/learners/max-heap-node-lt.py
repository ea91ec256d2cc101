from heapq import heappush, heappop


class Node:
    def __init__(self, moves, square):
        self.moves = moves
        self.square = square

    def __lt__(self, other):
        return self.moves > other.moves


class Solution:
    def snakesAndLadders(self, board):
        n = len(board)
        cells = [0]
        for i, row in enumerate(reversed(board)):
            cells.extend(row if i % 2 == 0 else row[::-1])
        best = [float("inf")] * (n * n + 1)
        best[1] = 0
        heap = [Node(0, 1)]
        while heap:
            node = heappop(heap)
            if node.moves > best[node.square]:
                continue
            if node.square == n * n:
                return node.moves
            for d in range(1, 7):
                nxt = node.square + d
                if nxt > n * n:
                    break
                if cells[nxt] != -1:
                    nxt = cells[nxt]
                if node.moves + 1 < best[nxt]:
                    best[nxt] = node.moves + 1
                    heappush(heap, Node(node.moves + 1, nxt))
        return -1
