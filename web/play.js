// Play: one player or more (up to the engine's race_players, /api/info) race on the board shown under the analysis
// panel's rules, choosing each roll or rolling the die, with tokens on the picture and each player's chance to win
// from there. The start, the die, every roll and the chances come from the engine (/api/layers with the rule fields,
// as /api/analyze gets them); game.js keeps the score. A game belongs to one board and one set of rules: changing
// either starts a new game.
import { api, firstJson } from './api.js';
import { Latest } from './busy.js';
import { applyRoll, describeGame, drawFace, newGame, positions, raceQuery, rollQuery } from './game.js';
import { bestPlayWords } from './analysis_words.js';
import { formatNumber, percent, ruleParams, userMessage } from './words.js';
import { CHOICE_FIELDS, choices } from './analysis.js';
import { analysisDefaults } from './fields.js';

const $ = (id) => document.getElementById(id);
// Dark enough for white letters, and none of the board's own colours (green ladders, red snakes, the orange route).
// A fifth player and beyond take them again (each token is named P1, P2, … on its badge).
const COLOURS = ['#1c5fb0', '#a61e72', '#212529', '#5f3dc4'];
const colour = (player) => COLOURS[player % COLOURS.length];
const requests = new Latest();
const chances = new Latest();  // the win chances of the newest position only

let board = null;   // {text, shown, rules, start, faces} of the board the game is on, under those rules
let game = null;
let view = null;    // the element holding the picture
let rolling = false;  // a roll is on its way to the engine

/// The rules as the analysis panel's fields say them, as query parameters.
function rules() {
  return ruleParams({ die: $('die').value, overshoot: $('overshoot').value, start: $('start').value,
    again: $('again').value, againLimit: $('again-limit').value, chain: $('chain').value,
    jumpCosts: $('jump-costs-a-roll').value }, analysisDefaults());
}

/// The numbers of players Play offers: 1 to the engine's limit of the race it follows (/api/info's race_players),
/// two at first.
export function setRacePlayers(limit) {
  const select = $('play-players');
  select.textContent = '';
  for (let players = 1; players <= limit; players++) select.append(new Option(String(players), String(players)));
  select.value = String(Math.min(2, limit));
}

/// The query of one board under the game's rules, with `more`.
function query(more) {
  return { board: String(board.shown), ...board.rules, ...more };
}

/// The board the page shows: a new game on it (when the Play panel is open, its start and die are fetched now).
export async function setPlayBoard(text, shown, holder) {
  view = holder;
  if (board && board.text === text && board.shown === shown) return;
  board = { text, shown, rules: null, start: null, faces: null };
  game = null;
  showGame();
  if ($('play-panel').open) await load();
}

async function load() {
  if (!board || board.faces) return;
  const ticket = requests.begin();
  const wanted = board;
  wanted.rules = rules();
  $('play-status').textContent = 'Loading the die…';
  try {
    const layers = firstJson(await api('/api/layers', wanted.text, { board: String(wanted.shown), ...wanted.rules,
      play: '1' }));
    if (!requests.current(ticket) || board !== wanted) return;
    Object.assign(wanted, { start: layers.start, faces: layers.faces });
    start();
  } catch (error) {
    if (!requests.current(ticket)) return;
    $('play-status').textContent = `No game on this board: ${userMessage(error.message)}`;
  }
}

function start() {
  game = newGame(Number($('play-players').value), board.start);
  const rolls = $('play-rolls');
  rolls.textContent = '';
  for (const [value] of board.faces) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = String(value);
    button.setAttribute('aria-label', `roll a ${value}`);
    button.addEventListener('click', () => roll(value));
    rolls.append(button);
  }
  showGame();
}

