// Play: one to four players race on the board shown, choosing each roll or rolling a fair die, with tokens on the
// picture and, at every position, the least rolls each still needs. The moves and those figures come from the
// engine (/api/layers?play=1); game.js keeps the score. A game belongs to one board: a new board starts a new game.

import { api, firstJson } from './api.js';
import { Latest } from './busy.js';
import { describeGame, newGame, playRoll } from './game.js';

const $ = (id) => document.getElementById(id);
const COLOURS = ['#1c5fb0', '#b02a7a', '#2d6a1f', '#6a3fb0'];  // dark enough for white numbers on them
const requests = new Latest();
const chances = new Latest();  // the win chances of the newest position only

let board = null;   // {text, shown, squares, moves, toFinish} of the board the game is on
let game = null;
let view = null;    // the element holding the picture

/// The board the page shows: a new game on it (when the Play panel is open, its moves are fetched now).
export async function setPlayBoard(text, shown, holder) {
  view = holder;
  if (board && board.text === text && board.shown === shown) return;
  board = { text, shown, squares: 0, moves: null, toFinish: null };
  game = null;
  showGame();
  if ($('play-panel').open) await load();
}

async function load() {
  if (!board || board.moves) return;
  const ticket = requests.begin();
  const wanted = board;
  $('play-status').textContent = 'Loading the moves…';
  try {
    const layers = firstJson(await api('/api/layers', wanted.text, { board: String(wanted.shown), play: '1' }));
    if (!requests.current(ticket) || board !== wanted) return;
    Object.assign(wanted, { squares: layers.squares, moves: layers.moves, toFinish: layers.to_finish });
    start();
  } catch (error) {
    if (!requests.current(ticket)) return;
    $('play-status').textContent = `No game on this board: ${error.message}`;
  }
}

function start() {
  game = newGame(Number($('play-players').value));
  const rolls = $('play-rolls');
  rolls.textContent = '';
  board.moves[0].forEach((_, i) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = String(i + 1);
    button.setAttribute('aria-label', `roll a ${i + 1}`);
    button.addEventListener('click', () => roll(i + 1));
    rolls.append(button);
  });
  showGame();
}

function roll(face) {
  if (!game || game.winner !== null) return;
  game = playRoll(game, face, board.moves, board.squares);
  showGame(true);
}

/// The tokens on the picture and the game in words, from one state. A jump is shown in two moves: to the square
/// the roll lands on, then along the jump.
export function showGame(animate = false) {
  const status = $('play-status');
  const lines = $('play-lines');
  lines.textContent = '';
  for (const button of document.querySelectorAll('#play-rolls button, #play-roll')) {
    button.disabled = !game || game.winner !== null;
  }
  if (!game) {
    status.textContent = board && $('play-panel').open ? status.textContent : '';
    drawTokens(null);
    return;
  }
  status.textContent = '';
  for (const line of describeGame(game, board.toFinish)) {
    const item = document.createElement('li');
    item.textContent = line;
    lines.append(item);
  }
  showChances();
  const l = game.last;
  if (animate && l && l.land !== null && l.land !== l.end) {
    const positions = game.positions.slice();
    positions[l.player] = l.land;
    drawTokens(positions);
    const shown = game;
    setTimeout(() => { if (game === shown) drawTokens(game.positions); }, 450);
  } else {
    drawTokens(game.positions);
  }
}

/// Each player's chance to win from here with a fair die (/api/layers?race=…), beside the words; dropped when the
/// game has moved on before it arrives.
async function showChances() {
  const ticket = chances.begin();
  const shown = game;
  const holder = $('play-chances');
  holder.textContent = '';
  if (game.winner !== null) return;
  try {
    const race = firstJson(await api('/api/layers', board.text, { board: String(board.shown),
      race: game.positions.join(','), turn: String(game.turn) }));
    if (!chances.current(ticket) || game !== shown) return;
    holder.textContent = 'With a fair die from here, the chance to win: ' + race.wins
      .map((p, i) => `player ${i + 1} ${(100 * p).toFixed(1)}%`).join(', ') + (race.settled ? '.' : ' (cut short).');
  } catch (error) {
    if (!chances.current(ticket)) return;
    holder.textContent = `No chances: ${error.message}`;
  }
}

/// Puts one numbered token per player on the picture (again after each redraw of it), a little apart when they share
/// a square.
export function drawTokens(positions = game ? game.positions : null) {
  const picture = view && view.querySelector('svg');
  if (!picture) return;
  let layer = picture.querySelector('g.tokens');
  if (!positions || !$('play-panel').open) {  // no tokens while Play is closed
    if (layer) layer.remove();
    return;
  }
  if (!layer) {
    layer = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    layer.setAttribute('class', 'tokens');
    layer.setAttribute('aria-hidden', 'true');
    picture.append(layer);
  }
  positions.forEach((square, i) => {
    const rect = picture.querySelector(`rect[data-label="${square}"]`);
    if (!rect) return;
    const size = Number(rect.getAttribute('width'));
    const x = Number(rect.getAttribute('x')) + size * (0.3 + 0.4 * (i % 2));
    const y = Number(rect.getAttribute('y')) + size * (0.3 + 0.4 * Math.floor(i / 2));
    let token = layer.querySelector(`g[data-player="${i + 1}"]`);
    if (!token) {
      token = document.createElementNS('http://www.w3.org/2000/svg', 'g');
      token.dataset.player = String(i + 1);
      token.innerHTML = `<circle r="${Math.max(5, size * 0.17)}" fill="${COLOURS[i]}" stroke="#fff" stroke-width="2"/>`
        + `<text text-anchor="middle" dy="0.35em" font-size="${Math.max(7, size * 0.2)}" fill="#fff" font-weight="bold">${i + 1}</text>`;
      layer.append(token);
    }
    token.dataset.square = String(square);
    token.style.transform = `translate(${x}px, ${y}px)`;
  });
  for (const token of layer.querySelectorAll('g[data-player]')) {
    if (Number(token.dataset.player) > positions.length) token.remove();
  }
}

function wire() {
  $('play-panel').addEventListener('toggle', () => {
    if ($('play-panel').open) load();
    else drawTokens(null);
  });
  $('play-new').addEventListener('click', () => { if (board && board.moves) start(); });
  $('play-players').addEventListener('change', () => { if (board && board.moves) start(); });
  // A fair die: each face equally likely (crypto's random numbers, rejection keeps it exact).
  $('play-roll').addEventListener('click', () => {
    if (!board || !board.moves) return;
    const faces = board.moves[0].length;
    const value = new Uint8Array(1);
    do crypto.getRandomValues(value); while (value[0] >= 256 - (256 % faces));
    roll((value[0] % faces) + 1);
  });
}

wire();
