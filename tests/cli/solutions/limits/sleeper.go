// Sleeps on every board, after appending its pid to $SNL_TEST_PIDS: snl check, interrupted, leaves no process behind.
package main

import (
	"os"
	"strconv"
	"time"
)

func snakesAndLadders(board [][]int) int {
	if path := os.Getenv("SNL_TEST_PIDS"); path != "" {
		if f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644); err == nil {
			f.WriteString(strconv.Itoa(os.Getpid()) + "\n")
			f.Close()
		}
	}
	time.Sleep(100 * time.Second)
	return 0
}
