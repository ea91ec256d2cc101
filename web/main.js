// The snl viewer. It keeps the board as text and asks the engine (web/api.js) for everything else: the answers and
// routes (/api/solve), the picture (/api/render), the jumps as data and the edited text (/api/board), the BFS layers
// (/api/layers) and the analysis (/api/analyze). It decides no rule of the game: which square was clicked comes
// from the picture's data-label attributes, and every edited board is written and checked by the engine.
//
// One state per view: the answer and the picture each number their requests (busy.js) and drop a reply to any but
// the newest, so a view never shows an older board than the text; the caption of the BFS stepper is set with the
// picture it describes. Its parts: page.js (the elements and state they share), address.js (links and storage),
// files.js (exports), jumps-table.js, stepper.js, picture.js (redrawing in place), keyboard.js, analysis.js,
// design.js and play.js (the panels).

import { opening, remember, rememberSoon, restore, undoDepth, wireHistory } from './address.js';
import { analyze, analyzeNewBoard, markStale, setBoard, setSections } from './analysis.js';
import { api, engineKind, firstJson, info as engineInfo } from './api.js';
import { click, idleHint, jumpFrom, without } from './editor.js';
import { EXAMPLES } from './examples.js';
import { setDesignBoard, wireDesign } from './design.js';
import { exportPicture, exportText } from './files.js';
import { showJumps, wireJumpKeys } from './jumps-table.js';
import { drawTokens, setPlayBoard, setRacePlayers } from './play.js';
import { fromFragment, RULE_SETTINGS } from './share.js';
import { applyFields, ruleDefaults } from './fields.js';
import { squareInfo } from './squares.js';
import { showLayerInfo, stopPlaying, wireStepper } from './stepper.js';
import { $, box, state, track, ui, views } from './page.js';
import { drawPicture } from './picture.js';
import { labelSquares, wireSquares } from './keyboard.js';
import { textErrors } from './errors.js';
import { wirePresenting } from './present.js';
import { answerText, boardChoice, claimWords, describeRoute, explainRoute, unreachableWhy, userMessage } from './words.js';

const squareHint = ui.squareInfo.textContent;


// ---- the text and its errors -----------------------------------------------------------------------------

const { showError, clearError, markLine } = textErrors({ text: ui.text, box, error: $('error') });

/// While the text is broken, everything that acts on a board (the jumps table, clicks, resizing, exports) is off.
function setBroken(broken) {
  state.broken = broken;
  ui.view.classList.toggle('stale', broken);
  ui.jumps.classList.toggle('stale', broken);
  for (const button of ui.jumpRows.querySelectorAll('button')) button.disabled = broken;
  for (const control of [ui.download, ui.exportText, ui.applySide, ui.picker]) control.disabled = broken;
  if (broken) clearSelection();
}

// ---- showing results -------------------------------------------------------------------------------------

function renderParams() {
  const params = { board: String(state.shown) };
  // While Play is open the picture shows the tokens, not the route (its numbered marks look like them).
  if (ui.showRoute.checked && !$('play-panel').open) params.route = '1';
  if (ui.showLayers.checked) {
    params.layers = '1';
    if (state.upto !== null) params.upto = String(state.upto);
  }
  return params;
}

/// Asks the engine for the picture of `text` as the view's settings say now; showPicture shows it.
function askPicture(text) {
  const reply = track(api('/api/render', text, renderParams()));
  reply.catch(() => {});  // handled where it is shown
  return { ticket: views.picture.begin(), upto: state.upto, reply };
}

