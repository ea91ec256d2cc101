class MaxHeap {
  constructor() {
    this.data = [];
  }
  size() {
    return this.data.length;
  }
  push(item) {
    this.data.push(item);
    let i = this.data.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.data[p].moves >= this.data[i].moves) break;
      [this.data[p], this.data[i]] = [this.data[i], this.data[p]];
      i = p;
    }
  }
  pop() {
    const top = this.data[0];
    const last = this.data.pop();
    if (this.data.length > 0) {
      this.data[0] = last;
      let i = 0;
      while (true) {
        let l = 2 * i + 1, r = 2 * i + 2, m = i;
        if (l < this.data.length && this.data[l].moves > this.data[m].moves) m = l;
        if (r < this.data.length && this.data[r].moves > this.data[m].moves) m = r;
        if (m === i) break;
        [this.data[m], this.data[i]] = [this.data[i], this.data[m]];
        i = m;
      }
    }
    return top;
  }
}

/**
 * @param {number[][]} board
 * @return {number}
 */
var snakesAndLadders = function (board) {
  const n = board.length;
  const flat = [null];
  let leftToRight = true;
  for (let r = n - 1; r >= 0; r--) {
    const row = leftToRight ? board[r] : [...board[r]].reverse();
    flat.push(...row);
    leftToRight = !leftToRight;
  }
  const visited = new Set();
  const heap = new MaxHeap();
  heap.push({ square: 1, moves: 0 });
  while (heap.size()) {
    const { square, moves } = heap.pop();
    if (visited.has(square)) continue;
    visited.add(square);
    if (square === n * n) return moves;
    for (let k = 1; k <= 6 && square + k <= n * n; k++) {
      const next = flat[square + k] === -1 ? square + k : flat[square + k];
      if (!visited.has(next)) heap.push({ square: next, moves: moves + 1 });
    }
  }
  return -1;
};
