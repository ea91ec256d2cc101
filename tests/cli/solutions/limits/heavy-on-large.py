# A correct BFS that, on boards of side 15 or more, also holds 64 MiB (written, so resident) and sleeps 30 ms: the
# report's per-board memory and time must show it on those boards only (tests/cli/leetcode_test.cpp,
# CheckLeetCode.EachBoardsTimeAndMemory).
import time


class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)
        ballast = None
        if n >= 15:
            ballast = bytearray(b"\x01") * (64 << 20)
            time.sleep(0.03)

        def jump(square):
            r, c = divmod(square - 1, n)
            if r % 2 == 1:
                c = n - 1 - c
            return board[n - 1 - r][c]

        seen = {1}
        queue = deque([(1, 0)])
        while queue:
            square, rolls = queue.popleft()
            if square == n * n:
                return rolls + (0 if ballast is None else ballast[0] - 1)
            for roll in range(1, 7):
                land = square + roll
                if land > n * n:
                    break
                end = land if jump(land) == -1 else jump(land)
                if end not in seen:
                    seen.add(end)
                    queue.append((end, rolls + 1))
        return -1
