// The form's fields as the library's option rows: each field of the analysis and Design panels names its row of a
// table /api/info lists (snl/options.hpp) and, for a number inside a composite value (a target's tolerance, the K of
// the best play within K rolls), the row's value part. The page takes every field's least and largest value, its
// step, its default and its help from those rows when it loads: index.html and the modules write none of them.
// fieldAttributes is pure (tested by tests/web/options.test.mjs against /api/info); applyFields sets them.

/// Every field that holds an option's value: its element's id, the command's table, the row and, for one number of
/// a composite value, the part. `shown`: how the default shows in an empty field — 'value' (the field holds it, as
/// the person could have typed it) or 'placeholder' (the field stays empty, and empty means the library's default).
export const FIELDS = [
  // The analysis panel's rules (rows of snl analyze's table, the rules' own).
  { id: 'die', table: 'analyze', row: 'die', shown: 'value' },
  { id: 'overshoot', table: 'analyze', row: 'overshoot', shown: 'value' },
  { id: 'start', table: 'analyze', row: 'start', shown: 'value' },
  { id: 'again', table: 'analyze', row: 'again', shown: 'value' },
  { id: 'again-limit', table: 'analyze', row: 'again_limit', shown: 'value' },
  { id: 'chain', table: 'analyze', row: 'chain', shown: 'value' },
  { id: 'jump-costs-a-roll', table: 'analyze', row: 'jump_costs_a_roll', shown: 'value' },
  { id: 'players', table: 'analyze', row: 'players', shown: 'value' },
  // The player's choices and the best play's goal.
  { id: 'or-die', table: 'analyze', row: 'or_die', shown: 'value' },
  { id: 'adjust', table: 'analyze', row: 'adjust', shown: 'value' },
  { id: 'adjust-by', table: 'analyze', row: 'adjust_by', shown: 'value' },
  { id: 'may-refuse', table: 'analyze', row: 'may_refuse', shown: 'value' },
  { id: 'optimal-goal', table: 'analyze', row: 'optimal', shown: 'value' },
  { id: 'optimal-within', table: 'analyze', row: 'optimal_within', shown: 'value' },
  // The parts the boxes ask for: the handicap's tolerance (its row's default is 0, not asked; its part offers the
  // usual tolerance).
  { id: 'handicap-tolerance', table: 'analyze', row: 'handicap', part: 'tolerance', shown: 'value' },
  // The heat map's picture (rows of snl render's table).
  { id: 'heat-scale', table: 'render', row: 'heat_scale', shown: 'value' },
  { id: 'heat-jumps', table: 'render', row: 'jumps', shown: 'value' },
  // The Design panel (rows of snl design's table; a target's number and its tolerance are parts of one value).
  { id: 'design-side', table: 'design', row: 'side', shown: 'value' },
  { id: 'design-ladders', table: 'design', row: 'ladders', shown: 'value' },
  { id: 'design-snakes', table: 'design', row: 'snakes', shown: 'value' },
  { id: 'design-max-changes', table: 'design', row: 'max_changes', shown: 'value' },
  { id: 'design-expected', table: 'design', row: 'expected', part: 'value', shown: 'value' },
  { id: 'design-expected-tol', table: 'design', row: 'expected', part: 'tolerance', shown: 'placeholder' },
  { id: 'design-sd', table: 'design', row: 'sd', part: 'value', shown: 'value' },
  { id: 'design-sd-tol', table: 'design', row: 'sd', part: 'tolerance', shown: 'placeholder' },
  { id: 'design-within-rolls', table: 'design', row: 'within', part: 'rolls', shown: 'value' },
  { id: 'design-within-chance', table: 'design', row: 'within', part: 'probability', shown: 'value' },
  { id: 'design-fair', table: 'design', row: 'fair', part: 'players', shown: 'value' },
  { id: 'design-fair-tol', table: 'design', row: 'fair', part: 'tolerance', shown: 'placeholder' },
  { id: 'design-seed', table: 'design', row: 'seed', shown: 'value' },
  { id: 'design-least', table: 'design', row: 'least', shown: 'value' },
  { id: 'design-median', table: 'design', row: 'median', shown: 'value' },
  { id: 'design-percentile-p', table: 'design', row: 'percentile', part: 'percent', shown: 'value' },
  { id: 'design-percentile-goal', table: 'design', row: 'percentile', part: 'rolls', shown: 'value' },
  { id: 'design-turns', table: 'design', row: 'turns', part: 'value', shown: 'value' },
  { id: 'design-turns-tol', table: 'design', row: 'turns', part: 'tolerance', shown: 'placeholder' },
  { id: 'design-win-player', table: 'design', row: 'win', part: 'player', shown: 'value' },
  { id: 'design-players', table: 'design', row: 'players', shown: 'value' },
  { id: 'design-win-goal', table: 'design', row: 'win', part: 'probability', shown: 'value' },
];