/// Shows a picture asked for, unless a newer one has been asked for since; the stepper's caption changes with the
/// picture it describes. True when it was shown.
async function showPicture({ ticket, upto, reply }) {
  try {
    const svg = await reply;
    if (!views.picture.current(ticket)) return false;
    state.svg = svg.text;
    const hadFocus = ui.view.contains(document.activeElement);
    // Only what changed is redrawn (picture.js); the tests read which picture is shown from data-drawn.
    const picture = drawPicture(ui.view, svg.text);
    ui.view.dataset.drawn = String(++state.drawn);
    if (picture) fitPicture(picture);
    ui.view.dataset.upto = upto === null ? 'all' : String(upto);  // which step the picture shows (for the tests)
    makeSquaresReachable();
    drawTokens();
    if (hadFocus) ui.view.querySelector(`rect[data-label="${state.cursor}"]`)?.focus();  // the keyboard stays put
    ui.note.hidden = true;
    ui.download.disabled = state.broken;
    highlightSelection();
    markWall();
    showLayerInfo(upto);
    rememberSoon();
    return true;
  } catch (error) {
    if (!views.picture.current(ticket)) return false;
    ui.view.textContent = '';
    ui.download.disabled = true;
    ui.note.hidden = false;
    ui.note.textContent = userMessage(error.message);
    showLayerInfo(upto);
    rememberSoon();  // a board too large to draw is still the board shown: the address holds it
    return false;
  }
}

/// Sizes the picture to the screen: as wide as the panel, small boards enlarged at most 1.6 times, and never taller
/// than the viewport less the room the controls acting on it need (style.css's --board-room), so that the whole board
/// and its stepper or dice are on screen together.
function fitPicture(picture) {
  const width = Number(picture.getAttribute('width'));
  const height = Number(picture.getAttribute('height'));
  if (!(width > 0 && height > 0)) return;
  const wanted = `min(100%, ${Math.round(width * 1.6)}px, calc((100svh - var(--board-room)) * ${(width / height).toFixed(4)}))`;
  if (picture.style.width !== wanted) picture.style.width = wanted;
}

/// Draws the shown board as the view's settings say.
function refreshPicture() {
  return showPicture(askPicture(ui.text.value));
}

function makeSquaresReachable() {
  const picture = ui.view.querySelector('svg');
  if (picture && state.board) {
    state.cursor = labelSquares(picture, state.board, state.layers?.distances ?? null, ui.answer.textContent, state.cursor);
  }
}

function showPicker() {
  const results = state.results;
  ui.pickerRow.hidden = results.length < 2;
  ui.boardCount.textContent = results.length < 2 ? '' : `${results.length} boards in the text:`;
  ui.picker.textContent = '';
  for (const result of results) {
    const option = document.createElement('option');
    option.value = String(result.board);
    option.textContent = boardChoice(result);
    ui.picker.append(option);
  }
  ui.picker.value = String(state.shown);
}

function showAnswer(result) {
  ui.answer.dataset.rolls = String(result.rolls);
  ui.answer.textContent = answerText(result.rolls);
  ui.route.textContent = describeRoute(result);
  ui.claim.hidden = state.claimed === null;
  if (state.claimed !== null) {
    ui.claim.textContent = claimWords(state.claimed, result.rolls);
    ui.claim.classList.toggle('wrong', state.claimed !== result.rolls);
  }
  const steps = explainRoute(result);
  ui.explain.hidden = steps.length === 0;
  ui.explainSteps.textContent = '';
  for (const line of steps) {
    const item = document.createElement('li');
    item.textContent = line;
    ui.explainSteps.append(item);
  }
}