/// The player to move rolls `face`: the engine says what it does (snl::play_roll), game.js keeps the score.
async function roll(face) {
  if (!game || game.winner !== null || rolling) return;
  const shown = game;
  rolling = true;
  try {
    const answer = firstJson(await api('/api/layers', board.text, query(rollQuery(game, face))));
    if (game !== shown) return;
    game = applyRoll(game, answer.roll);
    showGame(true);
  } catch (error) {
    if (game === shown) $('play-status').textContent = `The roll failed: ${userMessage(error.message)}`;
  } finally {
    rolling = false;
  }
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
  showLegend();
  if (!game) {
    status.textContent = board && $('play-panel').open ? status.textContent : '';
    $('play-suggest').hidden = true;
    drawTokens(null);
    return;
  }
  status.textContent = '';
  for (const line of describeGame(game)) {
    const item = document.createElement('li');
    item.textContent = line;
    lines.append(item);
  }
  showChances();
  showSuggestion();
  const l = game.last;
  if (animate && l && !l.voided && l.landed !== l.ended) {
    const landed = positions(game);
    landed[l.player] = l.landed;
    drawTokens(landed);
    const shown = game;
    setTimeout(() => { if (game === shown) drawTokens(positions(game)); }, 450);
  } else {
    drawTokens(positions(game));
  }
}

/// The tokens' key under the dice: each player's colour and mark, as drawn on the board.
function showLegend() {
  const legend = $('play-legend');
  legend.hidden = !game;
  legend.textContent = '';
  if (!game) return;
  legend.append('On the board: ');
  game.tokens.forEach((_, i) => {
    const item = document.createElement('span');
    const mark = document.createElement('span');
    mark.className = 'token';
    mark.style.background = colour(i);
    mark.textContent = `P${i + 1}`;
    mark.setAttribute('aria-hidden', 'true');
    item.append(mark, ` player ${i + 1}`);
    legend.append(item);
  });
  legend.append('(the route is hidden while you play)');
}

/// Each player's chance to win from here under the game's rules (/api/layers?race=…), and the expected rounds and
/// rolls left, beside the words; dropped
/// when the game has moved on before it arrives.
async function showChances() {
  const ticket = chances.begin();
  const shown = game;
  const holder = $('play-chances');
  holder.textContent = '';
  if (game.winner !== null) return;
  try {
    const race = firstJson(await api('/api/layers', board.text, query(raceQuery(game))));
    if (!chances.current(ticket) || game !== shown) return;
    holder.textContent = 'From here, the chance to win: ' + race.wins
      .map((p, i) => `player ${i + 1} ${percent(p)}`).join(', ') + (race.settled ? '.' : ' (cut short).') +
      ` Expected rounds left: ${formatNumber(race.expected_rounds)}, rolls left: ${formatNumber(race.expected_total_rolls)}.`;
  } catch (error) {
    if (!chances.current(ticket)) return;
    holder.textContent = `No chances: ${userMessage(error.message)}`;
  }
}

/// With the analysis panel's choices, the best choice for the player to move (the best play for the fewest rolls,
/// /api/analyze?optimal=rolls, asked once per board, rules and choices); nothing without choices.
const suggestions = new Latest();
let bestPlay = null;  // {key, strategy} of the last best play asked for
async function showSuggestion() {
  const holder = $('play-suggest');
  const ticket = suggestions.begin();
  const chosen = choices();
  if (!game || game.winner !== null || Object.keys(chosen).length === 0) {
    holder.hidden = true;
    return;
  }
  const shown = game;
  // Play suggests the best play for the fewest rolls, whatever the panel's goal.
  const { optimal: _goal, optimal_within: _k, ...chosenPlay } = chosen;
  const params = query({ ...chosenPlay, optimal: 'rolls' });
  const key = JSON.stringify([board.text, params]);
  try {
    if (!bestPlay || bestPlay.key !== key) {
      holder.hidden = false;
      holder.textContent = 'Finding the best play…';
      // The dice as the engine reads them (/api/die: the rules' die, then or_die's), for the faces' names.
      const dieQuery = {};
      if (params.die) dieQuery.die = params.die;
      if (params.or_die) dieQuery.or_die = params.or_die;
      const [analysed, read] = await Promise.all([api('/api/analyze', board.text, params), api('/api/die', '', dieQuery)]);
      const dice = firstJson(read);
      bestPlay = { key, strategy: firstJson(analysed).strategy, dice: [dice, ...(dice.or_die || [])] };
    }
    if (!suggestions.current(ticket) || game !== shown) return;
    const words = bestPlayWords(bestPlay.strategy, game.tokens[game.turn].square, chosen.adjust, bestPlay.dice);
    holder.hidden = !words;
    holder.textContent = words ? `Player ${game.turn + 1}: ${words} (Play rolls the rules’ die and moves as rolled; `
      + 'choose the roll to follow it where you can.)' : '';
  } catch (error) {
    if (!suggestions.current(ticket)) return;
    holder.hidden = false;
    holder.textContent = `No suggestion: ${userMessage(error.message)}`;
  }
}

