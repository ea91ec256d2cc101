# Allocates without bound: snl check gives the memory verdict (MemoryError under its rlimit).
class Solution:
    def snakesAndLadders(self, board):
        hoard = []
        while True:
            hoard.append(bytearray(1 << 24))
