// The snl viewer. It keeps the board as text and asks the server for everything else: the answer and route
// (/api/solve), the picture (/api/render), the jumps as data for editing (/api/board), the BFS layers
// (/api/layers) and the analysis (/api/analyze). It decides no rule of the game: which square was clicked comes
// from the picture's data-label attributes, and an edited board is sent back as text for the server to check.

const EXAMPLES = [
  {
    name: 'LeetCode 909 example 1 (6×6, answer 4)',
    text: '[[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]\n',
  },
  { name: 'LeetCode 909 example 2 (2×2, answer 1)', text: '[[-1,-1],[-1,3]]\n' },
  { name: 'Worked example (3×3 grid, answer 1)', text: '3\n-1 1 -1\n-1 -1 9\n-1 4 -1\n' },
  { name: 'Worked example (3×3, two jumps to the end)', text: '[[-1,-1,-1],[-1,9,8],[-1,8,9]]\n' },
  { name: 'Empty 2×2 board', text: 'size 2\n' },
  { name: 'One square (1×1, answer 0)', text: '[[-1]]\n' },
  {
    name: 'Classic 10×10 (Milton Bradley, 1943)',
    text: `# Milton Bradley's Chutes and Ladders: 9 ladders, 10 chutes
size 10
1 38
4 14
9 31
21 42
28 84
36 44
51 67
71 91
80 100
16 6
47 26
49 11
56 53
62 19
64 60
87 24
93 73
95 75
98 78
`,
  },
  {
    name: 'A wall of six snakes (unreachable)',
    text: '# six snake heads in a row: no roll gets past them\nsize 4\n5 1\n6 2\n7 3\n8 1\n9 2\n10 3\n',
  },
];

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
  analysisError: $('analysis-error'), analysisFacts: $('analysis-facts'), analysisPlot: $('analysis-plot'),
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
};

// ---- talking to the server ------------------------------------------------------------------------------

class ApiError extends Error {
  constructor(status, body) {
    super(body.error || `HTTP ${status}`);
    this.status = status;
    this.line = body.line;
    this.column = body.column;
  }
}

async function api(path, body, params = {}) {
  const query = new URLSearchParams(params).toString();
  const response = await fetch(path + (query ? '?' + query : ''), { method: 'POST', body });
  const text = await response.text();
  if (!response.ok) {
    let parsed = {};
    try { parsed = JSON.parse(text); } catch { parsed = { error: text || `HTTP ${response.status}` }; }
    throw new ApiError(response.status, parsed);
  }
  return { text, type: response.headers.get('content-type') || '' };
}

// ---- showing results -------------------------------------------------------------------------------------

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

/// Line numbers beside the text, the line of an error marked.
function markLine(bad) {
  const lines = ui.text.value.split('\n').length;
  const out = [];
  for (let i = 1; i <= Math.max(lines, 1); i++) out.push(i === bad ? `▶${i}` : String(i));
  ui.gutter.textContent = out.join('\n');
  ui.gutter.scrollTop = ui.text.scrollTop;
}

/// Puts the caret on LINE:COLUMN (columns count bytes from 1, as the server reports them).
function selectPosition(line, column) {
  const lines = ui.text.value.split('\n');
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
  const bytes = new TextEncoder().encode(lines[line - 1] || '');
  const prefix = new TextDecoder().decode(bytes.slice(0, Math.max(0, column - 1)));
  offset += prefix.length;
  ui.text.focus();
  ui.text.setSelectionRange(offset, Math.min(ui.text.value.length, offset + 1));
}

