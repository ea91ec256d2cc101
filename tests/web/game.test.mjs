// tests/web/game.test.mjs — web/game.js: a game of Play kept as a value over the engine's answers (/api/layers'
// "roll", snl::play_roll): the page applies "next", "finished" and "again" and decides no rule itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { applyRoll, describeGame, drawFace, newGame, positions, raceQuery, rollQuery } from '../../web/game.js';

const at = (square, agains = 0, turnStart = square) => ({ square, agains, turn_start: turnStart });
/// A roll as the engine answers it.
const roll = (from, face, landed, ended, more = {}) => ({
  from, face, landed, ended, finished: false, again: false, voided: false, next: at(ended), ...more });

test('players take turns, a jump moves the token on, the engine says who finished', () => {
  let game = newGame(2, 1);
  assert.deepEqual(positions(game), [1, 1]);
  assert.deepEqual(rollQuery(game, 2), { roll: '2', from: '1' });
  game = applyRoll(game, roll(at(1), 2, 3, 3));
  assert.deepEqual(positions(game), [3, 1]);
  assert.equal(game.turn, 1);
  assert.deepEqual(raceQuery(game), { race: '3,1', turn: '2' });
  game = applyRoll(game, roll(at(1), 1, 2, 4, { finished: true }));
  assert.equal(game.winner, 1);
  assert.equal(applyRoll(game, roll(at(3), 1, 4, 4)), game, 'after a win nothing moves');
  assert.deepEqual(describeGame(game), [
    'Player 2 rolled a 1: 1 → 2, then the ladder up to 4.',
    'Player 2 wins, in 1 roll.',
    'Player 1: on square 3.',
    'Player 2: on square 4, finished.']);
});

test('the game starts where the engine says, and a token off the board is said so', () => {
  const game = newGame(1, 0);
  assert.deepEqual(game.tokens, [at(0)]);
  assert.deepEqual(describeGame(game), ['Player 1 to roll.', 'Player 1: off the board.']);
});

test('a roll that stays, one that rolls again (the query then says mid-turn), one the again limit voids', () => {
  let game = applyRoll(newGame(2, 1), roll(at(3), 5, 3, 3));
  assert.equal(describeGame(game)[0], 'Player 1 rolled a 5: stays on 3.');
  assert.equal(game.turn, 1);
  game = applyRoll(game, roll(at(1), 6, 7, 7, { again: true, next: at(7, 1, 1) }));
  assert.equal(game.turn, 1, 'the same player rolls again');
  assert.equal(describeGame(game)[0], 'Player 2 rolled a 6: 1 → 7, and rolls again.');
  assert.deepEqual(rollQuery(game, 6), { roll: '6', from: '7', agains: '1', turn_start: '1' });
  assert.deepEqual(raceQuery(game), { race: '3,7', turn: '2', agains: '1', turn_start: '1' });
  game = applyRoll(game, roll(at(7, 1, 1), 6, 7, 1, { voided: true }));
  assert.deepEqual(positions(game), [3, 1]);
  assert.equal(game.turn, 0);
  assert.deepEqual(game.rolls, [1, 2]);
  assert.equal(describeGame(game)[0], 'Player 2 rolled a 6: the again limit voids the turn, back to 1.');
});

test('a random face follows the die\'s weights', () => {
  const faces = [[2, 1], [3, 2], [4, 1]];
  assert.equal(drawFace(faces, 0), 2);
  assert.equal(drawFace(faces, 0.24), 2);
  assert.equal(drawFace(faces, 0.25), 3);
  assert.equal(drawFace(faces, 0.74), 3);
  assert.equal(drawFace(faces, 0.75), 4);
  assert.equal(drawFace(faces, 0.999999), 4);
});

test('a jump that costs a roll: the token waits on its head, the query says so, the next roll takes it', () => {
  let game = applyRoll(newGame(2, 1), roll(at(1), 1, 2, 2, { next: { ...at(2), jump_pending: true } }));
  assert.equal(describeGame(game)[0], 'Player 1 rolled a 1: 1 → 2; that jump costs a roll: the next roll takes it.');
  game = applyRoll(game, roll(at(1), 3, 4, 4));
  assert.deepEqual(rollQuery(game, 5), { roll: '5', from: '2', pending: '1' });
  assert.deepEqual(raceQuery(game), { race: '2,4', turn: '1', pending: '1' });
  game = applyRoll(game, roll({ ...at(2), jump_pending: true }, 5, 2, 12, { finished: true }));
  assert.equal(describeGame(game)[0], 'Player 1 rolled a 5: takes the ladder up to 12.');
  assert.equal(game.winner, 0);
});
