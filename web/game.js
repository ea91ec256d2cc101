// A game of Play as a value: each player's token as the engine's state {square, agains, turn_start, jump_pending},
// whose turn it is, the rolls each has made, and what the last roll did. Every rule comes from the engine under the analysis
// panel's rules: where tokens start and the die's faces (/api/layers?play=1), and what each roll does
// (/api/layers?roll=F&from=S, snl::play_roll: "next", "finished", "again"). The page decides no rule: it keeps the
// score and draws a face by the die's weights. Pure functions.

/// A new game for `players` tokens, all on the engine's `start` square (0: off the board).
export function newGame(players, start) {
  const token = { square: start, agains: 0, turn_start: start };
  return { tokens: Array.from({ length: players }, () => ({ ...token })), rolls: Array(players).fill(0), turn: 0,
    winner: null, last: null };
}

/// The square each player's token stands on.
export function positions(game) {
  return game.tokens.map((token) => token.square);
}

/// The query parameters that ask the engine for a roll of `face` by the player whose turn it is.
export function rollQuery(game, face) {
  return { roll: String(face), from: String(game.tokens[game.turn].square), ...midTurn(game) };
}

/// The query parameters that ask the engine for each player's chance to win from here (the engine's turn is
/// 1-based; the game's is an index).
export function raceQuery(game) {
  return { race: positions(game).join(','), turn: String(game.turn + 1), ...midTurn(game) };
}

/// How far into its turn the token to move is, when it is mid-turn, and whether it waits on a costly jump's head.
function midTurn(game) {
  const token = game.tokens[game.turn];
  const params = token.agains > 0 ? { agains: String(token.agains), turn_start: String(token.turn_start) } : {};
  if (token.jump_pending) params.pending = '1';
  return params;
}

/// The game after the engine's answer `roll` (/api/layers' "roll") for the player whose turn it is: the token takes
/// the engine's next state, a finished token wins, and the turn passes on unless the roll rolls again.
export function applyRoll(game, roll) {
  if (game.winner !== null) return game;
  const player = game.turn;
  const tokens = game.tokens.slice();
  tokens[player] = roll.next;
  const rolls = game.rolls.slice();
  rolls[player] += 1;
  const winner = roll.finished ? player : null;
  const turn = winner !== null || roll.again ? player : (player + 1) % tokens.length;
  return { tokens, rolls, turn, winner, last: { player, ...roll } };
}

/// A face drawn by the die's weights: `faces` is the engine's [[value, weight], …] and `random` a number in [0, 1).
export function drawFace(faces, random) {
  const total = faces.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random * total;
  for (const [value, weight] of faces) {
    if (left < weight) return value;
    left -= weight;
  }
  return faces[faces.length - 1][0];  // rounding at the very top
}

/// The game in words: the last roll, whose turn it is or who won, and each player's square.
export function describeGame(game) {
  const lines = [];
  const l = game.last;
  if (l) {
    let said = `Player ${l.player + 1} rolled a ${l.face}: `;
    if (l.voided) said += `the again limit voids the turn, back to ${l.ended}`;
    else if (l.from.jump_pending) said += `takes the ${l.ended > l.landed ? 'ladder up' : 'snake down'} to ${l.ended}`;
    else {
      said += l.landed === l.from.square ? `stays on ${l.landed}` : `${l.from.square} → ${l.landed}`;
      if (l.ended !== l.landed) said += `, then the ${l.ended > l.landed ? 'ladder up' : 'snake down'} to ${l.ended}`;
    }
    if (l.next && l.next.jump_pending && !l.finished) said += `; that jump costs a roll: the next roll takes it`;
    if (l.again) said += ', and rolls again';
    lines.push(said + '.');
  }
  if (game.winner !== null) {
    lines.push(`Player ${game.winner + 1} wins, in ${game.rolls[game.winner]} roll${game.rolls[game.winner] === 1 ? '' : 's'}.`);
  } else {
    lines.push(`Player ${game.turn + 1} to roll.`);
  }
  positions(game).forEach((square, i) => {
    const where = square === 0 ? 'off the board' : `on square ${square}`;
    lines.push(`Player ${i + 1}: ${where}${i === game.winner ? ', finished' : ''}.`);
  });
  return lines;
}
