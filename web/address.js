// The address and what survives a reload: the board's text and the view's settings (share.js writes and reads
// them), kept in the address, so that a link opens the same picture, and in storage.

import { $, state, ui } from './page.js';
import { toFragment } from './share.js';

/// The view's settings as share.js keeps them.
function currentView() {
  const view = { board: String(state.shown), route: ui.showRoute.checked ? '1' : '0',
    layers: ui.showLayers.checked ? '1' : '0', upto: state.upto === null ? '' : String(state.upto) };
  for (const [name, id] of [['die', 'die'], ['overshoot', 'overshoot'], ['start', 'start'], ['again', 'again'],
    ['again_limit', 'again-limit'], ['chain', 'chain'], ['jump_costs_a_roll', 'jump-costs-a-roll'],
    ['players', 'players']]) view[name] = $(id).value;
  return view;
}

/// Puts the text and the view in the address and in storage, now.
export function remember() {
  const text = ui.text.value;
  const fragment = text.length <= 60_000 ? toFragment(text, currentView()) : '#';
  if (location.hash !== fragment) history.replaceState(null, '', fragment === '#' ? location.pathname : fragment);
  try { localStorage.setItem('snl.viewer', fragment); } catch { /* private mode: the address still holds it */ }
}

/// Shows the text and view of a link or of storage ({text, view} from share.js's fromFragment).
export function restore(saved) {
  const view = saved.view;
  state.shown = Math.max(1, Number(view.board) || 1);
  ui.showRoute.checked = view.route !== '0';
  ui.showLayers.checked = view.layers === '1';
  state.upto = view.upto === '' ? null : Number(view.upto);
  for (const [name, id] of [['die', 'die'], ['overshoot', 'overshoot'], ['start', 'start'], ['again', 'again'],
    ['again_limit', 'again-limit'], ['chain', 'chain'], ['jump_costs_a_roll', 'jump-costs-a-roll'],
    ['players', 'players']]) $(id).value = view[name];
  ui.text.value = saved.text;
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
