// The snl viewer. It keeps the board as text and asks the server for everything else: the answer and route
// (/api/solve), the picture (/api/render), the jumps as data and edited text (/api/board), the BFS layers
// (/api/layers) and the analysis (/api/analyze). It decides no rule of the game: which square was clicked comes
// from the picture's data-label attributes, and every edited board is written and checked by the server.

import { analyze } from './analysis.js';
import { api, firstJson, info, withJumps } from './api.js';
import { click, idleHint, jumpFrom, kindOf, without } from './editor.js';
import { EXAMPLES } from './examples.js';
import { gutterText, offsetOf } from './text.js';
import { answerText, describeRoute, layerSummary } from './words.js';

const $ = (id) => document.getElementById(id);
const ui = {
  example: $('example'), file: $('file'), text: $('board-text'), gutter: $('gutter'), error: $('error'),
  solve: $('solve'), live: $('live'), undo: $('undo'), hint: $('edit-hint'), actions: $('selection-actions'),
  moveHead: $('move-head'), removeSelected: $('remove-selected'), cancel: $('cancel-selection'),
  side: $('side'), applySide: $('apply-side'), jumps: document.querySelector('#jumps tbody'),
  answer: $('answer'), route: $('route'), download: $('download'), showRoute: $('show-route'),
  showLayers: $('show-layers'), stepper: $('stepper'), step: $('step'), stepBack: $('step-back'),
  stepForward: $('step-forward'), play: $('play'), stepAll: $('step-all'), layerInfo: $('layer-info'),
  view: $('board-view'), note: $('view-note'), analysis: $('analysis'), analyze: $('analyze'),
};

const state = {
  board: null,        // {n, squares, jumps: [[from, to], ...]} from /api/board, for the last good text
  layers: null,       // /api/layers answer
  upto: null,         // null: all layers; k: the search after k rolls
  selected: null,     // {from, to?} while a jump is being made or moved
  movingHead: false,
  history: [],        // earlier texts, for Undo
  svg: '',
  generation: 0,      // answers to older requests are dropped
  playing: null,
  analysed: null,     // the text the analysis panel shows
};

// ---- the text and its errors -----------------------------------------------------------------------------

function showError(error) {
  ui.error.hidden = false;
  ui.error.textContent = '';
  const message = document.createElement('span');
  message.className = 'message';
  message.textContent = error.message;
  ui.error.append(message);
  ui.text.setAttribute('aria-invalid', 'true');
  if (error.line) {
    const go = document.createElement('button');
    go.type = 'button';
    go.className = 'link';
    go.textContent = `go to line ${error.line}, column ${error.column}`;
    go.addEventListener('click', () => selectPosition(error.line, error.column));
    ui.error.append(' ', go);
    markLine(error.line);
  }
}

function clearError() {
  ui.error.hidden = true;
  ui.error.textContent = '';
  ui.text.removeAttribute('aria-invalid');
  markLine(null);
}

function markLine(bad) {
  ui.gutter.textContent = gutterText(ui.text.value, bad);
  ui.gutter.scrollTop = ui.text.scrollTop;
}

function selectPosition(line, column) {
  const offset = offsetOf(ui.text.value, line, column);
  ui.text.focus();
  ui.text.setSelectionRange(offset, Math.min(ui.text.value.length, offset + 1));
}

// ---- showing results -------------------------------------------------------------------------------------

function renderParams() {
  const params = {};
  if (ui.showRoute.checked) params.route = '1';
  if (ui.showLayers.checked) {
    params.layers = '1';
    if (state.upto !== null) params.upto = String(state.upto);
  }
  return params;
}

function showLayerInfo() {
  if (!ui.showLayers.checked || !state.layers) {
    ui.stepper.hidden = true;
    ui.layerInfo.textContent = '';
    return;
  }
  ui.stepper.hidden = false;
  ui.step.max = String(state.layers.deepest);
  ui.step.value = String(state.upto === null ? state.layers.deepest : state.upto);
  ui.layerInfo.textContent = layerSummary(state.layers, state.upto);
}

async function refreshPicture(text, generation) {
  try {
    const svg = await api('/api/render', text, renderParams());
    if (generation !== state.generation) return;
    state.svg = svg.text;
    ui.view.innerHTML = svg.text;  // our own renderer's output: numbers and fixed words only
    // Small boards are enlarged, but not beyond 1.6 times their natural size.
    const picture = ui.view.querySelector('svg');
    if (picture) picture.style.maxWidth = `${Math.round(Number(picture.getAttribute('width')) * 1.6)}px`;
    ui.view.classList.remove('stale');
    ui.note.hidden = true;
    ui.download.disabled = false;
    highlightSelection();
  } catch (error) {
    if (generation !== state.generation) return;
    ui.view.textContent = '';
    ui.download.disabled = true;
    ui.note.hidden = false;
    ui.note.textContent = error.message;
  }
}

