# Sleeps on every board, after writing its pid to $SNL_TEST_PIDS: snl check gives the time verdict and leaves
# no process behind.
import os
import time


class Solution:
    def snakesAndLadders(self, board):
        path = os.environ.get("SNL_TEST_PIDS")
        if path:
            with open(path, "a") as pids:
                pids.write(f"{os.getpid()}\n")
        time.sleep(100)
        return 0
