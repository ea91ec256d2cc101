// The analysis panel: the game played with a random die under the rules the user picks, and with the player's
// choices (another die, a move of ±k, jumps to refuse) the best play under them. It sends the fields to the engine
// as they are (/api/analyze, and /api/render?heat=… for the heat map and the policy map) and shows the answers: the
// facts, the fastest games, the per-square table or map, and the plot. It knows no rule of the game.

import { api, firstJson } from './api.js';
import { Latest } from './busy.js';
import { analysisDefaults, partDefault } from './fields.js';
import { analysisFacts, squareRows } from './analysis_words.js';
import { choiceParams, ruleParams, userMessage } from './words.js';

const $ = (id) => document.getElementById(id);

/// The rules as the panel's fields say them, as query parameters.
function rules() {
  return ruleParams({
    die: $('die').value,
    overshoot: $('overshoot').value,
    start: $('start').value,
    again: $('again').value,
    againLimit: $('again-limit').value,
    chain: $('chain').value,
    jumpCosts: $('jump-costs-a-roll').value,
  }, analysisDefaults());
}

/// The fields of the player's choices and the best play's goal.
export const CHOICE_FIELDS = ['or-die', 'adjust', 'adjust-by', 'may-refuse', 'optimal-goal', 'optimal-within'];

/// The player's choices and the best play's goal as the panel's fields say them ({} without a choice).
export function choices() {
  return choiceParams({
    orDie: $('or-die').value,
    adjust: $('adjust').value,
    adjustBy: $('adjust-by').value,
    mayRefuse: $('may-refuse').value,
    goal: $('optimal-goal').value,
    within: $('optimal-within').value,
  }, analysisDefaults());
}

/// The parts of an analysis (/api/info's registry), in the order the facts name them; until the page has them,
/// words.js's own list of the parts it words.
let sections;

/// The registry of the parts of an analysis, from /api/info (the page names its figures from it).
export function setSections(list) {
  sections = list;
}

function showFacts(analysis) {
  const facts = $('analysis-facts');
  facts.textContent = '';
  const all = analysisFacts(analysis, sections);
  for (const [name, value] of all) {
    const dt = document.createElement('dt');
    dt.textContent = name;
    const dd = document.createElement('dd');
    dd.textContent = value;
    facts.append(dt, dd);
  }
}

function showTable(analysis) {
  const table = document.createElement('table');
  table.id = 'square-table';
  table.setAttribute('aria-label', 'Per square');
  const head = table.createTHead().insertRow();
  for (const title of ['square', 'expected rolls still needed', 'chance a turn ever begins there',
    'expected turns begun there']) {
    const th = document.createElement('th');
    th.textContent = title;
    head.append(th);
  }
  const body = table.createTBody();
  for (const row of squareRows(analysis)) {
    const tr = body.insertRow();
    for (const value of row) tr.insertCell().textContent = value;
  }
  const note = document.createElement('p');
  note.className = 'hint';
  note.textContent = 'Squares where a turn can begin. A jump’s head is never stood on; “–”: no figure '
    + '(the last square cannot be reached from there, or the board is too large for the chance).';
  const scroll = document.createElement('div');
  scroll.className = 'scroll';
  // It scrolls on its own: the keyboard reaches it (arrow keys scroll it), and it is named for screen readers.
  scroll.tabIndex = 0;
  scroll.setAttribute('role', 'region');
  scroll.setAttribute('aria-label', 'Each square, rolls still needed and turns begun there');
  scroll.append(table);
  return [note, scroll];
}

/// The heat map with a line saying what it shows (its legend, under the board, says it in full).
function showHeat(svg, view) {
  const note = document.createElement('p');
  note.className = 'hint';
  note.textContent = {
    remaining: 'Each square shaded and numbered by the expected rolls still needed from it (darker: further from the end).',
    visits: 'Each square shaded and numbered by the expected turns begun on it in one game (darker: more often).',
    jump_use: 'Each jump’s head shaded and numbered by the expected times the jump is taken in one game (darker: more often).',
    policy: 'Each square marked with its best choice (d4: roll the d4; +12: one more on a 1 or 2; R: refuse the jump) and '
      + 'shaded by the expected rolls it saves in the turn (darker: worth more).',
  }[view];
  const holder = document.createElement('div');
  holder.innerHTML = svg;  // the library's SVG: no ids, no styles, no scripts
  return [note, holder];
}

/// The jumps to add that the page lists each way (snl analyze --add-effects K).
const ADDED_SHOWN = 3;
const latest = new Latest();  // the newest request: an older answer arriving later is dropped
let board = { text: null, shown: 1 };  // what the page shows
let analysed = null;  // the board and options the panel's figures are for (a key), or null when it shows none
let askedBoard = null;  // the board the last analysis asked for was of: [text, shown] as JSON

/// The board the page shows (the text and which of its boards): what the next analysis is of.
export function setBoard(text, shown) {
  board = { text, shown };
  markStale();
}

function clearResults() {
  for (const id of ['analysis-facts', 'analysis-squares', 'analysis-plot']) $(id).textContent = '';
  analysed = null;
}

function key(params) {
  return JSON.stringify([board.text, board.shown, params]);
}

function asked() {
  const params = { ...rules(), ...choices(), players: $('players').value, board: String(board.shown) };
  const view = $('per-square').value;  // none, table, remaining, visits, jump_use
  // The heat map's picture: its colour scale and how its jumps are drawn (rows of snl render's table).
  const picture = { heat_scale: $('heat-scale').value, jumps: $('heat-jumps').value };
  return { params, view, picture, fastest: $('fastest').checked, jumpsEffect: $('jumps-effect').checked,
    jumpUse: $('jump-use').checked, addEffects: $('add-effects').checked, handicap: handicapAsked() };
}

