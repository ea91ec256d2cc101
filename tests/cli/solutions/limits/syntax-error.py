# A Python file with a syntax error: snl check shows the interpreter's message about the file only
# (tests/cli/leetcode_test.cpp, CheckLeetCode.LoadingErrors).
class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        return (len(board)
