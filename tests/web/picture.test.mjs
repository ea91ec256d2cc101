// tests/web/picture.test.mjs — web/picture.js: the renderer's markup split into blocks, one element per line, a
// group's tags on lines of their own (snl/render.hpp), so that the page redraws only the elements that changed.
// The redrawing itself, in a DOM, is tested against the engine's pictures in tests/browser/static.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { blocksOf } from '../../web/picture.js';

const picture = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10">',
  '<rect width="10" height="10" fill="#ffffff"/>',
  '<g class="squares" stroke="#b5a98f">',
  '<rect class="square" data-label="1" x="0" y="5"/>',
  '<rect class="square" data-label="2" x="5" y="5"/>',
  '</g>',
  '<g pointer-events="none">',
  '<g class="ladders">',
  '<path d="M1 1L2 2"/>',
  '</g>',
  '<text x="1" y="1">1 &amp; 2</text>',
  '<g class="empty"></g>',
  '</g>',
  '</svg>',
  '',
].join('\n');

test('the markup splits into the <svg>, its groups and their elements, each with its own markup', () => {
  const root = blocksOf(picture);
  assert.ok(root);
  assert.equal(root.open, picture.split('\n')[0]);
  assert.equal(root.text, picture.trimEnd());
  assert.deepEqual(root.children.map((block) => block.open ?? block.text), [
    '<rect width="10" height="10" fill="#ffffff"/>', '<g class="squares" stroke="#b5a98f">', '<g pointer-events="none">',
  ]);
  const [, squares, above] = root.children;
  assert.deepEqual(squares.children.map((block) => block.text),
    ['<rect class="square" data-label="1" x="0" y="5"/>', '<rect class="square" data-label="2" x="5" y="5"/>']);
  assert.equal(squares.text, picture.split('\n').slice(2, 6).join('\n'));
  assert.equal(above.children[0].text, '<g class="ladders">\n<path d="M1 1L2 2"/>\n</g>');
  assert.equal(above.children[1].text, '<text x="1" y="1">1 &amp; 2</text>');
  assert.equal(above.children[2].text, '<g class="empty"></g>', 'a group on one line is one element');
});

test('markup in any other shape is refused, and the page then draws the picture whole', () => {
  const lines = picture.split('\n');
  assert.equal(blocksOf(lines.filter((line) => line !== '</g>').join('\n')), null, 'a group never closed');
  assert.equal(blocksOf(lines.slice(1).join('\n')), null, 'no <svg>');
  assert.equal(blocksOf(`${picture}<rect/>\n`), null, 'something after the <svg>');
  assert.equal(blocksOf(picture.replace('<path d="M1 1L2 2"/>', 'M1 1')), null, 'a line that is not an element');
  assert.equal(blocksOf(picture.replace('</g>\n</svg>', '</svg>\n</g>')), null, 'tags crossed');
  assert.equal(blocksOf(''), null);
});
