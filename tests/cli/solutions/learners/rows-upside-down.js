// LeetCode 909, written by hand: the row of square s is counted from board[0], as if board[0] were the bottom row
// (the grid read upside down). snl check names it row-0-as-bottom (tests/cli/leetcode_test.cpp,
// CheckLeetCode/LearnerNamed.*).
/**
 * @param {number[][]} board
 * @return {number}
 */
var snakesAndLadders = function(board) {
    const n = board.length;
    const getPos = (s) => {
        const row = Math.floor((s - 1) / n);
        let col = (s - 1) % n;
        if (row % 2 === 1) col = n - 1 - col;
        return [row, col];
    };
    const visited = new Set([1]);
    let level = [1];
    let steps = 0;
    while (level.length) {
        steps++;
        const next = [];
        for (const s of level) {
            for (let d = 1; d <= 6; d++) {
                let t = s + d;
                if (t > n * n) break;
                const [r, c] = getPos(t);
                if (board[r][c] !== -1) t = board[r][c];
                if (t === n * n) return steps;
                if (!visited.has(t)) {
                    visited.add(t);
                    next.push(t);
                }
            }
        }
        level = next;
    }
    return -1;
};
