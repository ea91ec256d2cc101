// The picture's squares for the pointer, the keyboard and screen readers: each square a button named by what the
// page knows of it, one of them in the tab order, the arrow keys moving by the picture's geometry (squares.js),
// Enter or Space acting as a click. It knows which square is which only from the picture's data-label attributes.

import { boardSummary, neighbour, squareWords } from './squares.js';

/// The square an event's target is in, or null.
export function labelOf(target) {
  const rect = target.closest && target.closest('rect[data-label]');
  return rect ? Number(rect.dataset.label) : null;
}

/// Names the squares of `picture` for `board` (/api/board) and its `distances` (/api/layers, or null), the board for
/// `answer`; square `cursor` (1 when it is not drawn) is the one in the tab order. Returns the cursor.
export function labelSquares(picture, board, distances, answer, cursor) {
  set(picture, 'role', 'group');
  set(picture, 'aria-label', boardSummary(board, answer));
  for (const text of picture.querySelectorAll('text:not([aria-hidden])')) text.setAttribute('aria-hidden', 'true');
  const at = picture.querySelector(`rect[data-label="${cursor}"]`) ? cursor : 1;
  const words = squareWords(board.jumps, distances, board.squares);
  for (const rect of picture.querySelectorAll('rect[data-label]')) {
    // A square kept from the last picture (picture.js) keeps what is still true of it.
    let named = names.get(rect);
    if (!named) {
      named = { label: Number(rect.dataset.label), tab: null, words: null };
      names.set(rect, named);
      rect.setAttribute('role', 'button');
    }
    const inTab = named.label === at ? '0' : '-1';
    if (named.tab !== inTab) tab(rect, inTab);
    const said = words(named.label);
    if (named.words !== said) rect.setAttribute('aria-label', named.words = said);
  }
  return at;
}

const names = new WeakMap();  // a square's <rect> → {label, tab, words}: what labelSquares last gave it

/// Puts a square in the tab order ('0') or out of it ('-1').
function tab(rect, value) {
  rect.setAttribute('tabindex', value);
  const named = names.get(rect);
  if (named) named.tab = value;
}

/// Sets an attribute only when it changes.
function set(element, name, value) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/// Listens on `view` (the picture's holder): `activate(label)` on a click, Enter or Space; `point(label)` when a
/// square is pointed at or focused (null when the pointer leaves the board); `focus(label)` when the keyboard is on
/// a square.
export function wireSquares(view, { activate, point, focus }) {
  view.addEventListener('click', (event) => {
    const label = labelOf(event.target);
    if (label !== null) activate(label);
  });
  view.addEventListener('mouseover', (event) => {
    const label = labelOf(event.target);
    if (label !== null) point(label);
  });
  view.addEventListener('mouseleave', () => point(null));
  view.addEventListener('focusin', (event) => {
    const label = labelOf(event.target);
    if (label === null) return;
    focus(label);
    point(label);
  });
  view.addEventListener('keydown', (event) => {
    const label = labelOf(event.target);
    if (label === null) return;
    const direction = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' }[event.key];
    if (direction) {
      event.preventDefault();
      const centres = [...view.querySelectorAll('rect[data-label]')].map((rect) => ({
        label: Number(rect.dataset.label),
        x: Number(rect.getAttribute('x')) + Number(rect.getAttribute('width')) / 2,
        y: Number(rect.getAttribute('y')) + Number(rect.getAttribute('height')) / 2,
      }));
      const rect = view.querySelector(`rect[data-label="${neighbour(centres, label, direction)}"]`);
      tab(event.target, '-1');
      tab(rect, '0');
      rect.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(label);
    }
  });
}