/// The handicap's tolerance when the box asks for it (null when not): as typed, or left empty the usual one (the row's
/// value part, /api/info).
function handicapAsked() {
  if (!$('handicap').checked) return null;
  return $('handicap-tolerance').value.trim() || partDefault('handicap', 'tolerance');
}

/// Marks the figures as not of the board and options shown now (until Analyze is pressed, or at once when the
/// panel is open and the change is the board's).
export function markStale() {
  const stale = analysed !== null && analysed !== key(asked());
  $('analysis-results').classList.toggle('stale', stale);
  if (stale) $('analysis-status').textContent = 'The board or the rules changed: these figures are of the last analysis. Press Analyze.';
  else if ($('analysis-status').textContent.startsWith('The board or the rules changed')) $('analysis-status').textContent = '';
}

/// Analyzes the board shown when it is not the one the last analysis was of (the page redrew the same board, or
/// only the rules changed: those wait for Analyze).
export function analyzeNewBoard() {
  if (JSON.stringify([board.text, board.shown]) !== askedBoard) analyze();
}

/// Analyzes the board shown with the panel's options.
export async function analyze() {
  if (board.text === null) return;
  const call = latest.begin();
  askedBoard = JSON.stringify([board.text, board.shown]);
  const { params, view, picture, fastest, jumpsEffect, jumpUse, addEffects, handicap } = asked();
  const text = board.text;
  const shown = key(asked());
  const error = $('analysis-error');
  error.hidden = true;
  const status = $('analysis-status');
  status.textContent = 'Analyzing…';
  // Figures of another board or other rules stay dimmed until the answer replaces them.
  $('analysis-results').classList.toggle('stale', analysed !== null && analysed !== shown);
  try {
    const query = { ...params };
    if (fastest) query.fastest = '1';
    if (jumpsEffect) query.jumps_effect = '1';
    if (jumpUse) query.jump_use = '1';
    if (addEffects) query.add_effects = String(ADDED_SHOWN);
    // Asked only where there is one to find: 2 or more players.
    if (handicap !== null && Number(params.players) >= 2) query.handicap = handicap;
    if (view === 'table') query.squares = '1';
    // The picture's best play is the fewest rolls (snl render --heat policy): the choices without the goal.
    const all = choices();
    const { optimal: _goal, optimal_within: _k, ...chosen } = all;
    const heatRules = { ...rules(), ...chosen, board: params.board, heat: view, ...picture };
    const plotParams = { ...params, plot: '1' };
    for (const name of Object.keys(all)) delete plotParams[name];
    const [json, plot, heat] = await Promise.all([
      api('/api/analyze', text, query),
      // The plot is of the game without the choices (the distribution of its length).
      api('/api/analyze', text, plotParams),
      // A heat map the server refuses (a board too large to draw) leaves the facts: its message shows in its place.
      ['remaining', 'visits', 'jump_use', 'policy'].includes(view)
        ? api('/api/render', text, heatRules).catch((failure) => ({ failure })) : null,
    ]);
    if (!latest.current(call)) return;
    clearResults();
    analysed = shown;
    const analysis = firstJson(json);
    showFacts(analysis);
    const squares = $('analysis-squares');
    if (view === 'table') squares.append(...showTable(analysis));
    if (heat && heat.failure) {
      const message = document.createElement('p');
      message.className = 'error';
      message.textContent = `No heat map: ${userMessage(heat.failure.message)}`;
      squares.append(message);
    } else if (heat) {
      squares.append(...showHeat(heat.text, view));
    }
    // The plot is shown as an image: its styles stay inside it.
    const img = document.createElement('img');
    img.alt = 'Distribution of the game length';
    img.src = URL.createObjectURL(new Blob([plot.text], { type: 'image/svg+xml' }));
    img.addEventListener('load', () => URL.revokeObjectURL(img.src));
    $('analysis-plot').append(img);
    status.textContent = '';
    markStale();
  } catch (failure) {
    if (!latest.current(call)) return;
    clearResults();  // no figures of another board or other rules stay beside the message
    status.textContent = '';
    error.hidden = false;
    error.textContent = userMessage(failure.message);
    markStale();
  }
}

/// The options: what to show beside the facts takes effect at once; the rules mark the figures stale until Analyze
/// (or Enter).
function wire() {
  $('analyze').addEventListener('click', analyze);
  for (const id of ['per-square', 'heat-scale', 'heat-jumps', 'fastest', 'jumps-effect', 'jump-use', 'add-effects',
    'handicap']) {
    $(id).addEventListener('change', analyze);
  }
  // The handicap's tolerance: a new one is asked at once when the handicap is.
  $('handicap-tolerance').addEventListener('change', () => { if ($('handicap').checked) analyze(); });
  // K is the goal within's alone: shown with it only.
  const goal = () => { $('optimal-within-label').hidden = $('optimal-goal').value !== 'within'; };
  $('optimal-goal').addEventListener('change', goal);
  goal();
  for (const id of ['die', 'again', 'again-limit', 'players', 'overshoot', 'start', 'chain', 'jump-costs-a-roll',
    ...CHOICE_FIELDS]) {
    $(id).addEventListener('input', markStale);
    $(id).addEventListener('change', markStale);
    $(id).addEventListener('keydown', (event) => { if (event.key === 'Enter') analyze(); });
  }
}

wire();
