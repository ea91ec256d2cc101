// The jumps table under the editor: one row per jump of the shown board, each with a button that removes it.

import { kindOf } from './editor.js';
import { state, ui } from './page.js';

/// The jumps table of the shown board (state.board); `remove(from)` when a row's button is pressed. A row whose jump
/// stays keeps its element: an edit changes a row or two, not the 150 of a big board.
export function showJumps(remove) {
  const old = new Map([...ui.jumpRows.children].filter((row) => row.dataset.jump).map((row) => [row.dataset.jump, row]));
  let previous = null;
  // A table of tens of thousands of rows would hold the page for seconds: the first MAX_ROWS, and a line saying how
  // many more there are (the text holds them all).
  const jumps = state.board.jumps;
  for (const [from, to] of jumps.slice(0, MAX_ROWS)) {
    let row = old.get(`${from} ${to}`);
    if (row) old.delete(row.dataset.jump);
    else row = jumpRow(from, to, remove);
    row.querySelector('button').disabled = state.broken;
    const next = previous ? previous.nextElementSibling : ui.jumpRows.firstElementChild;
    if (next !== row) {
      if (previous) previous.after(row);
      else ui.jumpRows.prepend(row);
    }
    previous = row;
  }
  for (const row of old.values()) row.remove();
  rove();
  // A jump removed from the keyboard: the keyboard stays in the table, on the row that took its place.
  const buttons = ui.jumpRows.querySelectorAll('button');
  if (refocus !== null && buttons.length && (document.activeElement === document.body || !document.activeElement)) {
    buttons[Math.min(refocus, buttons.length - 1)].focus();
  }
  refocus = null;
  let more = ui.jumpRows.querySelector('tr.more');
  if (jumps.length <= MAX_ROWS) {
    if (more) more.remove();
    return;
  }
  if (!more) {
    more = document.createElement('tr');
    more.className = 'more';
    more.append(document.createElement('td'));
    more.firstChild.colSpan = 4;
  }
  more.firstChild.textContent = `and ${(jumps.length - MAX_ROWS).toLocaleString('en-US')} more, in the text above`;
  ui.jumpRows.append(more);
}

/// The remove buttons are one stop of the Tab key, not one per jump (150 stops before the board on a 150-jump
/// board): the button last focused, or the first, takes Tab; Up and Down (Home, End) move between the rows.
function rove(focused = null) {
  const buttons = [...ui.jumpRows.querySelectorAll('button')];
  const current = focused || buttons.find((button) => button.tabIndex === 0) || buttons[0];
  for (const button of buttons) button.tabIndex = button === current ? 0 : -1;
}

/// Up, Down, Home and End move between the remove buttons (rove says why).
export function wireJumpKeys() {
  ui.jumpRows.addEventListener('focusin', (event) => { if (event.target.matches('button')) rove(event.target); });
  ui.jumpRows.addEventListener('keydown', (event) => {
    const buttons = [...ui.jumpRows.querySelectorAll('button')];
    const at = buttons.indexOf(document.activeElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (at < 0 || to === undefined || !buttons[to]) return;
    event.preventDefault();
    buttons[to].focus();
  });
}

/// The place of the remove button last pressed while it had the focus, until the table is redrawn.
let refocus = null;

/// The most rows the table shows.
export const MAX_ROWS = 500;

function jumpRow(from, to, remove) {
  const row = document.createElement('tr');
  row.dataset.jump = `${from} ${to}`;
  const kind = kindOf([from, to]);
  for (const value of [kind, from, to]) {
    const cell = document.createElement('td');
    cell.textContent = String(value);
    row.append(cell);
  }
  const cell = document.createElement('td');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'link';
  button.textContent = 'remove';
  button.setAttribute('aria-label', `remove the ${kind} from ${from} to ${to}`);
  button.addEventListener('click', () => {
    if (document.activeElement === button) refocus = [...ui.jumpRows.querySelectorAll('button')].indexOf(button);
    remove(from);
  });
  cell.append(button);
  row.append(cell);
  row.className = kind;
  return row;
}
