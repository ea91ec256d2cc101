// tests/web/squares.test.mjs — web/squares.js: keyboard moves by the picture's geometry, a square in words, the
// board's summary for screen readers.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { boardSummary, neighbour, squareInfo } from '../../web/squares.js';

// A 3×3 picture as drawn: 1 2 3 on the bottom row, 6 5 4 above, 7 8 9 on top (centres 10 apart).
const centre = { 1: [0, 20], 2: [10, 20], 3: [20, 20], 4: [20, 10], 5: [10, 10], 6: [0, 10], 7: [0, 0], 8: [10, 0], 9: [20, 0] };
const squares = Object.entries(centre).map(([label, [x, y]]) => ({ label: Number(label), x, y }));

test('arrow keys move to the square drawn next to it, and stay at the edge', () => {
  assert.equal(neighbour(squares, 1, 'right'), 2);
  assert.equal(neighbour(squares, 1, 'up'), 6);
  assert.equal(neighbour(squares, 6, 'right'), 5);
  assert.equal(neighbour(squares, 5, 'up'), 8);
  assert.equal(neighbour(squares, 3, 'right'), 3);
  assert.equal(neighbour(squares, 9, 'up'), 9);
  assert.equal(neighbour(squares, 42, 'up'), 1, 'from a square not drawn: the first one');
});

test('a square in words: its jump, the jumps into it, its distance, why no turn ends there', () => {
  const jumps = [[1, 8], [2, 7], [6, 3]];
  const distances = [0, -1, 1, 1, 1, -1, 1, 2, 2];
  assert.equal(squareInfo(1, jumps, distances, 9),
    'Square 1 · a ladder up to 8 · the start: you begin here, and its own jump is never taken (a jump is taken only at the end of a roll)');
  assert.equal(squareInfo(2, jumps, distances, 9),
    'Square 2 · a ladder up to 7 · no turn ends here: a roll that lands here moves on at once');
  assert.equal(squareInfo(3, jumps, distances, 9), 'Square 3 · reached by the jump from 6 · 1 roll from the start at least');
  assert.equal(squareInfo(9, jumps, distances, 9), 'Square 9 · the last square · 2 rolls from the start at least');
  assert.equal(squareInfo(5, [], [0, 1, 1, 1, -1], 5), 'Square 5 · the last square · unreachable: no choice of rolls ever stands here');
  assert.equal(squareInfo(4, jumps, null, 9), 'Square 4', 'without the layers, no distance');
});

test('the summary names the size, the ladders and snakes, the answer and the keys', () => {
  const text = boardSummary({ n: 3, squares: 9, jumps: [[2, 7], [6, 3]] }, 'Least rolls: 2');
  assert.equal(text, 'A 3 by 3 board, squares 1 to 9. 1 ladder: 2 to 7. 1 snake: 6 to 3. Least rolls: 2. '
    + 'Arrow keys move between squares, Enter edits the square.');
  const many = Array.from({ length: 20 }, (_, i) => [i + 2, i + 40]);
  assert.match(boardSummary({ n: 10, squares: 100, jumps: many }, 'Least rolls: 3'), /and 8 more\. No snakes\./);
});
