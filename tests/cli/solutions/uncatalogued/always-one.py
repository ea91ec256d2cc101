# LeetCode 909, wrong in a way snl's catalogue of mistakes does not hold (a stub that always answers 1): snl check
# must fail it and name no mistake (tests/cli/leetcode_test.cpp, CheckLeetCode.UncataloguedMistakeGetsNoName).
class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        return 1