/// Puts one token per player on the picture (again after each redraw of it): a square badge "P1" in the player's
/// colour with a white border, unlike the route's round numbered marks, in the lower part of the square so that the
/// square's number (top left) stays in sight, a little apart when they share a square.
export function drawTokens(squares = game ? positions(game) : null) {
  const picture = view && view.querySelector('svg');
  if (!picture) return;
  let layer = picture.querySelector('g.tokens');
  if (!squares || !$('play-panel').open) {  // no tokens while Play is closed
    if (layer) layer.remove();
    return;
  }
  if (!layer) {
    layer = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    layer.setAttribute('class', 'tokens');
    layer.setAttribute('aria-hidden', 'true');
    picture.append(layer);
  }
  squares.forEach((square, i) => {
    const rect = picture.querySelector(`rect[data-label="${square}"]`);
    if (!rect) return;
    const size = Number(rect.getAttribute('width'));
    const x = Number(rect.getAttribute('x')) + size * (0.3 + 0.42 * (i % 2));
    const y = Number(rect.getAttribute('y')) + size * (0.52 + 0.3 * Math.floor(i / 2));
    let token = layer.querySelector(`g[data-player="${i + 1}"]`);
    if (!token) {
      token = document.createElementNS('http://www.w3.org/2000/svg', 'g');
      token.dataset.player = String(i + 1);
      const w = Math.max(12, size * 0.44);
      const h = Math.max(8, size * 0.3);
      token.innerHTML = `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="${h * 0.25}" fill="${colour(i)}" `
        + 'stroke="#fff" stroke-width="2" paint-order="stroke"/>'
        + `<text text-anchor="middle" dy="0.35em" font-size="${Math.max(7, h * 0.7)}" fill="#fff" font-weight="bold">P${i + 1}</text>`;
      layer.append(token);
    }
    token.dataset.square = String(square);
    token.style.transform = `translate(${x}px, ${y}px)`;
  });
  for (const token of layer.querySelectorAll('g[data-player]')) {
    if (Number(token.dataset.player) > squares.length) token.remove();
  }
}

function wire() {
  $('play-panel').addEventListener('toggle', () => {
    if ($('play-panel').open) {
      load();
      // The dice are under the board: both on screen together (the board fits above them, style.css).
      $('play-roll').parentElement.scrollIntoView({ block: 'end', behavior: 'instant' });
    } else {
      drawTokens(null);
    }
    showLegend();
  });
  $('play-new').addEventListener('click', () => { if (board && board.faces) start(); });
  // New choices: the suggestion follows them (the game itself is played with the die alone).
  for (const id of CHOICE_FIELDS) $(id).addEventListener('change', () => { if (game) showSuggestion(); });
  $('play-players').addEventListener('change', () => { if (board && board.faces) start(); });
  // New rules: a new game under them (the die, the start and every roll are the engine's under the rules).
  for (const id of ['die', 'overshoot', 'start', 'again', 'again-limit', 'chain', 'jump-costs-a-roll']) {
    $(id).addEventListener('change', () => {
      if (!board) return;
      Object.assign(board, { rules: null, start: null, faces: null });
      game = null;
      showGame();
      if ($('play-panel').open) load();
    });
  }
  // The die: a face by its weights, from 53 random bits of crypto's.
  $('play-roll').addEventListener('click', () => {
    if (!board || !board.faces) return;
    const bits = new Uint32Array(2);
    crypto.getRandomValues(bits);
    roll(drawFace(board.faces, (bits[0] * 2 ** 21 + (bits[1] >>> 11)) / 2 ** 53));
  });
}

wire();
