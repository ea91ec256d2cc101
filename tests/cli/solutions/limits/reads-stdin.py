# A solution that reads the board from standard input, as on judges that give input that way: snl check's standard
# input is empty, and the report says so (tests/cli/leetcode_test.cpp, CheckLeetCode.CleanChannel).
import sys


class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = int(sys.stdin.readline())
        return n
