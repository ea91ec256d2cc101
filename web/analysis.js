// The analysis panel: the game played with a random die under the rules the user picks. It sends the rule fields
// to the server as they are (/api/analyze, and /api/render?heat=… for the heat map) and shows the answers: the
// facts, the fastest games, the per-square table or heat map, and the plot. It knows no rule of the game.

import { api, firstJson } from './api.js';
import { analysisFacts, ruleParams, squareRows } from './words.js';

const $ = (id) => document.getElementById(id);

/// The rules as the panel's fields say them, as query parameters.
function rules() {
  return ruleParams({
    die: $('die').value,
    overshoot: $('overshoot').value,
    start: $('start').value,
    again: $('again').value,
    againLimit: $('again-limit').value,
  });
}

function showFacts(analysis) {
  const facts = $('analysis-facts');
  facts.textContent = '';
  for (const [name, value] of analysisFacts(analysis)) {
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
  scroll.append(table);
  return [note, scroll];
}

/// The heat map with a line saying what it shows (its legend, under the board, says it in full).
function showHeat(svg, view) {
  const note = document.createElement('p');
  note.className = 'hint';
  note.textContent = view === 'remaining'
    ? 'Each square shaded and numbered by the expected rolls still needed from it (darker: further from the end).'
    : 'Each square shaded and numbered by the expected turns begun on it in one game (darker: more often).';
  const holder = document.createElement('div');
  holder.innerHTML = svg;  // the library's SVG: no ids, no styles, no scripts
  return [note, holder];
}

let latest = 0;  // the newest request: an older answer arriving later is dropped

/// Analyzes `text` with the panel's options; `done(text)` is told which text the panel now shows.
export async function analyze(text, done) {
  const call = ++latest;
  const params = { ...rules(), players: $('players').value };
  const view = $('per-square').value;  // none, table, remaining, visits
  const error = $('analysis-error');
  error.hidden = true;
  const status = $('analysis-status');
  status.textContent = 'Analyzing…';
  try {
    const asked = { ...params };
    if ($('fastest').checked) asked.fastest = '1';
    if ($('jumps-effect').checked) asked.jumps_effect = '1';
    if (view === 'table') asked.squares = '1';
    const [json, plot, heat] = await Promise.all([
      api('/api/analyze', text, asked),
      api('/api/analyze', text, { ...params, plot: '1' }),
      // A heat map the server refuses (a board too large to draw) leaves the facts: its message shows in its place.
      view === 'remaining' || view === 'visits'
        ? api('/api/render', text, { ...rules(), heat: view }).catch((failure) => ({ failure })) : null,
    ]);
    if (call !== latest) return;
    done(text);
    const analysis = firstJson(json);
    showFacts(analysis);
    const squares = $('analysis-squares');
    squares.textContent = '';
    if (view === 'table') squares.append(...showTable(analysis));
    if (heat && heat.failure) {
      const message = document.createElement('p');
      message.className = 'error';
      message.textContent = `No heat map: ${heat.failure.message}`;
      squares.append(message);
    } else if (heat) {
      squares.append(...showHeat(heat.text, view));
    }
    // The plot is shown as an image: its styles stay inside it.
    const img = document.createElement('img');
    img.alt = 'Distribution of the game length';
    img.src = URL.createObjectURL(new Blob([plot.text], { type: 'image/svg+xml' }));
    img.addEventListener('load', () => URL.revokeObjectURL(img.src));
    const holder = $('analysis-plot');
    holder.textContent = '';
    holder.append(img);
    status.textContent = '';
  } catch (failure) {
    if (call !== latest) return;
    status.textContent = '';
    error.hidden = false;
    error.textContent = failure.message;
  }
}
