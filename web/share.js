// What the page keeps in its address (so that a link opens the same picture) and between visits, and the names of
// the files it exports: pure functions of the board text and the view's settings, no rule of the game.

/// The view settings kept in the address, with their defaults (a setting at its default is left out).
export const VIEW_DEFAULTS = {
  board: '1',        // which board of the text is shown (from 1)
  route: '1',        // the route drawn
  layers: '0',       // the BFS layers drawn
  upto: '',          // the layers after this many rolls ('' all of them)
  answer: '',        // a program's answer for the board (snl check's link), shown beside the right one
};

/// The analysis' rules kept in the address too, by their rows' names; their defaults are the rows' own (/api/info),
/// which the page adds to VIEW_DEFAULTS as the `defaults` of toFragment and fromFragment.
export const RULE_SETTINGS = ['die', 'overshoot', 'start', 'again', 'again_limit', 'chain', 'jump_costs_a_roll',
  'players'];

/// The longest text the address holds; a longer one is kept in this browser only.
export const MAX_ADDRESS_TEXT = 60_000;
/// The address's text when the board is kept in this browser only ("#kept&…").
export const KEPT = '\u0000kept';

/// The address fragment for `text` and `view` ({name: value} as `defaults` names them): "#text=…&layers=1";
/// "#kept&layers=1" for a null text (a board kept in this browser only). A setting at its default is left out.
export function toFragment(text, view, defaults = VIEW_DEFAULTS) {
  const params = new URLSearchParams();
  if (text === null) params.set('kept', '');
  else params.set('text', text);
  for (const [name, fallback] of Object.entries(defaults)) {
    const value = view[name] === undefined ? fallback : String(view[name]);
    if (value !== fallback) params.set(name, value);
  }
  return '#' + params.toString();
}

/// The text and view of an address fragment, or null when it holds no board; the text is KEPT when the fragment
/// names a board kept in the browser ("#kept"). Names `defaults` does not hold are ignored; a setting the fragment
/// leaves out is at its default.
export function fromFragment(fragment, defaults = VIEW_DEFAULTS) {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  if (!params.has('text') && !params.has('kept')) return null;
  const view = { ...defaults };
  for (const name of Object.keys(defaults)) if (params.has(name)) view[name] = params.get(name);
  return { text: params.has('text') ? params.get('text') : KEPT, view };
}

/// A file name for an export of the board: the example's name when the text is an example's, else the board's size;
/// "-board-K" when the text holds several boards; then the extension.
export function exportName({ example = '', n = null, squares = 0, board = 1, boards = 1 }, extension) {
  let stem = example
    ? example.toLowerCase().replace(/×/g, 'x').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
    : n !== null ? `board-${n}x${n}` : `track-${squares}`;
  if (!stem) stem = 'board';
  if (boards > 1) stem += `-board-${board}`;
  return `${stem}.${extension}`;
}
