# Kills itself with SIGSEGV: snl check names the signal.
import os
import signal


class Solution:
    def snakesAndLadders(self, board):
        os.kill(os.getpid(), signal.SIGSEGV)