async function refreshLayers(text, generation) {
  if (!ui.showLayers.checked) {
    state.layers = null;
    showLayerInfo();
    return;
  }
  try {
    const layers = firstJson(await api('/api/layers', text));
    if (generation !== state.generation) return;
    state.layers = layers;
    if (state.upto !== null && state.upto > layers.deepest) state.upto = layers.deepest;
  } catch (error) {
    if (generation !== state.generation) return;
    state.layers = null;
  }
  showLayerInfo();
}

/// Sends the text to the server and shows everything it answers.
async function update() {
  const text = ui.text.value;
  const generation = ++state.generation;
  markLine(null);
  let result;
  try {
    const solved = await api('/api/solve', text);
    if (generation !== state.generation) return;
    result = firstJson(solved);
  } catch (error) {
    if (generation !== state.generation) return;
    showError(error);
    ui.answer.textContent = error.status === 422 ? 'Too large for this page' : 'Not a board';
    ui.answer.dataset.rolls = '';
    ui.route.textContent = '';
    ui.view.classList.add('stale');
    return;
  }
  clearError();
  ui.answer.dataset.rolls = String(result.rolls);
  ui.answer.textContent = answerText(result.rolls);
  ui.route.textContent = describeRoute(result);
  const [boardInfo] = await Promise.all([
    api('/api/board', text).then(firstJson).catch(() => null),
    refreshLayers(text, generation),
  ]);
  if (generation !== state.generation) return;
  if (boardInfo) {
    state.board = boardInfo;
    if (boardInfo.n !== null && document.activeElement !== ui.side) ui.side.value = String(boardInfo.n);
    showJumps();
  }
  await refreshPicture(text, generation);
  if (!ui.analysis.hidden && ui.analysis.open && state.analysed !== text) runAnalysis();
}

function showJumps() {
  ui.jumps.textContent = '';
  for (const [from, to] of state.board.jumps) {
    const row = document.createElement('tr');
    const kind = kindOf([from, to]);
    for (const value of [kind, from, to]) {
      const cell = document.createElement('td');
      cell.textContent = String(value);
      row.append(cell);
    }
    const cell = document.createElement('td');
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'link';
    remove.textContent = 'remove';
    remove.setAttribute('aria-label', `remove the ${kind} from ${from} to ${to}`);
    remove.addEventListener('click', () => setJumps(without(state.board.jumps, from)));
    cell.append(remove);
    row.append(cell);
    row.className = kind;
    ui.jumps.append(row);
  }
}

function runAnalysis() {
  analyze(ui.text.value, (text) => { state.analysed = text; });
}

// ---- editing ---------------------------------------------------------------------------------------------

function setText(text) {
  if (text === ui.text.value) return;
  state.history.push(ui.text.value);
  ui.undo.disabled = false;
  ui.text.value = text;
  update();
}

async function setJumps(jumps) {
  clearSelection();
  try {
    setText(await withJumps(ui.text.value, jumps));
  } catch (error) {
    showError(error);
  }
}

function clearSelection() {
  state.selected = null;
  state.movingHead = false;
  ui.actions.hidden = true;
  ui.hint.textContent = idleHint;
  highlightSelection();
}

function highlightSelection() {
  for (const rect of ui.view.querySelectorAll('rect.selected')) rect.classList.remove('selected');
  if (!state.selected) return;
  const rect = ui.view.querySelector(`rect[data-label="${state.selected.from}"]`);
  if (rect) rect.classList.add('selected');
}

function clickSquare(label) {
  if (!state.board) return;
  const mode = document.querySelector('input[name="mode"]:checked').value;
  const outcome = click(state.board.jumps, label, { mode, selected: state.selected, movingHead: state.movingHead });
  if (outcome.jumps) {
    setJumps(outcome.jumps);
    return;
  }
  if ('selected' in outcome) {
    state.selected = outcome.selected;
    state.movingHead = outcome.movingHead;
    ui.actions.hidden = !outcome.actions;
    highlightSelection();
  }
  if (outcome.hint) ui.hint.textContent = outcome.hint;
}

// ---- layers stepping -------------------------------------------------------------------------------------

function setUpto(k) {
  state.upto = k;
  showLayerInfo();
  refreshPicture(ui.text.value, state.generation);
}

function stopPlaying() {
  if (state.playing) clearInterval(state.playing);
  state.playing = null;
  ui.play.textContent = 'Play';
}

// ---- wiring ----------------------------------------------------------------------------------------------

function debounce(fn, ms) {
  let timer = null;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };
}

