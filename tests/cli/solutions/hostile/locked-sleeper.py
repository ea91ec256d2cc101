# Issue 51: locks a folder in its working folder (chmod 0), appends its pid to $SNL_TEST_PIDS and sleeps: snl check,
# interrupted, must remove its temporary folder all the same, and only then say it did.
import os
import time


class Solution:
    def snakesAndLadders(self, board):
        os.makedirs("locked/inner")
        os.chmod("locked/inner", 0)
        os.chmod("locked", 0)
        path = os.environ.get("SNL_TEST_PIDS")
        if path:
            with open(path, "a") as out:
                out.write("%d\n" % os.getpid())
        time.sleep(100)
        return 0
