// tests/web/options.test.mjs — the page's form fields are the library's option tables (snl/options.hpp), as the
// engine lists them in /api/info: every field of the analysis panel and the Design panel names a row of the table of
// snl analyze, snl render or snl design (and the part of a composite value it holds) in web/fields.js, takes its
// bounds, step, default and help from that row at load, and restates none in index.html or the modules; the queries
// the page builds (words.js) use only the tables' names; every figure of the registry of the parts of an analysis
// (/api/info's "sections") has the page's words; the engine reads die specs for the page (/api/die). Run by ctest with
// SNL_API_INFO, a program that prints what the API's /api/info answers, or another endpoint's answer
// (tests/web/api_info.cpp). tests/browser/viewer.test.mjs checks the same fields in the page as loaded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

import { FIELDS, STARTING_VALUES, fieldAttributes, rowOf, ruleDefaults } from '../../web/fields.js';
import { RULE_SETTINGS, VIEW_DEFAULTS, fromFragment, toFragment } from '../../web/share.js';
import { FIELD_WORDS, choiceParams, designParams, ruleParams } from '../../web/words.js';
import { FIGURE_WORDS, analysisFacts, bestPlayWords } from '../../web/analysis_words.js';

const info = JSON.parse(execFileSync(process.env.SNL_API_INFO, { encoding: 'utf8' }));
const web = new URL('../../web/', import.meta.url);
const html = readFileSync(new URL('index.html', web), 'utf8');
const table = (command) => new Map(info.options[command].map((row) => [row.name, row]));
const defaults = (command) => Object.fromEntries(info.options[command].map((row) => [row.name, row.default]));

/// Another endpoint that reads no board, answered by the same program: [status 200?, JSON].
function endpoint(path, query) {
  const run = spawnSync(process.env.SNL_API_INFO, [path, query], { encoding: 'utf8' });
  return [run.status === 0, JSON.parse(run.stdout)];
}

/// Every <input> or <select> of index.html, by id, with its attributes and, for a select, its options' values.
function elements() {
  const out = new Map();
  for (const match of html.matchAll(/<(input|select)\b([^>]*)>/g)) {
    const attributes = Object.fromEntries([...match[2].matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1], m[2] ?? '']));
    if (!attributes.id) continue;
    const element = { tag: match[1], ...attributes };
    if (match[1] === 'select') {
      const end = html.indexOf('</select>', match.index);
      element.options = [...html.slice(match.index, end).matchAll(/<option\b([^>]*)>([^<]*)</g)].map((m) => {
        const value = m[1].match(/value="([^"]*)"/);
        return { value: value ? value[1] : m[2], selected: /\bselected\b/.test(m[1]) };
      });
    }
    out.set(attributes.id, element);
  }
  return out;
}

const page = elements();
const kindOf = (element) => (element.tag === 'select' ? 'select' : element.type);

/// The ids of the option fields in the analysis and Design panels' markup (every <input>/<select> there but the
/// page's own switches: which figures to show, how to draw them, Analyze/Design).
function panelFields() {
  const ids = [];
  for (const id of ['analysis', 'design-panel']) {
    const start = html.indexOf(`<details id="${id}"`);
    const end = html.indexOf('</details>', start);
    for (const m of html.slice(start, end).matchAll(/<(?:input|select)\b[^>]*\bid="([^"]+)"/g)) ids.push(m[1]);
  }
  return ids;
}
const PAGE_SWITCHES = ['fastest', 'jumps-effect', 'jump-use', 'add-effects', 'handicap', 'per-square', 'design-chains',
  'design-from'];

test('every option field of the panels is a row (or a part of one) in web/fields.js, and every entry a field', () => {
  const listed = new Set(FIELDS.map((f) => f.id));
  assert.equal(listed.size, FIELDS.length, 'each field once');
  for (const id of panelFields()) {
    if (PAGE_SWITCHES.includes(id)) continue;
    assert.ok(listed.has(id), `${id}: a field of the panels that names no row in web/fields.js`);
  }
  for (const field of FIELDS) {
    assert.ok(page.has(field.id), `${field.id}: no such field in index.html`);
    assert.doesNotThrow(() => rowOf(info, field), `${field.id}: its row (and part) are in /api/info`);
  }
  // The boxes each ask for a row of snl analyze, named as the box.
  const rows = table('analyze');
  for (const id of ['fastest', 'jumps-effect', 'jump-use', 'add-effects', 'handicap']) {
    assert.ok(rows.has(id.replaceAll('-', '_')), id);
  }
  assert.ok(table('design').has('chains') && table('design').has('from'));
});

