// The BFS stepper: the picture of the search after k rolls, stepped by hand or animated one roll at a time, with
// a caption of what the picture shows (words.js's layerSummary of /api/layers).

import { state, ui } from './page.js';
import { layerSummary } from './words.js';

let redraw = async () => false;  // main.js's: draws the picture as the view's settings say

/// The stepper and its caption for the picture of the search after `upto` rolls (null: all of it), shown with it.
export function showLayerInfo(upto) {
  if (!ui.showLayers.checked || !state.layers) {
    ui.stepper.hidden = true;
    ui.layerInfo.textContent = '';
    return;
  }
  const appearing = ui.stepper.hidden;
  ui.stepper.hidden = false;
  // The stepper's buttons are above the board: both on screen together (the board fits under them, style.css).
  if (appearing && !document.body.classList.contains('presenting')) {
    const board = ui.view.getBoundingClientRect();
    const controls = ui.stepper.parentElement.getBoundingClientRect();
    if (controls.top < 0 || board.bottom > innerHeight) {
      ui.stepper.parentElement.scrollIntoView({ block: 'start', behavior: 'instant' });
    }
  }
  ui.step.max = String(state.layers.deepest);
  ui.step.value = String(upto === null ? state.layers.deepest : upto);
  ui.layerInfo.textContent = layerSummary(state.layers, upto);
}

/// Shows the search after k rolls (all of it for null).
function setUpto(k) {
  state.upto = k;
  return redraw();
}

/// Stops the animation of the search.
export function stopPlaying() {
  state.playing = null;
  ui.play.textContent = 'Animate';
}

/// Steps the search one roll at a time, the next step only once the picture of the last one is shown.
async function playLayers() {
  const run = {};
  state.playing = run;
  ui.play.textContent = 'Pause';
  await setUpto(0);
  while (state.playing === run && state.layers && state.upto !== null && state.upto < state.layers.deepest) {
    await new Promise((resolve) => { setTimeout(resolve, 700); });
    if (state.playing !== run) return;
    await setUpto(state.upto + 1);
  }
  if (state.playing === run) stopPlaying();
}

/// Steps the search `delta` rolls on (−1: back), from its start when the layers are not shown yet (presentation's
/// keys).
export function stepBy(delta) {
  stopPlaying();
  if (!ui.showLayers.checked) {
    ui.showLayers.checked = true;
    return setUpto(0);
  }
  if (!state.layers) return Promise.resolve(false);
  const now = state.upto === null ? state.layers.deepest : state.upto;
  return setUpto(Math.min(state.layers.deepest, Math.max(0, now + delta)));
}

/// Listens on the stepper's controls; `draw()` draws the picture again as the view's settings say.
export function wireStepper(draw) {
  redraw = draw;
  ui.showLayers.addEventListener('change', () => {
    stopPlaying();
    state.upto = null;
    redraw();
  });
  ui.step.addEventListener('input', () => {
    stopPlaying();
    setUpto(Number(ui.step.value));
  });
  const current = () => (state.upto === null ? state.layers.deepest : state.upto);
  ui.stepBack.addEventListener('click', () => { stopPlaying(); setUpto(Math.max(0, current() - 1)); });
  ui.stepForward.addEventListener('click', () => { stopPlaying(); setUpto(Math.min(state.layers.deepest, current() + 1)); });
  ui.stepAll.addEventListener('click', () => {
    stopPlaying();
    setUpto(null);
  });
  ui.play.addEventListener('click', () => {
    if (state.playing) stopPlaying();
    else playLayers();
  });
}