function describeRoute(result) {
  if (result.rolls < 0) return 'The last square cannot be reached: no choice of rolls ends there.';
  if (result.rolls === 0) return 'You start on the last square.';
  const parts = [String(result.route[0].from)];
  for (const leg of result.route) {
    if ('walk' in leg) {
      parts.push(`~${leg.walk} rolls~> ${leg.to}`);
      continue;
    }
    parts.push(`→ ${leg.land}`);
    if (leg.to !== leg.land) parts.push(`${leg.to > leg.land ? '⇗' : '⇘'} ${leg.to}`);
  }
  return 'Route: ' + parts.join(' ');
}

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
  const layers = state.layers;
  if (!ui.showLayers.checked || !layers) {
    ui.stepper.hidden = true;
    ui.layerInfo.textContent = '';
    return;
  }
  ui.stepper.hidden = false;
  ui.step.max = String(layers.deepest);
  const k = state.upto === null ? layers.deepest : state.upto;
  ui.step.value = String(k);
  let total = 0;
  for (let i = 0; i <= k && i < layers.counts.length; i++) total += layers.counts[i];
  const reached = layers.counts[k] || 0;
  let text = state.upto === null
    ? `All ${layers.deepest + 1} layers: ${total} squares can be stood on`
    : `After ${k} roll${k === 1 ? '' : 's'}: ${reached} new square${reached === 1 ? '' : 's'}, ${total} in all`;
  if (layers.unreachable) text += `; ${layers.unreachable} unreachable`;
  if (layers.rolls >= 0 && k >= layers.rolls) text += ` — the last square is reached after ${layers.rolls}`;
  ui.layerInfo.textContent = text + '.';
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
    const layers = JSON.parse((await api('/api/layers', text)).text);
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
    result = JSON.parse(solved.text.split('\n')[0]);
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
  ui.answer.textContent = result.rolls < 0 ? 'Unreachable' :
    `Least rolls: ${result.rolls}`;
  ui.route.textContent = describeRoute(result);
  const [boardInfo] = await Promise.all([
    api('/api/board', text).then((r) => JSON.parse(r.text)).catch(() => null),
    refreshLayers(text, generation),
  ]);
  if (generation !== state.generation) return;
  if (boardInfo) {
    state.board = boardInfo;
    if (boardInfo.n !== null && document.activeElement !== ui.side) ui.side.value = String(boardInfo.n);
    showJumps();
  }
  await refreshPicture(text, generation);
  if (!ui.analysis.hidden && ui.analysis.open && state.analysed !== text) analyze();
}

function showJumps() {
  ui.jumps.textContent = '';
  for (const [from, to] of state.board.jumps) {
    const row = document.createElement('tr');
    const kind = to > from ? 'ladder' : to < from ? 'snake' : 'self-jump';
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
    remove.addEventListener('click', () => setJumps(state.board.jumps.filter(([f]) => f !== from)));
    cell.append(remove);
    row.append(cell);
    row.className = kind;
    ui.jumps.append(row);
  }
}

// ---- editing ---------------------------------------------------------------------------------------------

/// The board as jumps-format text: "size N" (or "squares M") and one "FROM TO" line per jump.
function jumpsText(jumps) {
  const head = state.board.n !== null ? `size ${state.board.n}` : `squares ${state.board.squares}`;
  return [head, ...jumps.map(([from, to]) => `${from} ${to}`)].join('\n') + '\n';
}

function setText(text) {
  if (text === ui.text.value) return;
  state.history.push(ui.text.value);
  ui.undo.disabled = false;
  ui.text.value = text;
  update();
}

function setJumps(jumps) {
  clearSelection();
  setText(jumpsText(jumps));
}

function clearSelection() {
  state.selected = null;
  state.movingHead = false;
  ui.actions.hidden = true;
  ui.hint.textContent = 'Click a square to start a snake or ladder there.';
  highlightSelection();
}

function highlightSelection() {
  for (const rect of ui.view.querySelectorAll('rect.selected')) rect.classList.remove('selected');
  if (!state.selected) return;
  const rect = ui.view.querySelector(`rect[data-label="${state.selected.from}"]`);
  if (rect) rect.classList.add('selected');
}

function jumpFrom(label) {
  return state.board ? state.board.jumps.find(([from]) => from === label) : undefined;
}

