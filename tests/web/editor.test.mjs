// tests/web/editor.test.mjs — web/editor.js: what a click on a square does to the jumps and the selection.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { click, idleHint, jumpFrom, kindOf, without } from '../../web/editor.js';

const jumps = [[2, 15], [14, 35], [17, 13]];

test('a first click selects a square, and says what the next click does', () => {
  const fresh = click(jumps, 3);
  assert.deepEqual(fresh.selected, { from: 3 });
  assert.equal(fresh.actions, false);
  assert.match(fresh.hint, /^Square 3: now click where/);
  assert.equal(fresh.jumps, undefined, 'the board does not change yet');
  const existing = click(jumps, 17);
  assert.deepEqual(existing.selected, { from: 17, to: 13 });
  assert.equal(existing.actions, true, 'a jump was selected: its buttons show');
  assert.match(existing.hint, /^Snake 17 → 13 selected/);
  assert.match(click(jumps, 2).hint, /^Ladder 2 → 15 selected/);
});

test('a second click makes the jump, replacing the one from the same square', () => {
  assert.deepEqual(click(jumps, 33, { selected: { from: 3 } }).jumps, [[2, 15], [14, 35], [17, 13], [3, 33]]);
  assert.deepEqual(click(jumps, 9, { selected: { from: 17, to: 13 } }).jumps, [[2, 15], [14, 35], [17, 9]]);
});

test('clicking the selected square again cancels', () => {
  const cancelled = click(jumps, 3, { selected: { from: 3 } });
  assert.equal(cancelled.selected, null);
  assert.equal(cancelled.hint, idleHint);
  assert.equal(cancelled.jumps, undefined);
});

test('moving a head keeps the end and replaces any jump already there', () => {
  assert.deepEqual(click(jumps, 5, { selected: { from: 17, to: 13 }, movingHead: true }).jumps,
    [[2, 15], [14, 35], [5, 13]]);
  assert.deepEqual(click(jumps, 14, { selected: { from: 17, to: 13 }, movingHead: true }).jumps,
    [[2, 15], [14, 13]]);
});

test('remove mode takes the jump from a square, else the jumps to it, else says there is none', () => {
  assert.deepEqual(click(jumps, 14, { mode: 'remove' }).jumps, [[2, 15], [17, 13]]);
  assert.deepEqual(click(jumps, 35, { mode: 'remove' }).jumps, [[2, 15], [17, 13]]);
  const nothing = click(jumps, 4, { mode: 'remove' });
  assert.equal(nothing.jumps, undefined);
  assert.equal(nothing.hint, 'Square 4 has no snake or ladder to remove.');
});

test('helpers: the jump from a square, its kind, the jumps without one', () => {
  assert.deepEqual(jumpFrom(jumps, 14), [14, 35]);
  assert.equal(jumpFrom(jumps, 3), undefined);
  assert.deepEqual([[1, 5], [5, 1], [4, 4]].map(kindOf), ['ladder', 'snake', 'self-jump']);
  assert.deepEqual(without(jumps, 2), [[14, 35], [17, 13]]);
});
