// Editing a board by clicking squares, as pure functions of the jumps ([[from, to], ...]) and the selection: what
// a click means, never a rule of the game (the server checks every board the edits make).

/// The jump starting on `label`, or undefined.
export function jumpFrom(jumps, label) {
  return jumps.find(([from]) => from === label);
}

export function kindOf([from, to]) {
  return to > from ? 'ladder' : to < from ? 'snake' : 'self-jump';
}

/// What a click on square `label` does, in `mode` ('add' or 'remove'), with `selected` ({from, to?} or null) and
/// `movingHead` (the selected jump's start is being moved). Returns {jumps} when the board changes, else
/// {selected, movingHead, hint, actions} (actions: whether the selected jump's buttons show); `hint` may come with
/// either.
export function click(jumps, label, { mode = 'add', selected = null, movingHead = false } = {}) {
  if (mode === 'remove') {
    let kept = jumps.filter(([from]) => from !== label);
    if (kept.length === jumps.length) kept = jumps.filter(([, to]) => to !== label);
    if (kept.length === jumps.length) return { hint: `Square ${label} has no snake or ladder to remove.` };
    return { jumps: kept };
  }
  if (!selected) {
    const existing = jumpFrom(jumps, label);
    return {
      selected: existing ? { from: label, to: existing[1] } : { from: label },
      movingHead: false,
      actions: Boolean(existing),
      hint: existing
        ? `${existing[1] > label ? 'Ladder' : 'Snake'} ${label} → ${existing[1]} selected: click a square to move ` +
          'its end there, or use the buttons.'
        : `Square ${label}: now click where the new snake or ladder leads (a higher square: a ladder; lower: a snake).`,
    };
  }
  if (label === selected.from) return { selected: null, movingHead: false, actions: false, hint: idleHint };
  if (movingHead) {
    // The start of the selected jump moves to `label`, keeping its end.
    return { jumps: [...jumps.filter(([from]) => from !== selected.from && from !== label), [label, selected.to]] };
  }
  return { jumps: [...jumps.filter(([from]) => from !== selected.from), [selected.from, label]] };
}

export const idleHint = 'Click a square to start a snake or ladder there.';

/// The jumps without the one starting on `from`.
export function without(jumps, from) {
  return jumps.filter(([head]) => head !== from);
}
