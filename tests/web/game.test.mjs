// tests/web/game.test.mjs — web/game.js: a game of Play kept as a value over the engine's moves.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { describeGame, newGame, playRoll } from '../../web/game.js';

// A 2x2 board with a ladder 2 -> 4, as /api/layers?play=1 gives it (per square, per roll 1..6: [land, end] or null).
const moves = [
  [[2, 4], [3, 3], [4, 4], null, null, null],
  [[3, 3], [4, 4], null, null, null, null],
  [[4, 4], null, null, null, null, null],
  [null, null, null, null, null, null],
];
const toFinish = [1, 1, 1, 0];

test('players take turns, a jump moves the token on, the first on the last square wins', () => {
  let game = newGame(2);
  assert.deepEqual(game.positions, [1, 1]);
  game = playRoll(game, 2, moves, 4);
  assert.deepEqual(game.positions, [3, 1]);
  assert.equal(game.turn, 1);
  game = playRoll(game, 1, moves, 4);
  assert.deepEqual(game.last, { player: 1, roll: 1, from: 1, land: 2, end: 4 });
  assert.equal(game.winner, 1);
  assert.equal(playRoll(game, 1, moves, 4), game, 'after a win nothing moves');
  assert.deepEqual(describeGame(game, toFinish), [
    'Player 2 rolled a 1: 1 → 2, then the ladder up to 4.',
    'Player 2 wins, in 1 roll.',
    'Player 1: on square 3, at least 1 roll still needed.',
    'Player 2: on square 4, finished.']);
});

test('a roll past the last square leaves the token where it is', () => {
  let game = playRoll(newGame(1), 2, moves, 4);
  game = playRoll(game, 5, moves, 4);
  assert.deepEqual(game.positions, [3]);
  assert.equal(game.rolls[0], 2);
  assert.equal(describeGame(game, toFinish)[0], 'Player 1 rolled a 5: too far, stays on 3.');
  assert.equal(describeGame(newGame(1), [-1, 1, 1, 0])[1], 'Player 1: on square 1, can no longer finish.');
});