/// What the panels hold when the page opens, for rows that have no default of their own (the library asks for no
/// target and no count unless told): an example request that works at the first press, not a fact of the library.
/// tests/web/options.test.mjs checks that none of these shadows a default the library has.
export const STARTING_VALUES = {
  'optimal-within': '30',
  'design-ladders': '8',
  'design-snakes': '10',
  'design-max-changes': '2',
  'design-expected': '30',
  'design-win-player': '1',
};

/// The row `field` names in /api/info's `info`, and its part (the row's own part for a plain number); throws when
/// the table has no such row or part (the page and the library disagree).
export function rowOf(info, field) {
  const row = (info.options[field.table] || []).find((r) => r.name === field.row);
  if (!row) throw new Error(`${field.id}: the table of ${field.table} has no row ${field.row}`);
  const partName = field.part || field.row;
  const part = (row.parts || []).find((p) => p.name === partName) || null;
  if (field.part && !part) throw new Error(`${field.id}: the row ${field.row} has no part ${field.part}`);
  return { row, part };
}

/// The attributes of the field's element that come from its row: min, max and step for a number (from its part),
/// the default as its value or placeholder, the row's help as its title. An attribute the row does not give is
/// absent ('' bounds are unbounded). A text field (a die, a range) gets no bounds: the engine reads and checks it.
export function fieldAttributes(info, field, kind) {
  const { row, part } = rowOf(info, field);
  const attributes = { title: part && part.help ? `${row.help} — ${part.help}` : row.help };
  if (kind === 'number' && part) {
    if (part.low !== '') attributes.min = part.low;
    if (part.high !== '') attributes.max = part.high;
    attributes.step = part.kind === 'whole' ? '1' : 'any';
  }
  const fallback = part && field.part ? part.default : row.default;
  if (fallback !== '' && fallback !== undefined) attributes[field.shown === 'placeholder' ? 'placeholder' : 'value'] = fallback;
  else if (STARTING_VALUES[field.id] !== undefined) attributes.value = STARTING_VALUES[field.id];
  return attributes;
}

/// The defaults of the rule fields the address keeps ({name: default} by the rows' names), from /api/info.
export function ruleDefaults(info, names) {
  const rows = new Map((info?.options?.analyze || []).map((r) => [r.name, r]));
  return Object.fromEntries(names.map((name) => [name, rows.get(name)?.default ?? '']));
}

let known = null;  // /api/info, once the page has it

/// Sets every field's attributes from /api/info (`info`) in `doc`, its value included (a link's rules are restored
/// over them after). Keeps `info` for analysisDefaults and partDefault.
export function applyFields(info, doc = document) {
  known = info;
  for (const field of FIELDS) {
    const element = doc.getElementById(field.id);
    if (!element) continue;
    const kind = element.tagName === 'SELECT' ? 'select' : element.type;
    const attributes = fieldAttributes(info, field, kind);
    for (const [name, value] of Object.entries(attributes)) {
      if (name === 'value') element.value = value;
      else element.setAttribute(name, value);
    }
  }
}

/// The defaults of snl analyze's rows ({name: default}, '' for a row without one), as the page's queries leave a field
/// at its default out (words.js's ruleParams and choiceParams); {} before /api/info.
export function analysisDefaults() {
  return Object.fromEntries((known?.options?.analyze || []).map((r) => [r.name, r.default]));
}

/// The default of a part of a row of snl analyze's table (the handicap's usual tolerance), '' before /api/info.
export function partDefault(row, part) {
  const found = (known?.options?.analyze || []).find((r) => r.name === row);
  return found?.parts?.find((p) => p.name === part)?.default ?? '';
}
