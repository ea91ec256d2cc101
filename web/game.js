// A game of Play as a value: where each player's token stands, whose turn it is, and what the last roll did. Every
// move comes from the engine (/api/layers?play=1: "moves", per square and roll, [land, end] or null for a roll past
// the last square); the page only keeps the score. Pure functions.

/// A new game for `players` tokens, all on square 1.
export function newGame(players) {
  return { positions: Array(players).fill(1), rolls: Array(players).fill(0), turn: 0, winner: null, last: null };
}

/// The game after the player whose turn it is rolls `roll` (1-based) on a board with these `moves` and `squares`:
/// the token moves to the roll's end (staying put for a roll past the last square), the first token on the last
/// square wins, and the turn passes on. `last` says what happened: {player, roll, from, land, end} (land null:
/// the roll passed the last square).
export function playRoll(game, roll, moves, squares) {
  if (game.winner !== null) return game;
  const player = game.turn;
  const from = game.positions[player];
  const move = moves[from - 1][roll - 1];
  const end = move ? move[1] : from;
  const positions = game.positions.slice();
  positions[player] = end;
  const rolls = game.rolls.slice();
  rolls[player] += 1;
  const winner = end === squares ? player : null;
  return { positions, rolls, winner, turn: winner === null ? (player + 1) % positions.length : player,
    last: { player, roll, from, land: move ? move[0] : null, end } };
}

/// The game in words: the last roll, then each player's square and least rolls still needed (`toFinish`, per square).
export function describeGame(game, toFinish) {
  const lines = [];
  const l = game.last;
  if (l) {
    let said = `Player ${l.player + 1} rolled a ${l.roll}: `;
    if (l.land === null) said += `too far, stays on ${l.from}`;
    else if (l.land === l.end) said += `${l.from} → ${l.end}`;
    else said += `${l.from} → ${l.land}, then the ${l.end > l.land ? 'ladder up' : 'snake down'} to ${l.end}`;
    lines.push(said + '.');
  }
  if (game.winner !== null) {
    lines.push(`Player ${game.winner + 1} wins, in ${game.rolls[game.winner]} roll${game.rolls[game.winner] === 1 ? '' : 's'}.`);
  } else {
    lines.push(`Player ${game.turn + 1} to roll.`);
  }
  game.positions.forEach((square, i) => {
    const need = toFinish[square - 1];
    const left = need < 0 ? 'can no longer finish' : need === 0 ? 'finished' : `at least ${need} roll${need === 1 ? '' : 's'} still needed`;
    lines.push(`Player ${i + 1}: on square ${square}, ${left}.`);
  });
  return lines;
}