test('index.html restates no bound, step or default of a row: the page takes them from /api/info', () => {
  for (const field of FIELDS) {
    const element = page.get(field.id);
    for (const attribute of ['min', 'max', 'step', 'value']) {
      assert.equal(element[attribute], undefined, `${field.id} has ${attribute}="${element[attribute]}" in index.html`);
    }
    if (element.placeholder !== undefined) {
      assert.ok(!/^[\d.]+$/.test(element.placeholder), `${field.id}: a number as placeholder (${element.placeholder})`);
    }
    if (element.tag === 'select') {
      assert.ok(element.options.every((o) => !o.selected), `${field.id}: a default option chosen in index.html`);
    }
  }
  // No number field anywhere in the two panels carries a bound of its own.
  for (const id of panelFields()) {
    const element = page.get(id);
    if (element.type === 'number') assert.equal(element.min ?? element.max ?? element.step, undefined, id);
  }
  // Play's players are the race's limit (/api/info's race_players), filled in at load.
  assert.deepEqual(page.get('play-players').options, [], 'play-players lists no numbers of its own');
});

test('web/*.js restates no bound or default of a field\'s row (the starting example request aside)', () => {
  const facts = new Set();
  for (const field of FIELDS) {
    const { row, part } = rowOf(info, field);
    for (const value of [row.default, part?.low, part?.high, part?.default]) {
      // '0' and '1' are everywhere (indices, flags), and 'none' is also the page's word for an empty list; every
      // other bound or default is a fact of the library.
      if (value && !['0', '1', 'none'].includes(value)) facts.add(value);
    }
  }
  for (const name of readdirSync(web).filter((n) => n.endsWith('.js'))) {
    let text = readFileSync(new URL(name, web), 'utf8');
    if (name === 'fields.js') text = text.replace(/export const STARTING_VALUES = \{[^}]*\};/, '');
    // As a JavaScript string (the modules quote with '…'; "…" is markup inside them, as stroke-width="2").
    for (const value of facts) {
      assert.ok(!text.includes(`'${value}'`), `web/${name} restates '${value}', a bound or default /api/info gives`);
    }
  }
});

test('each field\'s bounds, step, default and help are its row\'s (its part\'s) in /api/info', () => {
  for (const field of FIELDS) {
    const element = page.get(field.id);
    const kind = kindOf(element);
    const { row, part } = rowOf(info, field);
    const attributes = fieldAttributes(info, field, kind);
    assert.ok(attributes.title.startsWith(row.help), `${field.id}: the row's help`);
    if (kind === 'number') {
      assert.ok(part, `${field.id}: a number field holds a number of the row (a part)`);
      assert.ok(['whole', 'real'].includes(part.kind), `${field.id}: ${part.kind}`);
      assert.equal(attributes.min, part.low === '' ? undefined : part.low, `${field.id}: the least value`);
      assert.equal(attributes.max, part.high === '' ? undefined : part.high, `${field.id}: the largest value`);
      assert.equal(attributes.step, part.kind === 'whole' ? '1' : 'any', `${field.id}: the step`);
    } else {
      assert.equal(attributes.min, undefined);
      assert.equal(attributes.max, undefined);
    }
    const fallback = field.part ? part.default : row.default;
    if (fallback !== '') {
      assert.equal(attributes[field.shown === 'placeholder' ? 'placeholder' : 'value'], fallback, `${field.id}: the default`);
    }
    if (kind === 'select') {
      const values = element.options.map((o) => o.value);
      if (row.kind === 'choice') assert.deepEqual([...values].sort(), [...row.choices].sort(), field.id);
      else if (row.kind === 'flag') assert.deepEqual([...values].sort(), ['0', '1'], field.id);
      else assert.deepEqual([...values].sort(), part ? range(part).sort() : values, field.id);
      if (fallback !== '') assert.ok(values.includes(fallback), `${field.id}: its default is one of its options`);
    }
  }
  // The figures the tests of issue 50 name: the best play's K, the handicap's tolerance, a design target's tolerance.
  const by = (id) => fieldAttributes(info, FIELDS.find((f) => f.id === id), kindOf(page.get(id)));
  assert.equal(by('optimal-within').max, table('analyze').get('optimal_within').parts[0].high);
  assert.equal(by('handicap-tolerance').value, table('analyze').get('handicap').parts[0].default);
  assert.equal(by('design-expected-tol').placeholder, table('design').get('expected').parts[1].default);
  assert.equal(by('design-fair-tol').placeholder, table('design').get('fair').parts[1].default);
});

