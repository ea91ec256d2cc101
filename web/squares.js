// The squares of the picture for the keyboard and for hover or focus: which square is next in a direction (from
// the picture's own geometry, not the numbering rule), and what the page says about one square (from the API's
// jumps and BFS distances). Pure functions.

/// The square next to `from` in `direction` ('left', 'right', 'up', 'down') among `squares` ([{label, x, y}],
/// the centres as the picture draws them): the nearest one whose centre lies that way, mostly along that axis;
/// `from` itself when there is none.
export function neighbour(squares, from, direction) {
  const here = squares.find((s) => s.label === from);
  if (!here) return squares.length ? squares[0].label : from;
  const [dx, dy] = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] }[direction];
  let best = null;
  let bestCost = Infinity;
  for (const s of squares) {
    const along = (s.x - here.x) * dx + (s.y - here.y) * dy;
    const across = Math.abs((s.x - here.x) * dy) + Math.abs((s.y - here.y) * dx);
    if (along <= 0.5 || across > along) continue;
    const cost = along + 2 * across;
    if (cost < bestCost) {
      bestCost = cost;
      best = s;
    }
  }
  return best ? best.label : from;
}

/// What the page says about square `label`: its number, its jump (or the jump that ends there), and the least rolls
/// that stand on it from the start; for a square no turn ends on, why. `jumps` [[from, to]], `distances` the
/// /api/layers array (index label − 1; −1 for never stood on), or null when the layers are not known.
export function squareInfo(label, jumps, distances, squares) {
  return squareWords(jumps, distances, squares)(label);
}

/// squareInfo for many squares of one board: the jumps are indexed once.
export function squareWords(jumps, distances, squares) {
  const own = new Map(jumps.map(([from, to]) => [from, to]));
  const into = new Map();
  for (const [from, to] of jumps) {
    if (into.has(to)) into.get(to).push(from);
    else into.set(to, [from]);
  }
  return (label) => {
    const parts = [`Square ${label}`];
    const to = own.get(label);
    const from = into.get(label);
    if (to !== undefined) parts.push(`${to > label ? 'a ladder up' : to < label ? 'a snake down' : 'a jump'} to ${to}`);
    if (from) parts.push(`reached by the jump${from.length > 1 ? 's' : ''} from ${from.join(', ')}`);
    if (label === squares) parts.push('the last square');
    if (distances) {
      const d = distances[label - 1];
      if (label === 1) {
        parts.push(to !== undefined ? 'the start: you begin here, and its own jump is never taken (a jump is taken only at the end of a roll)' : 'the start');
      } else if (d >= 0) {
        parts.push(`${d} roll${d === 1 ? '' : 's'} from the start at least`);
      } else if (to !== undefined) {
        parts.push('no turn ends here: a roll that lands here moves on at once');
      } else {
        parts.push('unreachable: no choice of rolls ever stands here');
      }
    }
    return parts.join(' · ');
  };
}

/// The board in a sentence for a screen reader, from /api/board and the answer's heading.
export function boardSummary(board, answer) {
  const size = board.n !== null ? `${board.n} by ${board.n} board` : `track of ${board.squares} squares`;
  const ladders = board.jumps.filter(([f, t]) => t > f);
  const snakes = board.jumps.filter(([f, t]) => t < f);
  const list = (jumps, most = 12) => jumps.slice(0, most).map(([f, t]) => `${f} to ${t}`).join(', ')
    + (jumps.length > most ? ` and ${jumps.length - most} more` : '');
  let text = `A ${size}, squares 1 to ${board.squares}.`;
  text += ladders.length ? ` ${ladders.length} ladder${ladders.length > 1 ? 's' : ''}: ${list(ladders)}.` : ' No ladders.';
  text += snakes.length ? ` ${snakes.length} snake${snakes.length > 1 ? 's' : ''}: ${list(snakes)}.` : ' No snakes.';
  return `${text} ${answer}. Arrow keys move between squares, Enter edits the square.`;
}
