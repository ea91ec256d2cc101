// tests/web/text.test.mjs — web/text.js: the gutter's line numbers and where a byte column falls in the text.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { gutterText, lineCount, offsetOf } from '../../web/text.js';

test('one number per line, the bad line marked', () => {
  assert.equal(gutterText('size 2\n2 4\n', null), '1\n2\n3');
  assert.equal(gutterText('size 2\n2 x\n', 2), '1\n▶2\n3');
  assert.equal(gutterText('', null), '1');
});

test('only the lines in sight are numbered: a window of the gutter, the bad line marked in it', () => {
  const text = Array.from({ length: 60_000 }, (_, i) => `${i + 2} ${i + 3}`).join('\n');
  assert.equal(lineCount(text), 60_000);
  assert.equal(lineCount(''), 1);
  assert.equal(gutterText(text, 59_999, 59_998, 10), '59998\n▶59999\n60000');
  assert.equal(gutterText('a\nb\nc', null, 2, 1), '2');
});

test('a byte column becomes an offset in the text, also after multi-byte characters', () => {
  const text = 'size 6\n# ladder ×2\n2 x\n';
  assert.equal(offsetOf(text, 1, 1), 0);
  assert.equal(offsetOf(text, 3, 3), text.indexOf('x'));
  // Line 2 holds '×' (two bytes in UTF-8, one code unit): byte column 11 is the '2' after it.
  assert.equal(text[offsetOf(text, 2, 12)], '2');
  assert.equal(offsetOf(text, 9, 1), text.length + 1, 'past the last line: its end');
});
