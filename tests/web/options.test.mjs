// tests/web/options.test.mjs — the page's form fields are the library's option tables (snl/options.hpp), as the
// engine lists them in /api/info: every field of the analysis panel and the Design panel names a row of the table of
// snl analyze or snl design, shows that row's default, keeps to its range, and offers its choices; and the queries
// the page builds (words.js) use only the tables' names. Run by ctest with SNL_API_INFO, a program that prints what
// the API's /api/info answers (tests/web/api_info.cpp).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { choiceParams, designParams, ruleParams } from '../../web/words.js';

const info = JSON.parse(execFileSync(process.env.SNL_API_INFO, { encoding: 'utf8' }));
const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
const table = (command) => new Map(info.options[command].map((row) => [row.name, row]));

/// Every <input> or <select> of the page whose id starts with `prefix` (and is in `ids` when given), with its
/// attributes and, for a select, its options' values.
function fields(ids) {
  const out = [];
  for (const match of html.matchAll(/<(input|select)\b([^>]*)>/g)) {
    const attributes = Object.fromEntries([...match[2].matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (!attributes.id || !ids(attributes.id)) continue;
    const field = { tag: match[1], ...attributes };
    if (match[1] === 'select') {
      const end = html.indexOf('</select>', match.index);
      field.options = [...html.slice(match.index, end).matchAll(/<option(?: value="([^"]*)")?>([^<]*)</g)]
        .map((m) => (m[1] !== undefined ? m[1] : m[2]));
    }
    out.push(field);
  }
  return out;
}

/// Checks a field against its row: the default shown (value, or the first option of a select), the range, choices.
function checkField(field, row) {
  assert.ok(row, `${field.id} names no option of the table`);
  const shown = field.tag === 'select' ? field.options[0] : field.value;
  if (shown !== undefined && row.default !== '') assert.equal(shown, row.default, `${field.id}: the default`);
  const range = row.values.match(/^(\d+)\.\.(\d+)$/);
  if (range && field.type === 'number') {
    if (field.min !== undefined) assert.equal(field.min, range[1], `${field.id}: the least value`);
    if (field.max !== undefined) assert.equal(field.max, range[2], `${field.id}: the largest value`);
  }
  if (field.tag === 'select' && row.kind === 'choice') assert.deepEqual([...field.options].sort(), [...row.choices].sort());
}

const ANALYSIS_FIELDS = ['die', 'overshoot', 'start', 'again', 'again-limit', 'chain', 'jump-costs-a-roll', 'players'];

test('the analysis panel\'s fields are rows of the table of snl analyze', () => {
  const rows = table('analyze');
  const found = fields((id) => ANALYSIS_FIELDS.includes(id));
  assert.equal(found.length, ANALYSIS_FIELDS.length);
  for (const field of found) checkField(field, rows.get(field.id.replaceAll('-', '_')));
});

test('the analysis panel\'s boxes each ask for a row of the table of snl analyze, named as the box', () => {
  const rows = table('analyze');
  const boxes = ['fastest', 'jumps-effect', 'jump-use', 'add-effects', 'handicap'];
  assert.equal(fields((id) => boxes.includes(id)).length, boxes.length);
  for (const id of boxes) assert.ok(rows.has(id.replaceAll('-', '_')), id);
  // The page asks the handicap at a tolerance the row accepts.
  const tolerance = readFileSync(new URL('../../web/analysis.js', import.meta.url), 'utf8').match(/HANDICAP_TOLERANCE = '([^']+)'/)[1];
  const [low, high] = rows.get('handicap').values.split('..').map(Number);
  assert.ok(Number(tolerance) > low && Number(tolerance) <= high, tolerance);
});

test('the choices\' fields are rows of the table of snl analyze (the goal and its K: parts of optimal)', () => {
  const rows = table('analyze');
  const ids = ['or-die', 'adjust', 'adjust-by', 'may-refuse'];
  const found = fields((id) => ids.includes(id));
  assert.equal(found.length, ids.length);
  for (const field of found) checkField(field, rows.get(field.id.replaceAll('-', '_')));
  assert.ok(rows.has('optimal'));
  const goals = fields((id) => id === 'optimal-goal')[0].options;
  assert.deepEqual(goals, ['rolls', 'within', 'win']);
  for (const goal of ['rolls', 'within:', 'win']) assert.match(rows.get('optimal').values, new RegExp(goal.replace(':', ':K')));
  // What the page asks: the rows' names only, and nothing without a choice.
  assert.deepEqual(choiceParams({}), {});
  const asked = choiceParams({ orDie: '4', adjust: 'coin', adjustBy: '2', mayRefuse: 'snakes', goal: 'within', within: '30' });
  assert.deepEqual(asked, { or_die: '4', adjust: 'coin', adjust_by: '2', may_refuse: 'snakes', optimal: 'within:30' });
  for (const name of Object.keys(asked)) assert.ok(rows.has(name), name);
  // The policy map is a kind of heat map of snl render.
  assert.ok(table('render').get('heat').choices.includes('policy'));
});

test('the analysis panel\'s heat-map fields are rows of the table of snl render', () => {
  const rows = table('render');
  const names = new Map([['heat-scale', 'heat_scale'], ['heat-jumps', 'jumps']]);
  const found = fields((id) => names.has(id));
  assert.equal(found.length, names.size);
  for (const field of found) checkField(field, rows.get(names.get(field.id)));
});

test('the Design panel\'s fields are rows of the table of snl design, but the parts of one value', () => {
  const rows = table('design');
  // Fields that are one part of a row's value (expected X, then :TOL) or the page's own choices.
  const parts = new Map([['expected-tol', 'expected'], ['sd-tol', 'sd'], ['within-rolls', 'within'],
    ['within-chance', 'within'], ['fair-tol', 'fair'], ['from', null], ['percentile-p', 'percentile'],
    ['percentile-goal', 'percentile'], ['turns-tol', 'turns'], ['win-player', 'win'], ['win-goal', 'win']]);
  for (const field of fields((id) => id.startsWith('design-'))) {
    const id = field.id.slice('design-'.length);
    if (parts.has(id)) {
      if (parts.get(id)) assert.ok(rows.has(parts.get(id)), `${id} is part of ${parts.get(id)}`);
      continue;
    }
    checkField(field, rows.get(id.replaceAll('-', '_')));
  }
  // A tolerance left empty is the library's default, which the page shows as a placeholder.
  const tolerance = (id) => fields((f) => f === id)[0].placeholder ?? fields((f) => f === id)[0].value;
  assert.match(rows.get('expected').help, new RegExp(`default ${tolerance('design-expected-tol').replace('.', '\\.')}\\)`));
  assert.match(rows.get('fair').help, new RegExp(`default ${tolerance('design-fair-tol').replace('.', '\\.')}\\)`));
});

test('the queries the page builds use only the tables\' names', () => {
  const analyze = table('analyze');
  for (const name of Object.keys(ruleParams({ die: '2d6', overshoot: 'bounce', start: '0', again: '6', againLimit: '3', chain: '1', jumpCosts: '80' }))) {
    assert.ok(analyze.has(name), name);
  }
  const design = table('design');
  const f = { from: false, side: '10', maxChanges: '2', ladders: '8', snakes: '10', expected: '30', expectedTolerance: '1',
    sd: '5', sdTolerance: '', withinRolls: '80', withinChance: '0.9', fair: '2', fairTolerance: '', chains: true, seed: '3',
    least: '10..', median: '30', percentile: '90', percentileGoal: '..160', turns: '25', turnsTolerance: '1', winPlayer: '1',
    players: '3', winGoal: '..0.4' };
  for (const name of Object.keys(designParams(f, ruleParams({ die: '6', overshoot: 'stay', start: '1', again: '', againLimit: '' })))) {
    assert.ok(design.has(name), name);
  }
  for (const name of Object.keys(designParams({ ...f, from: true }, {}))) assert.ok(design.has(name), name);
});
