// The address and what survives a reload: the board's text and the view's settings (share.js writes and reads
// them). Each edit is an entry in the browser's history (Back undoes it, Forward redoes it), and the address holds
// the text shown, so that a link opens the same picture; a text too long for an address is kept in this browser
// only (the history entry and storage hold it), and the page says so.

import { $, state, ui } from './page.js';
import { KEPT, MAX_ADDRESS_TEXT, RULE_SETTINGS, toFragment } from './share.js';

const STORAGE = 'snl.viewer';
let entry = null;  // {text, depth} of the history entry the page shows: null before the first is written

/// The analysis panel's field of a rule kept in the address: its row's name with dashes.
const fieldId = (name) => name.replaceAll('_', '-');

/// The view's settings as share.js keeps them.
function currentView() {
  const view = { board: String(state.shown), route: ui.showRoute.checked ? '1' : '0',
    layers: ui.showLayers.checked ? '1' : '0', upto: state.upto === null ? '' : String(state.upto),
    answer: state.claimed === null ? '' : String(state.claimed) };
  for (const name of RULE_SETTINGS) view[name] = $(fieldId(name)).value;
  return view;
}

/// How many edits Back can undo on this page.
export function undoDepth() {
  return entry ? entry.depth : 0;
}

/// Puts the text and the view in the address and in storage, now: a new history entry when the text changed since
/// the entry shown, else the same entry updated.
export function remember() {
  const text = ui.text.value;
  const view = currentView();
  const long = text.length > MAX_ADDRESS_TEXT;
  const fragment = toFragment(long ? null : text, view, state.viewDefaults);
  const push = entry !== null && entry.text !== text;
  entry = { text, depth: push ? entry.depth + 1 : (entry ? entry.depth : 0) };
  const record = { snl: 1, text, depth: entry.depth };
  if (push) history.pushState(record, '', fragment);
  else if (location.hash !== fragment || history.state?.text !== text) history.replaceState(record, '', fragment);
  showKept(long, text.length);
  ui.undo.disabled = entry.depth === 0;
  if (document.body.classList.contains('embed')) return;  // an embedded board is not the reader's own
  try {
    localStorage.setItem(STORAGE, toFragment(text, view, state.viewDefaults));
  } catch {
    // Private mode or a full storage: the address and the history entry still hold the board.
    if (long) ui.keptNote.textContent += ' This browser would not store it either: it is lost on reload.';
  }
}

/// The note that says plainly where a board too long for the address is kept.
function showKept(long, length) {
  ui.keptNote.hidden = !long;
  if (long) {
    ui.keptNote.textContent = `This board's text (${length.toLocaleString('en-US')} characters) is too long for `
      + `the address (${MAX_ADDRESS_TEXT.toLocaleString('en-US')} at most): it is kept only in this browser, and a `
      + 'link to this page does not carry it. To share it, download the board and send the file.';
  }
}

/// The board a page opens with ({text, view} from share.js, or null for the first example), from the address, the
/// history entry's state `kept` or storage; `missing` when the address names a board kept in another browser.
export function opening(fromFragment, location, storage, kept = null) {
  const linked = fromFragment(location.hash);
  // A reload, or Back from another site: the history entry holds the text, even one too long for the address.
  if (kept && kept.snl && linked && (linked.text === KEPT || linked.text === kept.text)) {
    entry = { text: kept.text, depth: kept.depth || 0 };
    return { saved: { text: kept.text, view: linked.view }, missing: false };
  }
  if (linked && linked.text !== KEPT) return { saved: linked, missing: false };
  let stored = null;
  try { stored = fromFragment(storage.getItem(STORAGE) || ''); } catch { stored = null; }
  if (linked) {  // "#kept": the board of this browser's storage, with the view of the address
    return stored ? { saved: { text: stored.text, view: linked.view }, missing: false } : { saved: null, missing: true };
  }
  return { saved: stored, missing: false };
}

/// Shows the text and view of a link, a history entry or storage ({text, view} from share.js's fromFragment).
export function restore(saved) {
  const view = saved.view;
  state.shown = Math.max(1, Number(view.board) || 1);
  ui.showRoute.checked = view.route !== '0';
  ui.showLayers.checked = view.layers === '1';
  state.upto = view.upto === '' ? null : Number(view.upto);
  state.claimed = view.answer === '' || !Number.isInteger(Number(view.answer)) ? null : Number(view.answer);
  for (const name of RULE_SETTINGS) if (view[name] !== undefined) $(fieldId(name)).value = view[name];
  ui.text.value = saved.text;
}

/// Back and Forward: the entry's text (from its state, which holds even a text too long for the address) and view
/// (`fromFragment` reads the address with the page's defaults). `show()` shows it.
export function wireHistory(fromFragment, show) {
  window.addEventListener('popstate', (event) => {
    const linked = fromFragment(location.hash);
    const text = event.state?.text ?? (linked && linked.text !== KEPT ? linked.text : null);
    if (text === null) return;
    entry = { text, depth: event.state?.depth ?? 0 };
    restore({ text, view: linked ? linked.view : { ...state.viewDefaults } });
    show();
  });
}

let soon = false;

/// remember(), once the frame that shows the change has been drawn: writing the address makes the browser lay out
/// the page first, and the person is looking at the picture, not at the address.
export function rememberSoon() {
  if (soon) return;
  soon = true;
  requestAnimationFrame(() => setTimeout(() => {
    soon = false;
    remember();
  }, 0));
}