/// The whole numbers of a part low..high, as texts (a select over a short range).
function range(part) {
  return Array.from({ length: Number(part.high) - Number(part.low) + 1 }, (_, i) => String(Number(part.low) + i));
}

test('the example request the panels open with fills only fields whose row has no default, within its bounds', () => {
  for (const [id, value] of Object.entries(STARTING_VALUES)) {
    const field = FIELDS.find((f) => f.id === id);
    assert.ok(field, id);
    const { row, part } = rowOf(info, field);
    assert.equal(field.part ? part.default : row.default, '', `${id}: the library has a default; the page shows it`);
    if (part && part.kind === 'whole' && /^\d+$/.test(value)) {
      assert.ok(Number(value) >= Number(part.low) && (part.high === '' || Number(value) <= Number(part.high)), id);
    }
  }
});

test('the address leaves out a rule at its row\'s default, from /api/info', () => {
  const rules = ruleDefaults(info, RULE_SETTINGS);
  for (const name of RULE_SETTINGS) assert.equal(rules[name], table('analyze').get(name).default, name);
  const all = { ...VIEW_DEFAULTS, ...rules };
  const fragment = toFragment('size 3\n', { ...all, die: '2d6' }, all);
  assert.equal(fragment, '#text=size+3%0A&die=2d6');
  assert.deepEqual(fromFragment(fragment, all).view, { ...all, die: '2d6' });
});

test('every field the engine may name in a refusal has the page\'s words', () => {
  for (const field of FIELDS) assert.ok(FIELD_WORDS[field.row], `${field.row} (${field.id}) has no words in FIELD_WORDS`);
});

test('the choices and the best play\'s goal are sent as the rows: optimal=within and optimal_within=K', () => {
  const rows = table('analyze');
  const analyze = defaults('analyze');
  assert.deepEqual(choiceParams({ adjust: analyze.adjust, mayRefuse: analyze.may_refuse, goal: 'within', within: '30' },
    analyze), {}, 'no choice: no best play asked');
  const asked = choiceParams({ orDie: '4', adjust: 'coin', adjustBy: '2', mayRefuse: 'snakes', goal: 'within',
    within: '30' }, analyze);
  assert.deepEqual(asked, { or_die: '4', adjust: 'coin', adjust_by: '2', may_refuse: 'snakes', optimal: 'within',
    optimal_within: '30' });
  for (const name of Object.keys(asked)) assert.ok(rows.has(name), name);
  assert.deepEqual(rows.get('optimal').choices, ['rolls', 'within', 'win']);
  assert.equal(rows.get('optimal_within').needs, 'optimal');
  assert.deepEqual(choiceParams({ orDie: '4', goal: 'rolls', within: '30' }, analyze), { or_die: '4', optimal: 'rolls' });
  // The policy map is a kind of heat map of snl render.
  assert.ok(table('render').get('heat').choices.includes('policy'));
});

