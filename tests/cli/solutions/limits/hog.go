// Allocates without bound: snl check gives the memory verdict (Go's runtime says "fatal error: runtime: out of
// memory" when the data limit stops it).
func snakesAndLadders(board [][]int) int {
	var hoard [][]byte
	for {
		block := make([]byte, 1<<24)
		for i := range block {
			block[i] = byte(len(board))
		}
		hoard = append(hoard, block)
	}
}
