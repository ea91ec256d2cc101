// The viewer's elements and state, which its modules share (main.js, address.js, files.js, jumps-table.js): the
// page's own, not the engine's. Every answer in it came from the engine (web/api.js).

import { Latest, Working } from './busy.js';
import { VIEW_DEFAULTS } from './share.js';
import { textBox } from './text-box.js';

export const $ = (id) => document.getElementById(id);
/// The board's text box (text-box.js): the page's textarea, or CodeMirror for a long text when the build bundled it;
/// `ui.text` is it too (its value, its input events).
export const box = textBox($('board-text'), $('gutter'));
export const ui = {
  example: $('example'), file: $('file'), text: box, error: $('error'),
  solve: $('solve'), live: $('live'), undo: $('undo'), hint: $('edit-hint'), actions: $('selection-actions'),
  moveHead: $('move-head'), removeSelected: $('remove-selected'), cancel: $('cancel-selection'),
  side: $('side'), applySide: $('apply-side'), sideError: $('side-error'), sideLimit: $('side-limit'),
  jumps: $('jumps'), jumpRows: document.querySelector('#jumps tbody'), answer: $('answer'), route: $('route'),
  explain: $('explain'), explainSteps: $('explain-steps'), download: $('download'), exportFormat: $('export-format'),
  exportText: $('export-text'), picker: $('picker'), pickerRow: $('picker-row'), boardCount: $('board-count'),
  showRoute: $('show-route'), showLayers: $('show-layers'), stepper: $('stepper'), step: $('step'),
  stepBack: $('step-back'), stepForward: $('step-forward'), play: $('play'), stepAll: $('step-all'),
  layerInfo: $('layer-info'), view: $('board-view'), note: $('view-note'), squareInfo: $('square-info'),
  analysis: $('analysis'), working: $('working'), startNote: $('start-note'), keptNote: $('kept-note'),
  claim: $('claim'), why: $('why'), boardHint: $('board-hint'), present: $('present'),
};

export const views = { answer: new Latest(), picture: new Latest() };
// While an answer is slow, the sign shows and the older answer and picture are dimmed: they are not of the text.
const working = new Working((on) => {
  ui.working.hidden = !on;
  document.body.classList.toggle('waiting', on);
});
export const track = (promise) => working.track(promise);

export const state = {
  board: null,        // {n, squares, jumps: [[from, to], ...], format, boards} from /api/board, for the shown board
  results: [],        // one /api/solve object per board of the text
  shown: 1,           // the board of the text shown (from 1)
  layers: null,       // /api/layers of the shown board (for the stepper and the squares' distances), or null
  upto: null,         // null: all layers; k: the search after k rolls
  broken: true,       // the text is not a board: nothing acts on an older board
  selected: null,     // {from, to?} while a jump is being made or moved
  movingHead: false,
  cursor: 1,          // the square the keyboard is on
  pointed: null,      // the square pointed at or focused, whose words show under the board
  why: null,          // words.js's unreachableWhy of the shown board when it is unreachable, else null
  claimed: null,      // a program's answer for the shown board (the address's answer=K, from snl check), or null
  svg: '',
  drawn: 0,           // how many pictures have been shown
  playing: null,
  limits: null,       // /api/info's limits
  viewDefaults: { ...VIEW_DEFAULTS },  // and the rules' defaults (/api/info's rows) once known: the address leaves them out
};