/// Sends the text to the engine and shows everything it answers, for the board picked. Everything is asked for at
/// once and shown together, in one frame: the engine answers one call after another without waiting for the page,
/// and no view shows a state the others do not.
async function update() {
  const text = ui.text.value;
  const ticket = views.answer.begin();
  const board = { board: String(state.shown) };
  const solved = track(api('/api/solve', text));
  // The board's layers are refused past the engine's limit for them: the page then has none.
  const [boardInfo, layers] = [api('/api/board', text, board), api('/api/layers', text, board)]
    .map((reply) => track(reply).then(firstJson).catch(() => null));
  const picture = askPicture(text);
  // While the engine works:
  markLine(null);
  syncExample();
  markStale();
  let results;
  try {
    results = (await solved).text.split('\n').filter(Boolean).map((line) => JSON.parse(line));
  } catch (error) {
    if (!views.answer.current(ticket)) return;
    views.picture.begin();  // a picture still on its way is of an older text
    showError(error);
    setBroken(true);
    ui.answer.textContent = error.status === 422 ? 'Too large for this page' : 'Not a board';
    ui.answer.dataset.rolls = '';
    ui.route.textContent = '';
    ui.explain.hidden = true;
    ui.pickerRow.hidden = true;
    ui.claim.hidden = true;
    rememberSoon();  // the text shown, broken or not, is what a link or a reload opens
    return;
  }
  if (!views.answer.current(ticket)) return;
  if (results.length && state.shown > results.length) {  // the text has fewer boards now: its first is shown
    state.shown = 1;
    update();
    return;
  }
  const [info, layered] = await Promise.all([boardInfo, layers, picture.reply.catch(() => null)]);
  if (!views.answer.current(ticket)) return;
  clearError();
  state.results = results;
  showPicker();
  showAnswer(results[state.shown - 1]);
  setBroken(false);
  state.layers = layered;
  const shownResult = results[state.shown - 1];
  state.why = shownResult.rolls < 0 && layered && info ? unreachableWhy(layered.distances, info.jumps) : null;
  const pastTheLast = layered && state.upto !== null && state.upto > layered.deepest;
  if (pastTheLast) state.upto = layered.deepest;  // the picture asked for is of a step the board no longer has
  if (info) {
    state.board = info;
    // What the square pointed at is, on this board (the words of an older board never stay).
    if (state.pointed && state.pointed <= info.squares) showSquare(state.pointed);
    else ui.squareInfo.textContent = squareHint;
    setBoard(text, state.shown);
    setPlayBoard(text, state.shown, ui.view);
    setDesignBoard(text, state.shown, info.jumps);
    if (info.n !== null && document.activeElement !== ui.side) ui.side.value = String(info.n);
    ui.startNote.hidden = !jumpFrom(info.jumps, 1);
    if (!ui.startNote.hidden) {
      ui.startNote.textContent = `Square 1 has its own jump (to ${jumpFrom(info.jumps, 1)[1]}): it is drawn but `
        + 'never taken, since you start on square 1 and a jump is taken only when a roll ends on its square.';
    }
    showJumps((from) => setJumps(without(state.board.jumps, from)));
  }
  if (pastTheLast) await refreshPicture();
  else await showPicture(picture);
  if (!ui.analysis.hidden && ui.analysis.open) analyzeNewBoard();
}

/// The example list names the example only while the text is that example's.
function syncExample() {
  const i = EXAMPLES.findIndex((example) => example.text === ui.text.value);
  ui.example.value = i < 0 ? '' : String(i);
  ui.example.options[0].textContent = i < 0 ? '— your own board (pick an example) —' : '— pick an example —';
}

// ---- editing ---------------------------------------------------------------------------------------------

/// Shows `text` in the editor and answers it; the address gets a new history entry for it once it is shown.
function setText(text) {
  if (text === ui.text.value) return;
  state.claimed = null;  // a program's answer was for the board of the link
  ui.text.value = text;
  update();
}

/// Gives the shown board `jumps`, or the side of ?side: the engine edits that board in the whole text, keeping the
/// other boards, the comments and the format (/api/board?whole=1).
async function editBoard(params) {
  if (state.broken) return null;
  const edited = firstJson(await track(api('/api/board', ui.text.value, { whole: '1', board: String(state.shown), ...params })));
  setText(edited.text);
  return edited;
}

