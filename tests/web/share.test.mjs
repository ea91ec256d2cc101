// tests/web/share.test.mjs — web/share.js: the board and the view in the address, and the names of exported files.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { exportName, fromFragment, RULE_SETTINGS, toFragment, VIEW_DEFAULTS } from '../../web/share.js';

// The rules' defaults are /api/info's rows' (tests/web/options.test.mjs checks the page takes them there); these
// stand in for them.
const DEFAULTS = { ...VIEW_DEFAULTS, die: '6', overshoot: 'stay', start: '1', again: '', again_limit: '0', chain: '0',
  jump_costs_a_roll: '', players: '1' };

test('a fragment keeps the text exactly and only the settings that differ from the defaults', () => {
  assert.deepEqual(Object.keys(DEFAULTS).slice(Object.keys(VIEW_DEFAULTS).length), RULE_SETTINGS);
  const text = '# two boards & a comment\nsize 3\n2 8\n\n[[-1,-1],[-1,3]]\n';
  const fragment = toFragment(text, { ...DEFAULTS, layers: '1', upto: '2', board: '2', die: '2d6' }, DEFAULTS);
  assert.match(fragment, /^#text=/);
  assert.doesNotMatch(fragment, /route=|players=/, 'defaults are left out');
  const back = fromFragment(fragment, DEFAULTS);
  assert.equal(back.text, text);
  assert.deepEqual(back.view, { ...DEFAULTS, layers: '1', upto: '2', board: '2', die: '2d6' });
  assert.deepEqual(fromFragment(fragment).view, { ...VIEW_DEFAULTS, layers: '1', upto: '2', board: '2' },
    'a setting the defaults do not name is ignored');
});

test('a fragment without a board is no saved state, and unknown names are ignored', () => {
  assert.equal(fromFragment(''), null);
  assert.equal(fromFragment('#layers=1'), null);
  assert.deepEqual(fromFragment('#text=size%202&evil=1').view, VIEW_DEFAULTS);
});

test('exported files are named after the example, else the board size, and the board of several', () => {
  assert.equal(exportName({ example: 'LeetCode 909 example 1 (6×6, answer 4)', n: 6 }, 'svg'),
    'leetcode-909-example-1-6x6-answer-4.svg');
  assert.equal(exportName({ n: 50 }, 'json'), 'board-50x50.json');
  assert.equal(exportName({ n: null, squares: 30, board: 2, boards: 3 }, 'jumps.txt'), 'track-30-board-2.jumps.txt');
});
