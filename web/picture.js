// The board picture in the page, redrawn by changing only the elements whose markup changed. An edit of one jump on
// a 50×50 board changes a few of its ~3,500 elements; parsing, styling and laying out all of them again took most of
// an edit's time (bench/RESULTS.md). The renderer writes one element per line and a group's opening and closing tags
// on lines of their own (snl/render.hpp), so the markup splits into blocks without an XML parser, and an element is
// kept exactly when its markup is the same: the picture shown is always the one the engine drew, element for element.

const SVG_NS = 'http://www.w3.org/2000/svg';

/// The renderer's `markup` as a tree of blocks: {open, text, children} for the <svg> and each group (its opening
/// line, its whole markup, its blocks in order) and {text} for one element on one line. Null when the markup is not
/// in that shape (the picture is then drawn whole).
export function blocksOf(markup) {
  const stack = [];
  let root = null;
  let at = 0;
  while (at < markup.length) {
    let end = markup.indexOf('\n', at);
    if (end < 0) end = markup.length;
    const line = markup.slice(at, end);
    if (line === '</g>' || line === '</svg>') {
      const group = stack.pop();
      if (!group || line !== (group.open.startsWith('<svg') ? '</svg>' : '</g>')) return null;
      group.text = markup.slice(group.start, end);
      if (stack.length === 0) {
        root = group;
        if (markup.slice(end).trim() !== '') return null;
        break;
      }
    } else if (line.startsWith('<svg') || (line.startsWith('<g') && !line.endsWith('</g>') && !line.endsWith('/>'))) {
      if (line.startsWith('<svg') !== (stack.length === 0)) return null;
      const group = { open: line, text: '', children: [], start: at };
      if (stack.length) stack[stack.length - 1].children.push(group);
      stack.push(group);
    } else if (line !== '') {
      if (!stack.length || !line.startsWith('<')) return null;
      stack[stack.length - 1].children.push({ text: line });
    }
    at = end + 1;
  }
  return root && stack.length === 0 ? root : null;
}

/// The blocks by `key` (their markup, or a group's opening line), each key's in order.
function byKey(blocks, key) {
  const map = new Map();
  for (const block of blocks) {
    const list = map.get(key(block));
    if (list) list.push(block);
    else map.set(key(block), [block]);
  }
  return map;
}

/// An element made from an opening tag of the engine's <svg>, to read its attributes.
function openingOf(open) {
  const holder = document.createElementNS(SVG_NS, 'g');
  holder.innerHTML = `${open}</svg>`;
  return holder.firstElementChild;
}

/// Elements made from blocks' markup, in order, parsed in the SVG namespace in one go.
function elementsOf(blocks) {
  if (!blocks.length) return [];
  const holder = document.createElementNS(SVG_NS, 'g');
  holder.innerHTML = blocks.map((block) => block.text).join('\n');
  return [...holder.children];
}

/// Makes `node` (drawn from block `old`) show `fresh`, a group with the same opening line, or the <svg> itself.
function patch(node, old, fresh) {
  if (old.open !== fresh.open) {  // only the <svg>: its size or its figures changed (the page's attributes stay)
    const model = openingOf(fresh.open);
    for (const { name } of openingOf(old.open).attributes) if (!model.hasAttribute(name)) node.removeAttribute(name);
    for (const { name, value } of model.attributes) if (node.getAttribute(name) !== value) node.setAttribute(name, value);
  }
  // An unchanged block keeps its element (and its blocks, with theirs); a changed group with the same opening line
  // is patched in turn; the rest is parsed.
  const unused = byKey(old.children, (block) => block.text);
  const kept = new Set();
  const made = [];
  fresh.children.forEach((block, i) => {
    const same = unused.get(block.text)?.shift();
    if (same) {
      fresh.children[i] = same;
      kept.add(same);
    } else {
      made.push(block);
    }
  });
  const groups = byKey(old.children.filter((block) => block.open && !kept.has(block)), (block) => block.open);
  const parse = [];
  for (const block of made) {
    const same = block.open ? groups.get(block.open)?.shift() : undefined;
    if (same) {
      kept.add(same);
      block.node = same.node;
      patch(block.node, same, block);
    } else {
      parse.push(block);
    }
  }
  for (const block of old.children) {
    if (kept.has(block)) continue;
    const before = block.node.previousSibling;
    if (before && before.nodeType === Node.TEXT_NODE) before.remove();  // the line break the markup had before it
    block.node.remove();
  }
  elementsOf(parse).forEach((element, i) => { parse[i].node = element; });
  link(parse);
  // In the engine's order; elements the page added (the play tokens) stay after the engine's.
  let previous = null;
  for (const block of fresh.children) {
    const next = previous ? previous.nextElementSibling : node.firstElementChild;
    if (next !== block.node) {
      if (previous) previous.after(block.node);
      else node.prepend(block.node);
    }
    previous = block.node;
  }
}

/// Gives each block under freshly parsed blocks its element.
function link(blocks) {
  for (const block of blocks) {
    if (!block.open) continue;
    [...block.node.children].forEach((element, i) => {
      if (i < block.children.length) block.children[i].node = element;
    });
    link(block.children);
  }
}

const drawn = new WeakMap();  // holder → the blocks of the picture it shows

/// Shows the engine's SVG `markup` in `holder`, changing only what differs from the picture shown there.
/// Returns the <svg> element.
export function drawPicture(holder, markup) {
  const fresh = blocksOf(markup);
  const old = drawn.get(holder);
  const picture = holder.querySelector(':scope > svg');
  if (fresh && old && picture && old.node === picture && holder.childElementCount === 1) {
    fresh.node = picture;
    patch(picture, old, fresh);
  } else {
    holder.innerHTML = markup;  // our own renderer's output: numbers and fixed words only
    if (fresh) {
      fresh.node = holder.querySelector(':scope > svg');
      if (fresh.node) link([fresh]);
    }
  }
  if (fresh && fresh.node) drawn.set(holder, fresh);
  else drawn.delete(holder);
  return holder.querySelector(':scope > svg');
}
