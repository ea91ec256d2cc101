# Issue 51: its top-level code says something on standard error and never finishes, so the harness never says ready.
# snl check must say why it cannot load the file (never ready, and what it printed), within its start-up limit.
import sys
import time

print("precomputing a table...", file=sys.stderr, flush=True)
while True:
    time.sleep(1)


class Solution:
    def snakesAndLadders(self, board):
        return 0