function clickSquare(label) {
  if (!state.board) return;
  const mode = document.querySelector('input[name="mode"]:checked').value;
  const jumps = state.board.jumps;
  if (mode === 'remove') {
    let kept = jumps.filter(([from]) => from !== label);
    if (kept.length === jumps.length) kept = jumps.filter(([, to]) => to !== label);
    if (kept.length === jumps.length) {
      ui.hint.textContent = `Square ${label} has no snake or ladder to remove.`;
      return;
    }
    setJumps(kept);
    return;
  }
  const selected = state.selected;
  if (!selected) {
    const existing = jumpFrom(label);
    state.selected = existing ? { from: label, to: existing[1] } : { from: label };
    ui.actions.hidden = !existing;
    ui.hint.textContent = existing
      ? `${existing[1] > label ? 'Ladder' : 'Snake'} ${label} → ${existing[1]} selected: click a square to move ` +
        'its end there, or use the buttons.'
      : `Square ${label}: now click where the new snake or ladder leads (a higher square: a ladder; lower: a snake).`;
    highlightSelection();
    return;
  }
  if (label === selected.from) {
    clearSelection();
    return;
  }
  if (state.movingHead) {
    // Move the start of the selected jump to `label`, keeping its end.
    setJumps([...jumps.filter(([from]) => from !== selected.from && from !== label), [label, selected.to]]);
    return;
  }
  setJumps([...jumps.filter(([from]) => from !== selected.from), [selected.from, label]]);
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

// ---- analysis --------------------------------------------------------------------------------------------

function formatNumber(value, none = 'infinite') {
  if (value === null || value === undefined) return none;
  if (typeof value === 'number' && !Number.isInteger(value)) return value.toFixed(3);
  return String(value);
}

async function analyze() {
  const text = ui.text.value;
  const params = {
    die: ui.analysis.querySelector('#die').value,
    players: ui.analysis.querySelector('#players').value,
    overshoot: ui.analysis.querySelector('#overshoot').value,
    start: ui.analysis.querySelector('#start').value,
  };
  ui.analysisError.hidden = true;
  try {
    const [json, plot] = await Promise.all([
      api('/api/analyze', text, params),
      api('/api/analyze', text, { ...params, plot: '1' }),
    ]);
    state.analysed = text;
    const a = JSON.parse(json.text.split('\n')[0]);
    const facts = [
      ['expected rolls', formatNumber(a.expected_rolls)],
      ['standard deviation', formatNumber(a.std_dev)],
      ['least rolls', formatNumber(a.min_rolls, 'none: unreachable')],
      ['median', formatNumber(a.median, 'never')],
      ['chance of ever finishing', formatNumber(a.finish_probability)],
    ];
    if (a.percentiles) facts.push(['90th percentile', formatNumber(a.percentiles['90'], 'never')]);
    if (a.players && a.players.length > 1) {
      a.players.forEach((p, i) => facts.push([`player ${i + 1} wins`, formatNumber(p.win_probability)]));
    }
    ui.analysisFacts.textContent = '';
    for (const [name, value] of facts) {
      const dt = document.createElement('dt');
      dt.textContent = name;
      const dd = document.createElement('dd');
      dd.textContent = value;
      ui.analysisFacts.append(dt, dd);
    }
    // The plot is shown as an image: its ids and styles stay inside it.
    const img = document.createElement('img');
    img.alt = 'Distribution of the game length';
    img.src = URL.createObjectURL(new Blob([plot.text], { type: 'image/svg+xml' }));
    img.addEventListener('load', () => URL.revokeObjectURL(img.src));
    ui.analysisPlot.textContent = '';
    ui.analysisPlot.append(img);
  } catch (error) {
    ui.analysisError.hidden = false;
    ui.analysisError.textContent = error.message;
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

function start() {
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
    if (state.selected) setJumps(state.board.jumps.filter(([from]) => from !== state.selected.from));
  });
  ui.cancel.addEventListener('click', clearSelection);
  document.addEventListener('keydown', (event) => { if (event.key === 'Escape') clearSelection(); });
  for (const radio of document.querySelectorAll('input[name="mode"]')) radio.addEventListener('change', clearSelection);
  ui.applySide.addEventListener('click', async () => {
    try {
      const resized = JSON.parse((await api('/api/board', ui.text.value, { side: ui.side.value })).text);
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
  ui.showRoute.addEventListener('change', () => refreshPicture(ui.text.value, state.generation));
  ui.showLayers.addEventListener('change', () => {
    stopPlaying();
    state.upto = null;
    update();
  });
  ui.step.addEventListener('input', () => setUpto(Number(ui.step.value)));
  ui.stepBack.addEventListener('click', () => {
    const k = state.upto === null ? state.layers.deepest : state.upto;
    setUpto(Math.max(0, k - 1));
  });
  ui.stepForward.addEventListener('click', () => {
    const k = state.upto === null ? state.layers.deepest : state.upto;
    setUpto(Math.min(state.layers.deepest, k + 1));
  });
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
  ui.analyze.addEventListener('click', analyze);
  ui.analysis.addEventListener('toggle', () => { if (ui.analysis.open && state.analysed !== ui.text.value) analyze(); });
  fetch('/api/info').then((r) => r.json()).then((info) => { ui.analysis.hidden = !info.analyze; }).catch(() => {});

  ui.example.value = '0';
  ui.text.value = EXAMPLES[0].text;
  update();
}

start();