async function setJumps(jumps) {
  // A click from now on starts afresh; the selection's marks go with the edited text, in the same frame, so that no
  // frame is drawn while the engine edits.
  state.selected = null;
  state.movingHead = false;
  try {
    await editBoard({ jumps: jumps.map(([from, to]) => `${from}:${to}`).join(',') });
  } catch (error) {
    showError(error);
  }
  clearSelection();
}

function clearSelection() {
  state.selected = null;
  state.movingHead = false;
  ui.actions.hidden = true;
  showHint(idleHint);
  highlightSelection();
}

/// An unreachable board: the squares that stop every route marked on the picture, and why said under the answer.
function markWall() {
  for (const rect of ui.view.querySelectorAll('rect.wall, rect.furthest')) rect.classList.remove('wall', 'furthest');
  const why = state.why;
  ui.why.hidden = !why;
  if (!why) return;
  ui.why.textContent = why.text;
  ui.view.querySelector(`rect[data-label="${why.furthest}"]`)?.classList.add('furthest');
  for (const label of why.wall) ui.view.querySelector(`rect[data-label="${label}"]`)?.classList.add('wall');
}

function highlightSelection() {
  for (const rect of ui.view.querySelectorAll('rect.selected')) rect.classList.remove('selected');
  if (!state.selected) return;
  const rect = ui.view.querySelector(`rect[data-label="${state.selected.from}"]`);
  if (rect) rect.classList.add('selected');
}

function clickSquare(label) {
  if (!state.board || state.broken || document.body.classList.contains('embed')) return;
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
  if (outcome.hint) showHint(outcome.hint);
}

/// The editing hint, under the tools and, while a jump is being made, under the board where the finger is.
function showHint(hint) {
  ui.hint.textContent = hint;
  ui.boardHint.textContent = hint;
  const shown = Boolean(state.selected);
  const was = !ui.boardHint.hidden;
  ui.boardHint.hidden = !shown;
  // On a phone the board fills the screen: the next step is brought into sight under it.
  if (shown && !was) ui.boardHint.scrollIntoView({ block: 'nearest', behavior: 'instant' });
}

async function resize() {
  ui.sideError.hidden = true;
  const side = Number(ui.side.value);
  const most = Number(ui.side.max);
  if (!Number.isInteger(side) || side < 1 || side > most) {
    ui.sideError.hidden = false;
    ui.sideError.textContent = `The side is a whole number from 1 to ${most}.`;
    return;
  }
  try {
    clearSelection();
    const resized = await editBoard({ side: String(side) });
    if (resized && resized.dropped.length) {
      ui.hint.textContent = `Resized; dropped ${resized.dropped.map(([f, t]) => `${f} → ${t}`).join(', ')}.`;
    }
  } catch (error) {
    ui.sideError.hidden = false;
    ui.sideError.textContent = userMessage(error.message);
  }
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
    stopPlaying();
    state.upto = null;
    state.shown = 1;
    setText(EXAMPLES[Number(ui.example.value)].text);
  });
  ui.file.addEventListener('change', async () => {
    const file = ui.file.files[0];
    if (!file) return;
    clearSelection();
    state.shown = 1;
    setText(await file.text());
    ui.file.value = '';
  });
  const liveUpdate = debounce(() => { if (ui.live.checked) update(); }, 250);
  ui.text.addEventListener('input', () => {
    state.claimed = null;
    markLine(null);
    syncExample();
    liveUpdate();
  });
  ui.solve.addEventListener('click', update);
  // Undo is the browser's Back within this page's edits (Forward redoes).
  ui.undo.addEventListener('click', () => {
    remember();  // an edit whose entry is still to be written gets it now, so that Back undoes that edit
    if (undoDepth() === 0) return;
    clearSelection();
    history.back();
  });
  ui.picker.addEventListener('change', () => {
    state.shown = Number(ui.picker.value);
    clearSelection();
    state.upto = null;
    update();
  });
}

