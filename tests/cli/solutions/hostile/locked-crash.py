# Issue 51: locks a folder in its working folder (chmod 0) and then crashes on every board: each crash restarts the
# harness in a working folder emptied again, which must work whatever the solution left there.
import os


class Solution:
    def snakesAndLadders(self, board):
        if not os.path.exists("locked"):
            os.makedirs("locked/inner")
            os.chmod("locked/inner", 0)
            os.chmod("locked", 0)
        os._exit(7)
