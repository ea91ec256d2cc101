# LeetCode 909 with the method misnamed: snl check cannot load it and names what it found
# (tests/cli/leetcode_test.cpp, CheckLeetCode.LoadingErrors).
class Solution:
    def snakesAndLadder(self, board: List[List[int]]) -> int:
        return 1
