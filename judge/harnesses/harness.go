package main

import (
	"bufio"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
)

// snlInt reads the next integer of the boards; false at their end.
func snlInt(r *bufio.Reader) (int, bool) {
	c, err := r.ReadByte()
	for err == nil && (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
		c, err = r.ReadByte()
	}
	if err != nil {
		return 0, false
	}
	negative := c == '-'
	if negative {
		c, err = r.ReadByte()
	}
	value := 0
	for err == nil && c >= '0' && c <= '9' {
		value = value*10 + int(c-'0')
		c, err = r.ReadByte()
	}
	if negative {
		value = -value
	}
	return value, true
}

// snlWhere is where in the learner's file a panic began (its copy keeps the file's lines), as " (at FILE:LINE)".
func snlWhere() string {
	pcs := make([]uintptr, 64)
	frames := runtime.CallersFrames(pcs[:runtime.Callers(3, pcs)])
	for {
		frame, more := frames.Next()
		if strings.HasSuffix(frame.File, "/solution.go") {
			return " (at " + os.Args[1] + ":" + strconv.Itoa(frame.Line) + ")"
		}
		if !more {
			return ""
		}
	}
}

// snlReads is the read system calls this thread has made (syscr of /proc/thread-self/io), -1 where it cannot be read.
// A Go *os.File cannot be swapped for a reader that notes reads, so a call's reads are counted instead: on the main
// thread, which main locks to its goroutine (the runtime's own reads, such as its poller's wake-ups, are made by
// other threads). One pread of the file main opened: 5 µs (opening it each time: 34 µs).
func snlReads() int64 {
	if snlIo == nil {
		return -1
	}
	var buffer [512]byte
	n, err := syscall.Pread(int(snlIo.Fd()), buffer[:], 0)
	if err != nil || n <= 0 {
		return -1
	}
	text := string(buffer[:n])
	if at := strings.Index(text, "syscr: "); at >= 0 {
		rest := text[at+7:]
		if end := strings.IndexByte(rest, '\n'); end >= 0 {
			if count, err := strconv.ParseInt(rest[:end], 10, 64); err == nil {
				return count
			}
		}
	}
	return -1
}

// snlIo is /proc/thread-self/io of the main thread, opened by main; nil where it cannot be.
var snlIo *os.File

// snlReadsOwn is what snlReads itself adds between two of its calls (its own reads of the file).
var snlReadsOwn int64 = -1

// snlSolve is one call; a panic (an index out of range, a nil map) is the board's exception, not the program's end.
// A call that made reads of its own (standard input is empty) says so after a tab.
func snlSolve(board [][]int) (reply string) {
	before := snlReads()
	defer func() {
		if e := recover(); e != nil {
			what := strings.ReplaceAll(fmt.Sprint(e), "\n", " ")
			if len(what) > 300 {
				what = what[:300]
			}
			reply = "! exception " + what + snlWhere()
		}
		if after := snlReads(); before >= 0 && after >= 0 && snlReadsOwn >= 0 && after-before > snlReadsOwn {
			reply += "\t! read"
		}
	}()
	return strconv.Itoa(snakesAndLadders(board))
}

func main() {
	runtime.LockOSThread()
	if io, err := os.Open("/proc/thread-self/io"); err == nil {
		snlIo = io
	}
	if first := snlReads(); first >= 0 {
		snlReadsOwn = snlReads() - first
	}
	// Under a memory limit the collector works harder as the heap nears it, as it would on a judge, instead of letting
	// garbage grow to twice the live heap; going past it is "fatal error: runtime: out of memory".
	if len(os.Args) > 2 {
		if mib, err := strconv.ParseInt(os.Args[2], 10, 64); err == nil && mib > 0 {
			debug.SetMemoryLimit(mib << 20 / 8 * 7)
		}
	}
	// Boards on descriptor 3, answers on 4: standard input is empty, standard output goes to standard error.
	boards := bufio.NewReaderSize(os.NewFile(3, "boards"), 1<<16)
	answers := os.NewFile(4, "answers")
	answers.WriteString("ready\n")
	for {
		n, ok := snlInt(boards)
		if !ok {
			return
		}
		board := make([][]int, n)
		for r := range board {
			board[r] = make([]int, n)
			for c := range board[r] {
				if board[r][c], ok = snlInt(boards); !ok {
					os.Exit(3)
				}
			}
		}
		answers.WriteString(snlSolve(board) + "\n")
	}
}
