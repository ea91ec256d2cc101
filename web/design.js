// The Design panel: a board that plays the way the person wants. The targets and constraints go to the engine as
// the options of `snl design` (/api/design, words.js's designParams); the board it finds is shown with how it meets
// each target, and "Use this board" puts it in the text, where it can be edited like any other. It knows no rule.

import { api, firstJson } from './api.js';
import { Latest } from './busy.js';
import { analysisDefaults } from './fields.js';
import { designParams, designSummary, ruleParams, userMessage } from './words.js';

const $ = (id) => document.getElementById(id);
const requests = new Latest();
let shown = null;   // {text, board, ladders, snakes}: the board the page shows, to start from, and its counts
let found = null;   // {result, from}: the last design
let use = null;     // (result, from) => void, from main.js

/// The board the page shows (a design may start from it), with its jumps ([[from, to]] from /api/board).
export function setDesignBoard(text, board, jumps = []) {
  const changed = !shown || shown.text !== text || shown.board !== board;
  shown = { text, board, ladders: jumps.filter(([from, to]) => to > from).length,
    snakes: jumps.filter(([from, to]) => to < from).length };
  if (changed && $('design-from').checked) keepCounts();
}

/// Starting from the board shown, the numbers of ladders and snakes asked for are that board's own (the person may
/// change them after): a design that keeps the board keeps its counts.
function keepCounts() {
  if (!shown) return;
  $('design-ladders').value = String(shown.ladders);
  $('design-snakes').value = String(shown.snakes);
}

function fields() {
  const value = (id) => $(id).value;
  return {
    from: $('design-from').checked, maxChanges: value('design-max-changes'), side: value('design-side'),
    ladders: value('design-ladders'), snakes: value('design-snakes'), expected: value('design-expected'),
    expectedTolerance: value('design-expected-tol'), sd: value('design-sd'), sdTolerance: value('design-sd-tol'),
    withinRolls: value('design-within-rolls'), withinChance: value('design-within-chance'),
    fair: value('design-fair'), fairTolerance: value('design-fair-tol'), chains: $('design-chains').checked,
    seed: value('design-seed'), least: value('design-least'), median: value('design-median'),
    percentile: value('design-percentile-p'), percentileGoal: value('design-percentile-goal'), turns: value('design-turns'),
    turnsTolerance: value('design-turns-tol'), winPlayer: value('design-win-player'), players: value('design-players'),
    winGoal: value('design-win-goal'),
  };
}

/// The rules of the analysis panel (the same fields, so a design plays as the analysis says).
function rules() {
  return ruleParams({ die: $('die').value, overshoot: $('overshoot').value, start: $('start').value,
    again: $('again').value, againLimit: $('again-limit').value, chain: $('chain').value,
    jumpCosts: $('jump-costs-a-roll').value }, analysisDefaults());
}

function show(lines, met) {
  const list = $('design-results');
  list.textContent = '';
  for (const line of lines) {
    const li = document.createElement('li');
    li.textContent = line;
    list.append(li);
  }
  $('design-results').dataset.met = String(met);
}

async function run() {
  const ticket = requests.begin();
  const f = fields();
  const from = f.from && shown;
  $('design-error').hidden = true;
  $('design-use').disabled = true;
  $('design-status').textContent = 'Searching…';
  found = null;
  show([], false);
  try {
    // The board to start from: the one shown, alone (its own text, as the engine writes it).
    const body = from ? firstJson(await api('/api/board', shown.text, { board: String(shown.board) })).text : '';
    const result = firstJson(await api('/api/design', body, designParams({ ...f, from: Boolean(from) }, rules())));
    if (!requests.current(ticket)) return;
    found = { result, from: Boolean(from) };
    $('design-status').textContent = '';
    $('design-board').textContent = result.text;
    $('design-board').hidden = false;
    show(designSummary(result, Boolean(from)), result.met);
    $('design-use').disabled = false;
  } catch (error) {
    if (!requests.current(ticket) || error.name === 'AbortError') return;
    $('design-status').textContent = '';
    $('design-board').hidden = true;
    $('design-error').textContent = userMessage(error.message);
    $('design-error').hidden = false;
  }
}

/// Wires the panel; `onUse(result, from)` puts a found board in the text.
export function wireDesign(onUse) {
  use = onUse;
  $('design-run').addEventListener('click', run);
  $('design-from').addEventListener('change', () => {
    $('design-side').disabled = $('design-from').checked;
    $('design-max-changes').disabled = !$('design-from').checked;
    if ($('design-from').checked) keepCounts();
  });
  $('design-use').addEventListener('click', () => { if (found) use(found.result, found.from); });
  for (const input of document.querySelectorAll('#design-panel input')) {
    input.addEventListener('keydown', (event) => { if (event.key === 'Enter') run(); });
  }
}
