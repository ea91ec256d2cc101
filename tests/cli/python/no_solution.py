# A file with no class Solution: snl check says it cannot load it.
def snakes_and_ladders(board):
    return 0