function wireText() {
  EXAMPLES.forEach((example, i) => {
    const option = document.createElement('option');
    option.value = String(i);
    option.textContent = example.name;
    ui.example.append(option);
  });
  ui.example.addEventListener('change', () => {
    if (ui.example.value === '') return;
    clearSelection();
    state.upto = null;
    setText(EXAMPLES[Number(ui.example.value)].text);
  });
  ui.file.addEventListener('change', async () => {
    const file = ui.file.files[0];
    if (!file) return;
    clearSelection();
    setText(await file.text());
    ui.file.value = '';
  });
  const liveUpdate = debounce(() => { if (ui.live.checked) update(); }, 250);
  ui.text.addEventListener('input', () => {
    markLine(null);
    liveUpdate();
  });
  ui.text.addEventListener('scroll', () => { ui.gutter.scrollTop = ui.text.scrollTop; });
  ui.solve.addEventListener('click', update);
  ui.undo.addEventListener('click', () => {
    if (state.history.length === 0) return;
    ui.text.value = state.history.pop();
    ui.undo.disabled = state.history.length === 0;
    clearSelection();
    update();
  });
}

function wireEditing() {
  ui.view.addEventListener('click', (event) => {
    const square = event.target.closest('rect[data-label]');
    if (square) clickSquare(Number(square.dataset.label));
  });
  ui.moveHead.addEventListener('click', () => {
    if (!state.selected) return;
    state.movingHead = true;
    ui.hint.textContent = `Click the square where the jump to ${state.selected.to} should start.`;
  });
  ui.removeSelected.addEventListener('click', () => {
    if (state.selected && jumpFrom(state.board.jumps, state.selected.from)) {
      setJumps(without(state.board.jumps, state.selected.from));
    }
  });
  ui.cancel.addEventListener('click', clearSelection);
  document.addEventListener('keydown', (event) => { if (event.key === 'Escape') clearSelection(); });
  for (const radio of document.querySelectorAll('input[name="mode"]')) radio.addEventListener('change', clearSelection);
  ui.applySide.addEventListener('click', async () => {
    try {
      const resized = firstJson(await api('/api/board', ui.text.value, { side: ui.side.value }));
      clearSelection();
      setText(resized.text);
      if (resized.dropped.length) {
        ui.hint.textContent = `Resized; dropped ${resized.dropped.map(([f, t]) => `${f} → ${t}`).join(', ')}.`;
      }
    } catch (error) {
      showError(error);
    }
  });
  ui.side.addEventListener('keydown', (event) => { if (event.key === 'Enter') ui.applySide.click(); });
}

function wireView() {
  ui.showRoute.addEventListener('change', () => refreshPicture(ui.text.value, state.generation));
  ui.showLayers.addEventListener('change', () => {
    stopPlaying();
    state.upto = null;
    update();
  });
  ui.step.addEventListener('input', () => setUpto(Number(ui.step.value)));
  const current = () => (state.upto === null ? state.layers.deepest : state.upto);
  ui.stepBack.addEventListener('click', () => setUpto(Math.max(0, current() - 1)));
  ui.stepForward.addEventListener('click', () => setUpto(Math.min(state.layers.deepest, current() + 1)));
  ui.stepAll.addEventListener('click', () => {
    stopPlaying();
    setUpto(null);
  });
  ui.play.addEventListener('click', () => {
    if (state.playing) {
      stopPlaying();
      return;
    }
    ui.play.textContent = 'Pause';
    setUpto(0);
    state.playing = setInterval(() => {
      if (!state.layers || state.upto === null || state.upto >= state.layers.deepest) {
        stopPlaying();
        return;
      }
      setUpto(state.upto + 1);
    }, 800);
  });
  ui.download.addEventListener('click', () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([state.svg], { type: 'image/svg+xml' }));
    link.download = 'board.svg';
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  });
  ui.analyze.addEventListener('click', runAnalysis);
  // What to show next to the facts takes effect at once; the rules with the Analyze button (or Enter).
  for (const id of ['per-square', 'fastest', 'jumps-effect']) $(id).addEventListener('change', runAnalysis);
  for (const id of ['die', 'again', 'again-limit', 'players']) {
    $(id).addEventListener('keydown', (event) => { if (event.key === 'Enter') runAnalysis(); });
  }
  ui.analysis.addEventListener('toggle', () => {
    if (ui.analysis.open && state.analysed !== ui.text.value) runAnalysis();
  });
  info().then((answer) => { ui.analysis.hidden = !answer.analyze; }).catch(() => {});
}

wireText();
wireEditing();
wireView();
ui.example.value = '0';
ui.text.value = EXAMPLES[0].text;
update();