function showSquare(label) {
  if (label === null || !state.board) return;
  state.pointed = label;
  ui.squareInfo.textContent = squareInfo(label, state.board.jumps, state.layers?.distances ?? null, state.board.squares);
}

function wireEditing() {
  wireSquares(ui.view, {
    activate: clickSquare,
    point: (label) => {
      if (label !== null) showSquare(label);
      else {
        state.pointed = null;
        ui.squareInfo.textContent = squareHint;
      }
    },
    focus: (label) => { state.cursor = label; },
  });
  ui.moveHead.addEventListener('click', () => {
    if (!state.selected) return;
    state.movingHead = true;
    showHint(`Click the square where the jump to ${state.selected.to} should start.`);
  });
  ui.removeSelected.addEventListener('click', () => {
    if (state.selected && jumpFrom(state.board.jumps, state.selected.from)) {
      setJumps(without(state.board.jumps, state.selected.from));
    }
  });
  ui.cancel.addEventListener('click', clearSelection);
  document.addEventListener('keydown', (event) => { if (event.key === 'Escape') clearSelection(); });
  for (const radio of document.querySelectorAll('input[name="mode"]')) radio.addEventListener('change', clearSelection);
  wireJumpKeys();
  ui.applySide.addEventListener('click', resize);
  ui.side.addEventListener('keydown', (event) => { if (event.key === 'Enter') resize(); });
  ui.side.addEventListener('input', () => { ui.sideError.hidden = true; });
}

function wireView() {
  ui.showRoute.addEventListener('change', refreshPicture);
  $('play-panel').addEventListener('toggle', refreshPicture);
  wirePresenting();
  wireStepper(refreshPicture);
  ui.download.addEventListener('click', exportPicture);
  ui.exportText.addEventListener('click', exportText);
  ui.analysis.addEventListener('toggle', () => { if (ui.analysis.open) analyze(); });
}

async function start() {
  // ?embed=1: only the board, the answer and the route's controls, for a course page's iframe (docs/web.md).
  if (new URLSearchParams(location.search).get('embed') === '1') document.body.classList.add('embed');
  wireText();
  wireEditing();
  wireView();
  // A designed board replaces the one shown when it started from it (the other boards, comments and format kept),
  // else the whole text; Undo brings the text back either way.
  wireDesign((result, from) => {
    if (from) setJumps(result.board.jumps);
    else setText(result.text);
  });
  // The static build has no server to ask: its answers come from the library in the page.
  if (engineKind() === 'wasm') $('api-info').hidden = true;
  const info = await engineInfo().catch(() => null);
  // The panels' fields take their bounds, defaults and help from the library's rows (fields.js), before a link's
  // rules are restored over them; the address leaves out a rule at its row's default.
  state.viewDefaults = { ...state.viewDefaults, ...ruleDefaults(info, RULE_SETTINGS) };
  if (info) {
    state.limits = info.limits;
    ui.analysis.hidden = !info.analyze;
    $('design-panel').hidden = !info.analyze;
    ui.side.max = String(info.limits.render_side);
    applyFields(info);
    setSections(info.sections);
    setRacePlayers(info.limits.race_players);
  }
  ui.sideLimit.textContent = ui.side.max ? `${ui.side.min} to ${ui.side.max}` : `at least ${ui.side.min}`;
  const readFragment = (fragment) => fromFragment(fragment, state.viewDefaults);
  let storage = null;
  try { storage = localStorage; } catch { storage = { getItem: () => null }; }
  const { saved, missing } = opening(readFragment, location, storage, history.state);
  restore(saved || { text: EXAMPLES[0].text, view: { ...state.viewDefaults } });
  if (missing) {
    $('link-note').hidden = false;
    $('link-note').textContent = 'The link names a board kept only in the browser it was made in, and this browser has '
      + 'none: the first example is shown instead. Ask for the board as a file.';
  }
  wireHistory(readFragment, () => {
    clearSelection();
    update();
  });
  update();
}

start();
