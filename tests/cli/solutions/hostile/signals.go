// Issue 51: sends snl check (its parent) the signals that end a process by default, and starts a `sleep` in a new
// session (setsid), its pid appended to $SNL_TEST_PIDS; then answers 0 (wrong). snl check must survive, give its
// verdict, and leave no process and no temporary file behind.
package main

import (
	"os"
	"os/exec"
	"strconv"
	"syscall"
)

func snakesAndLadders(board [][]int) int {
	sleeper := exec.Command("sleep", "100000")
	sleeper.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if sleeper.Start() == nil {
		if path := os.Getenv("SNL_TEST_PIDS"); path != "" {
			if f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644); err == nil {
				f.WriteString(strconv.Itoa(sleeper.Process.Pid) + "\n")
				f.Close()
			}
		}
	}
	for _, s := range []syscall.Signal{syscall.SIGUSR1, syscall.SIGUSR2, syscall.SIGQUIT, syscall.SIGALRM,
		syscall.SIGXCPU, syscall.SIGVTALRM, syscall.SIGPROF} {
		syscall.Kill(os.Getppid(), s)
	}
	return 0
}
