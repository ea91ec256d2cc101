// LeetCode 909, memo-dfs: written by tests/cli/solutions/make_solutions.py.
var n_ int
var board_ [][]int

func jump(square int) int {
	r, c := (square-1)/n_, (square-1)%n_
	if r % 2 == 1 {
		c = n_ - 1 - c
	}
	return board_[n_-1-r][c]
}

func endOf(land int) int {
	end := land
	if jump(land) != -1 {
		end = jump(land)
	}
	return end
}

var target_ int
var memo_ []int
var onPath_ []bool

func dfs(square int) int {
	if square == target_ {
		return 0
	}
	if memo_[square] != -1 {
		return memo_[square]
	}
	if onPath_[square] {
		return 1000000000 // the mistake: snakes make cycles; a square on the path is no dead end
	}
	onPath_[square] = true
	best := 1000000000
	for roll := 1; roll <= 6 && square+roll <= target_; roll++ {
		if rolls := 1 + dfs(endOf(square+roll)); rolls < best {
			best = rolls
		}
	}
	onPath_[square] = false
	memo_[square] = best // the mistake: kept though it may rest on a square on the path
	return best
}

func snakesAndLadders(board [][]int) int {
	n := len(board)
	n_ = n
	board_ = board
	target := n * n
	target_ = target
	memo_ = make([]int, target+1)
	onPath_ = make([]bool, target+1)
	for i := range memo_ {
		memo_[i] = -1
	}
	if answer := dfs(1); answer < 1000000000 {
		return answer
	}
	return -1
}
