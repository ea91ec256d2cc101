// tests/web/text.test.mjs — web/text.js: the gutter's line numbers and where a byte column falls in the text.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { gutterText, offsetOf } from '../../web/text.js';

test('one number per line, the bad line marked', () => {
  assert.equal(gutterText('size 2\n2 4\n', null), '1\n2\n3');
  assert.equal(gutterText('size 2\n2 x\n', 2), '1\n▶2\n3');
  assert.equal(gutterText('', null), '1');
});

test('a byte column becomes an offset in the text, also after multi-byte characters', () => {
  const text = 'size 6\n# ladder ×2\n2 x\n';
  assert.equal(offsetOf(text, 1, 1), 0);
  assert.equal(offsetOf(text, 3, 3), text.indexOf('x'));
  // Line 2 holds '×' (two bytes in UTF-8, one code unit): byte column 11 is the '2' after it.
  assert.equal(text[offsetOf(text, 2, 12)], '2');
  assert.equal(offsetOf(text, 9, 1), text.length + 1, 'past the last line: its end');
});
