// Reads standard input through its own reader of os.Stdin (a learner's fast input), with its own imports: snl
// check's standard input is empty, and the report says so (tests/cli/leetcode_test.cpp, CheckLeetCode.CleanChannel).
package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
)

func snakesAndLadders(board [][]int) int {
	line, _ := bufio.NewReader(os.Stdin).ReadString('\n')
	n, err := strconv.Atoi(strings.TrimSpace(line))
	if err != nil {
		return -1
	}
	return n
}