test('the queries the page builds use only the tables\' names, and leave a field at its default out', () => {
  const analyze = table('analyze');
  const full = ruleParams({ die: '2d6', overshoot: 'bounce', start: '0', again: '6', againLimit: '3', chain: '1',
    jumpCosts: '80' }, defaults('analyze'));
  assert.equal(Object.keys(full).length, 7);
  for (const name of Object.keys(full)) assert.ok(analyze.has(name), name);
  const plain = Object.fromEntries(['die', 'overshoot', 'start', 'again_limit', 'chain'].map((n) => [n, analyze.get(n).default]));
  assert.deepEqual(ruleParams({ die: plain.die, overshoot: plain.overshoot, start: plain.start, again: '',
    againLimit: plain.again_limit, chain: plain.chain }, defaults('analyze')), {}, 'every rule at its default');
  const design = table('design');
  const f = { from: false, side: '10', maxChanges: '2', ladders: '8', snakes: '10', expected: '30', expectedTolerance: '1',
    sd: '5', sdTolerance: '', withinRolls: '80', withinChance: '0.9', fair: '2', fairTolerance: '', chains: true, seed: '3',
    least: '10..', median: '30', percentile: '90', percentileGoal: '..160', turns: '25', turnsTolerance: '1', winPlayer: '1',
    players: '3', winGoal: '..0.4' };
  for (const name of Object.keys(designParams(f, full))) assert.ok(design.has(name), name);
  for (const name of Object.keys(designParams({ ...f, from: true }, {}))) assert.ok(design.has(name), name);
});

test('every figure of the registry of the parts of an analysis has the page\'s words, and the page names them', () => {
  assert.ok(info.sections.length > 0);
  const rows = table('analyze');
  for (const section of info.sections) {
    for (const option of section.options) assert.ok(rows.has(option), `${section.name}: ${option} is a row of analyze`);
    for (const field of section.fields) {
      assert.ok(FIGURE_WORDS[field.name], `${section.name}.${field.name} has no words in web/analysis_words.js's FIGURE_WORDS`);
    }
  }
  const registered = new Set(info.sections.flatMap((s) => s.fields.map((f) => f.name)));
  for (const name of Object.keys(FIGURE_WORDS)) assert.ok(registered.has(name), `FIGURE_WORDS.${name} is no field of the registry`);
  // A field the page has no words of its own for is named by its word, in the registry's order.
  const exact = { expected_rolls: 3, std_dev: 1, min_rolls: 1, median: 3, finish_probability: 1,
    exact: { expected_rolls: '7/2', rolls_variance: '35/12', finish_probability: '1' } };
  const facts = analysisFacts(exact, info.sections);
  assert.deepEqual(facts.at(-1), [FIGURE_WORDS.exact, 'expected rolls: 7/2; rolls variance: 35/12; finish probability: 1']);
});

test('the engine says what a die spec\'s faces are (/api/die), and Play names the faces from it', () => {
  const [ok, dice] = endpoint('/api/die', 'die=2d6&or_die=4;1:1,3:2@2');
  assert.ok(ok);
  assert.equal(dice.name, '2d6');
  assert.deepEqual(dice.faces.map((f) => f.value), [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  assert.deepEqual(dice.or_die.map((d) => [d.name, d.rolls, d.faces.map((f) => f.value)]),
    [['d4', 1, [1, 2, 3, 4]], ['1:1,3:2', 2, [1, 3]]]);
  const [plain, fair] = endpoint('/api/die', '');
  assert.ok(plain);
  assert.equal(fair.name, `d${table('analyze').get('die').default}`, 'no die named: the rules\' default');
  const [refused, why] = endpoint('/api/die', 'die=2d');
  assert.ok(!refused);
  assert.match(why.error, /^query parameter die: /);
  assert.ok(!endpoint('/api/die', 'dice=6')[0], 'an unknown parameter is refused');
  const strategy = { optimal: 'rolls', value: 3, dice: ['2d6', 'd4'], fixed: [], established: '',
    squares: [{ square: 1, value: 3, plain_value: 4, die: 1, moves: [0, 0, 1, 0], take: null }] };
  assert.equal(bestPlayWords(strategy, 1, 'free', [dice, ...dice.or_die]),
    'Best play from square 1: roll the d4, then move 1 more on a 3 (3 rolls expected, 4 without the choices).');
});
