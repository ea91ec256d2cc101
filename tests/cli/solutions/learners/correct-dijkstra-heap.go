// LeetCode 909, right: Dijkstra with container/heap, in a file that compiles on its own (a package clause and an
// import block, as some write it to try it at home). Written by hand (tests/cli/leetcode_test.cpp,
// CheckLeetCode/LearnerCorrect.*).
package main

import (
	"container/heap"
	"math"
)

type item struct {
	square, rolls int
}

type minHeap []item

func (h minHeap) Len() int            { return len(h) }
func (h minHeap) Less(i, j int) bool  { return h[i].rolls < h[j].rolls }
func (h minHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *minHeap) Push(x interface{}) { *h = append(*h, x.(item)) }
func (h *minHeap) Pop() interface{} {
	old := *h
	last := old[len(old)-1]
	*h = old[:len(old)-1]
	return last
}

func snakesAndLadders(board [][]int) int {
	n := len(board)
	cell := func(s int) int {
		q, r := (s-1)/n, (s-1)%n
		if q%2 == 1 {
			r = n - 1 - r
		}
		return board[n-1-q][r]
	}
	dist := make([]int, n*n+1)
	for i := range dist {
		dist[i] = math.MaxInt64
	}
	dist[1] = 0
	h := &minHeap{{1, 0}}
	for h.Len() > 0 {
		cur := heap.Pop(h).(item)
		if cur.square == n*n {
			return cur.rolls
		}
		if cur.rolls > dist[cur.square] {
			continue
		}
		for k := 1; k <= 6 && cur.square+k <= n*n; k++ {
			next := cur.square + k
			if to := cell(next); to != -1 {
				next = to
			}
			if cur.rolls+1 < dist[next] {
				dist[next] = cur.rolls + 1
				heap.Push(h, item{next, cur.rolls + 1})
			}
		}
	}
	return -1
}

func main() {
	board := [][]int{{-1, -1}, {-1, 3}}
	println(snakesAndLadders(board))
}
