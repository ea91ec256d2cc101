// tests/web/words.test.mjs — web/words.js and analysis_words.js: the route line, the answer, the layer summary and the analysis facts,
// from the API's JSON.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { answerText, boardChoice, describeRoute, designParams, designSummary, explainRoute, formatNumber,
  layerSummary, ruleParams, unreachableWhy, claimWords, userMessage } from '../../web/words.js';
import { analysisFacts, jumpFacts, jumpUseFacts, addedJumpFacts, handicapFacts, squareRows, bestPlayWords,
  strategyFacts } from '../../web/analysis_words.js';

test('the route in arrows, walks and jumps told apart', () => {
  const six = { rolls: 4, route: [{ from: 1, roll: 1, land: 2, to: 15 }, { from: 15, roll: 2, land: 17, to: 13 },
    { from: 13, roll: 1, land: 14, to: 35 }, { from: 35, roll: 1, land: 36, to: 36 }] };
  assert.equal(describeRoute(six), 'Route: 1 → 2 ⇗ 15 → 17 ⇘ 13 → 14 ⇗ 35 → 36');
  assert.equal(describeRoute({ rolls: 20001, route: [{ from: 1, walk: 20001, to: 120007 }] }),
    'Route: 1 ~20001 rolls~> 120007 (~k rolls~>: k rolls in a row that pass no snake or ladder)');
  const plain = { rolls: 5, route: [1, 7, 13, 19].map((from) => ({ from, roll: 6, land: from + 6, to: from + 6 })) };
  plain.route.push({ from: 25, roll: 2, land: 27, to: 40 });
  assert.equal(describeRoute(plain),
    'Route: 1 ~4 rolls of 6~> 25 → 27 ⇗ 40 (~k rolls~>: k rolls in a row that pass no snake or ladder)');
  assert.match(describeRoute({ rolls: -1, route: [] }), /cannot be reached/);
  assert.equal(describeRoute({ rolls: 0, route: [] }), 'You start on the last square.');
  assert.equal(answerText(4), 'Least rolls: 4');
  assert.equal(answerText(-1), 'Unreachable');
});

test('the layers in words, all of them or after k rolls', () => {
  const layers = { deepest: 2, counts: [1, 6, 3], unreachable: 2, rolls: 2 };
  assert.equal(layerSummary(layers, null),
    'All 3 layers: 10 squares can be stood on; 2 unreachable — the last square is reached after 2.');
  assert.equal(layerSummary(layers, 0), 'After 0 rolls: 1 new square, 1 in all; 2 unreachable.');
  assert.equal(layerSummary(layers, 1), 'After 1 roll: 6 new squares, 7 in all; 2 unreachable.');
  assert.equal(layerSummary({ ...layers, unreachable: 0, rolls: -1 }, 2), 'After 2 rolls: 3 new squares, 10 in all.');
});

test('the analysis facts, infinite and never said in words', () => {
  assert.equal(formatNumber(39.2251223082), '39.225');
  assert.equal(formatNumber(7), '7');
  assert.equal(formatNumber(null), 'infinite');
  const facts = analysisFacts({ expected_rolls: null, std_dev: null, min_rolls: null, median: null,
    finish_probability: 0, percentiles: { 90: null }, players: [{ win_probability: 0.5 }, { win_probability: 0.5 }] });
  assert.deepEqual(facts, [['expected rolls', 'infinite'], ['standard deviation', 'infinite'],
    ['least rolls', 'none: unreachable'], ['median', 'never'], ['chance of ever finishing', '0'],
    ['90th percentile', 'never'], ['expected rounds (every player rolls once a round)', 'infinite'],
    ['expected rolls in all, every player', 'infinite'], ['player 1 wins', '50.0%'], ['player 2 wins', '50.0%']]);
});

// The JSON of `snl analyze --players 3 --handicap 0.005 examples/classic-10x10.jumps` (tests/golden/cases/analyze-handicap).
test('the handicap in words: where each player starts, within the tolerance or not, how it was found', () => {
  const h = { squares: [1, 2, 3], win_probability: [0.33478788315, 0.330382150195, 0.334829966653],
    expected_rounds: 22.1115584413, gap: 0.00295118313789, tolerance: 0.005, met: true, every_placement: true, placements: 6561 };
  assert.deepEqual(handicapFacts(h), [['handicap', 'player 1 on the start, player 2 on square 2, player 3 on square 3'],
    ['handicap: chances', 'each within 0.5% of 33.3% (at most 0.3% off)'],
    ['player 1 wins with the handicap', '33.5%'], ['player 2 wins with the handicap', '33.0%'],
    ['player 3 wins with the handicap', '33.5%'], ['handicap: found by', 'trying every placement (6561)']]);
  const missed = handicapFacts({ ...h, squares: [1, 1, 1, 9], win_probability: [0.3, 0.25, 0.25, 0.2], gap: 0.05,
    met: false, every_placement: false, placements: 963 });
  assert.equal(handicapFacts({ ...h, gap: 0.000172 })[1][1], 'each within 0.5% of 33.3% (at most 0.017% off)');
  assert.equal(missed[0][1], 'player 1 on the start, player 2 on the start, player 3 on the start, player 4 on square 9');
  assert.equal(missed[1][1], 'no placement comes within 0.5% of 25.0%: the closest is 5% off');
  assert.equal(missed.at(-1)[1], 'moving one player at a time until no move helps (963 placements tried; not proven the closest)');
  assert.deepEqual(analysisFacts({ expected_rolls: 1, std_dev: 0, min_rolls: 1, median: 1, finish_probability: 1, handicap: h }).slice(-6),
    handicapFacts(h));
});

test('the rule fields become the query as typed, an empty field or one at its row\'s default left out', () => {
  assert.deepEqual(ruleParams({ die: ' 2d6 ', overshoot: 'bounce', start: '0', again: '', againLimit: '' }),
    { die: '2d6', overshoot: 'bounce', start: '0' });
  assert.deepEqual(ruleParams({ die: '', overshoot: 'stay', start: '1', again: '6', againLimit: '3' }),
    { overshoot: 'stay', start: '1', again: '6', again_limit: '3' }, 'an empty die: the engine\'s default');
  // The defaults are /api/info's (tests/web/options.test.mjs reads them there); these stand in for them.
  const defaults = { die: '6', overshoot: 'stay', start: '1', again_limit: '0', chain: '0' };
  assert.deepEqual(ruleParams({ die: '6', overshoot: 'stay', start: '1', again: '6', againLimit: '0', chain: '0' },
    defaults), { again: '6' }, 'every rule at its default is left out: the limit 0 is no limit');
  assert.deepEqual(ruleParams({ die: 'x', overshoot: 'stay', start: '1', again: '99', againLimit: '' }).die, 'x',
    'the server, not the page, says what is wrong with a die');
});

test('turns, the fastest games and the per-square rows in words', () => {
  const facts = analysisFacts({ expected_rolls: 39.8196, std_dev: 25.7, expected_turns: 33.444, turns_std_dev: 21.75,
    turns_percentiles: { 90: 62 }, min_rolls: 7, median: 33, finish_probability: 1, percentiles: { 90: 73 },
    fastest: { rolls: 7, games: '408', probability: 0.00145747599451, exact_probability: '17/11664',
      likeliest: [{ from: 0, roll: 1, land: 1, to: 38 }, { from: 38, roll: 3, land: 41, to: 41 }],
      exact_likeliest_probability: '1/36' } });
  assert.deepEqual(facts.slice(2, 4), [['expected turns', '33.444'], ['turns: standard deviation', '21.750']]);
  assert.deepEqual(facts.find(([name]) => name === 'fastest games'),
    ['fastest games', '7 rolls: 408 distinct games, probability 17/11664 (0.00146)']);
  assert.deepEqual(facts.find(([name]) => name === 'likeliest fastest game'),
    ['likeliest fastest game', '0 -1→ 1 ⇗ 38, 38 -3→ 41 (probability 1/36)']);
  assert.equal(analysisFacts({ fastest: null }).find(([name]) => name === 'fastest games')[1],
    'none: the last square cannot be reached');
  assert.equal(analysisFacts({}).some(([name]) => name === 'expected turns'), false, 'one-roll turns: rolls only');
  assert.deepEqual(squareRows({ per_square: [{ square: 0, remaining: 3.5, ever: 1, visits: 1 },
    { square: 2, remaining: null, ever: null, visits: null }] }),
  [['off the board', '3.500', '1', '1'], ['2', 'infinite', '–', '–']]);
  assert.deepEqual(squareRows({}), []);
});

test('what each jump does and the best first roll, in words', () => {
  // The d2 track of tests/unit/report_test.cpp: without the ladder the game never ends; the snake costs 2 rolls.
  const facts = analysisFacts({
    first_rolls: [{ from: 1, roll: 1, land: 2, to: 4, probability: 0.5, expected_rolls: 1 },
      { from: 1, roll: 2, land: 3, to: 3, probability: 0.5, expected_rolls: 7 }],
    best_first_roll: 1,
    jumps_effect: [{ from: 2, to: 4, expected_rolls_without: null, expected_turns_without: null, effect: null },
      { from: 4, to: 1, expected_rolls_without: 2, expected_turns_without: 2, effect: 2 }],
  });
  assert.deepEqual(facts.find(([name]) => name === 'best first roll'),
    ['best first roll', '1: 1 rolls expected in all (1: 1, 2: 7)']);
  assert.deepEqual(facts.find(([name]) => name === 'without 2 → 4'), ['without 2 → 4', 'the game can last for ever']);
  assert.deepEqual(facts.find(([name]) => name === 'without 4 → 1'), ['without 4 → 1', '2 rolls: the snake costs 2']);
  const many = Array.from({ length: 7 }, (_, i) => ({ from: 10 + i, to: 50, expected_rolls_without: 30.5, effect: -1.25 }));
  const listed = jumpFacts(many);
  assert.equal(listed.length, 6);
  assert.deepEqual(listed[0], ['without 10 → 50', '30.500 rolls: the ladder saves 1.250']);
  assert.match(listed[5][1], /and 2 more jumps/);
  assert.deepEqual(jumpFacts([{ from: 3, to: 9, expected_rolls_without: 12, effect: 0 }])[0],
    ['without 3 → 9', '12 rolls: the ladder changes nothing']);
  assert.deepEqual(jumpFacts([]), [['jumps', 'none but self-jumps: nothing to take away']]);
});

test('how often each jump is taken, most taken first, in words', () => {
  const uses = [
    { from: 1, to: 38, expected_times: 1 / 6, probability: 1 / 6, rolls_if_taken: 35.94, rolls_if_not_taken: 39.88 },
    { from: 87, to: 24, expected_times: 0.525, probability: 0.3405, rolls_if_taken: 59.92, rolls_if_not_taken: 28.54 },
    { from: 7, to: 60, expected_times: 0, probability: 0, rolls_if_taken: null, rolls_if_not_taken: 39.2 },
  ];
  const facts = jumpUseFacts(uses);
  assert.deepEqual(facts[0], ['87 → 24 snake',
    'taken 0.525 times a game, in 34.1% of games; those games last 59.920 rolls, the others 28.540']);
  assert.deepEqual(facts[1], ['1 → 38 ladder',
    'taken 0.167 times a game, in 16.7% of games; those games last 35.940 rolls, the others 39.880']);
  assert.deepEqual(facts[2], ['7 → 60 ladder', 'taken 0 times a game, in 0.0% of games']);
  const many = Array.from({ length: 7 }, (_, i) => ({ from: 10 + i, to: 50, expected_times: 0.1, probability: null,
    rolls_if_taken: null, rolls_if_not_taken: null }));
  assert.match(jumpUseFacts(many)[5][1], /and 2 more jumps/);
  assert.deepEqual(jumpUseFacts([], 'a trap can be reached'), [['how often each jump is taken', 'left out: a trap can be reached']]);
  assert.deepEqual(jumpUseFacts([]), [['how often each jump is taken', 'none: the board has no jumps but self-jumps']]);
});

test('the route roll by roll in words, long plain runs and walks in one line', () => {
  const six = { rolls: 4, route: [{ from: 1, roll: 1, land: 2, to: 15 }, { from: 15, roll: 2, land: 17, to: 13 },
    { from: 13, roll: 1, land: 14, to: 35 }, { from: 35, roll: 1, land: 36, to: 36 }] };
  assert.deepEqual(explainRoute(six), [
    'Roll 1: roll a 1 from square 1 and move to square 2, take the ladder up to 15.',
    'Roll 2: roll a 2 from square 15 and move to square 17, take the snake down to 13.',
    'Roll 3: roll a 1 from square 13 and move to square 14, take the ladder up to 35.',
    'Roll 4: roll a 1 from square 35 and move to square 36.',
    'Total: 4 rolls.']);
  const plain = { rolls: 5, route: [1, 7, 13, 19, 25].map((from) => ({ from, roll: 6, land: from + 6, to: from + 6 })) };
  plain.route.push({ from: 31, roll: 3, land: 34, to: 34 });
  plain.rolls = 6;
  assert.deepEqual(explainRoute(plain), [
    'Rolls 1–5: roll a 6 each time, from square 1 to square 31, with no snake or ladder on the way (5 rolls).',
    'Roll 6: roll a 3 from square 31 and move to square 34.',
    'Total: 6 rolls.']);
  assert.deepEqual(explainRoute({ rolls: 20001, route: [{ from: 1, walk: 20001, to: 120007 }] }), [
    'Rolls 1–20001: 20001 rolls from square 1 to square 120007, passing no snake or ladder (a long walk, shown in one line).',
    'Total: 20001 rolls.']);
  assert.deepEqual(explainRoute({ rolls: -1, route: [] }), []);
  assert.equal(boardChoice({ board: 2, rolls: -1 }), 'Board 2: Unreachable');
});

test('with two players or more the facts give the rounds and the rolls of all players', () => {
  const facts = new Map(analysisFacts({ expected_rolls: 30, std_dev: 2, min_rolls: 7, median: 29,
    finish_probability: 1, expected_rounds: 20.5, expected_total_rolls: 40.25,
    players: [{ player: 1, win_probability: 0.51 }, { player: 2, win_probability: 0.49 }] }));
  assert.equal(facts.get('expected rounds (every player rolls once a round)'), '20.500');
  assert.equal(facts.get('expected rolls in all, every player'), '40.250');
  assert.equal(facts.get('player 2 wins'), '49.0%');
});

const DESIGN_FIELDS = { from: false, maxChanges: '2', side: '10', ladders: '8', snakes: ' 6..10 ', expected: '30',
  expectedTolerance: '0.05', sd: '', sdTolerance: '', withinRolls: '', withinChance: '', fair: '', fairTolerance: '',
  chains: false, seed: '' };

test("the Design panel's fields as snl design's options, empty fields left out", () => {
  const rules = { die: '6', overshoot: 'stay', start: '1' };
  assert.deepEqual(designParams(DESIGN_FIELDS, rules),
    { ...rules, side: '10', ladders: '8', snakes: '6..10', expected: '30:0.05' }, 'an empty seed: the library\'s');
  assert.deepEqual(designParams({ ...DESIGN_FIELDS, from: true, sd: '18', withinRolls: '60', withinChance: '0.9',
    fair: '4', fairTolerance: '0.01', chains: true, seed: '7', expectedTolerance: '' }, {}),
  { seed: '7', max_changes: '2', ladders: '8', snakes: '6..10', expected: '30', sd: '18', within: '60:0.9',
    fair: '4:0.01', chains: '1' });
  // A "within" needs both its rolls and its chance.
  assert.equal(designParams({ ...DESIGN_FIELDS, withinRolls: '60' }, {}).within, undefined);
  // The second fieldset: least rolls, median, a percentile (P and its goal), expected turns ± TOL, one player's chance.
  const more = designParams({ ...DESIGN_FIELDS, least: ' 10.. ', median: '75..85', percentile: '90', percentileGoal: '..160',
    turns: '25', turnsTolerance: '', winPlayer: '2', players: '3', winGoal: '0.3..0.4' }, {});
  assert.deepEqual([more.least, more.median, more.percentile, more.turns, more.win, more.players],
    ['10..', '75..85', '90:..160', '25', '2:0.3..0.4', '3']);
  // A percentile needs both parts; players only with a player's target.
  const half = designParams({ ...DESIGN_FIELDS, percentile: '90', percentileGoal: '', players: '3' }, {});
  assert.equal(half.percentile, undefined);
  assert.equal(half.players, undefined);
});

test('what a design found, in lines: each target against what was wanted, the changes, the work', () => {
  const found = { met: true, targets: [{ target: 'expected rolls', wanted: '30 ± 0.05', value: 30.0118, met: true }],
    changes: 1, removed: [[2, 38]], added: [[58, 95]], seed: 1, evaluations: 1234, seconds: 0.0771,
    stopped_by: 'met every target' };
  assert.deepEqual(designSummary(found, true), [
    'Found a board that meets every target.',
    '✓ expected rolls: 30.012 (wanted 30 ± 0.05)',
    '1 change from the board shown: added 58→95; removed 2→38.',
    'Searched 1,234 candidate boards in 0.08 s (seed 1; met every target).',
  ]);
  const missed = { ...found, met: false, targets: [{ ...found.targets[0], met: false }] };
  assert.match(designSummary(missed, false)[0], /^No board met every target/);
  assert.match(designSummary(missed, false)[1], /^✗ /);
  assert.equal(designSummary(missed, false).length, 3);  // no changes line without a board to start from
});

test('an unreachable board says why: the furthest square reached and the wall of snake heads after it', () => {
  // 4×4, squares 2 to 7 all snakes back to 1: only square 1 is stood on.
  const distances = [0, ...Array(15).fill(-1)];
  const jumps = [2, 3, 4, 5, 6, 7].map((head) => [head, 1]);
  const why = unreachableWhy(distances, jumps);
  assert.deepEqual(why.wall, [2, 3, 4, 5, 6, 7]);
  assert.equal(why.furthest, 1);
  assert.match(why.text, /^No turn ends past square 1\. Squares 2 to 7 are all the heads of snakes leading back to 1 or below/);
  assert.equal(unreachableWhy([0, 1, 1], []), null, 'nothing after the furthest square: no wall to draw');
  assert.equal(layerSummary({ deepest: 0, counts: [1], unreachable: 15, rolls: -1 }, null),
    'All 1 layer: 1 square can be stood on; 15 unreachable.');
});

test('a program\'s answer beside the right one, and the engine\'s words in the reader\'s', () => {
  assert.equal(claimWords(4, 4), "The program's answer, 4, is right.");
  assert.match(claimWords(5, 4), /^The program answered 5, but the route below takes only 4 rolls\.$/);
  assert.match(claimWords(3, 4), /no route takes fewer than 4 rolls: its answer needs a route of 3 rolls/);
  assert.match(claimWords(-1, 4), /unreachable \(−1\), but the route below reaches the last square in 4 rolls/);
  assert.match(claimWords(4, -1), /no choice of rolls ends on the last square: the right answer is −1/);
  assert.equal(userMessage("<request>:2:3: error: expected a square, found '\\xf0\\x9f\\x90\\x8d'"),
    "Line 2, column 3: expected a square, found '🐍'");
  assert.equal(userMessage('query parameter max_changes: expected K or A..B'),
    'the field “changing at most”: expected a number such as 8, or a range such as 6..10');
  assert.equal(userMessage('bytes \\xff\\xfe'), 'bytes \\xff\\xfe', 'not UTF-8: kept as written');
});

test('the jumps to add, in words: the candidates, each jump and what it does, the ties, left out', () => {
  const added = { candidates: 7840, endless: 0, shorten: [{ from: 32, to: 98, expected_rolls: 27.587277, expected_turns: null,
    effect: -11.637846, as_good: 1 }], lengthen: [{ from: 94, to: 1, expected_rolls: 54.318949, expected_turns: null,
    effect: 15.093826, as_good: 0 }] };
  assert.deepEqual(addedJumpFacts(added), [
    ['which jump to add', '7,840 single jumps weighed'],
    ['add 32 → 98 ladder', '27.587 rolls: it saves 11.638 (1 other end from 32 as good)'],
    ['add 94 → 1 snake', '54.319 rolls: it adds 15.094']]);
  const none = { candidates: 4, endless: 2, shorten: [], lengthen: [] };
  assert.deepEqual(addedJumpFacts(none), [['which jump to add', '4 single jumps weighed, 2 left out (the game could last for ever)'],
    ['to shorten the game', 'no single jump does'], ['to lengthen the game', 'no single jump does']]);
  assert.deepEqual(addedJumpFacts(null, 'a trap can be reached'), [['which jump to add', 'left out: a trap can be reached']]);
});

test('the best play in words: the die, the moves after each face, the jumps to refuse; its facts by goal', () => {
  const strategy = {
    optimal: 'rolls', value: 9.25, dice: ['d6', 'd4'], left_out: null, established: 'policy iteration: 4 rounds',
    fixed: [{ name: 'without the choices', value: 39.9 }],
    squares: [
      { square: 1, value: 9.245, plain_value: 9.767, die: 1, moves: [1, 1, 0, -1], take: null },
      { square: 14, value: 7.98, plain_value: 8.4, die: 0, moves: [0, 0, 0, 0, 0, 0], take: null },
      { square: 47, value: 14.9, plain_value: 15.9, die: 0, moves: [0, 0, 0, 0, 0, 0], take: false },
    ],
  };
  // The dice as /api/die reads them: the rules' die, then or_die's.
  const faces = (k) => ({ name: `d${k}`, faces: Array.from({ length: k }, (_, i) => ({ value: i + 1 })) });
  const dice = [faces(6), faces(4)];
  assert.equal(bestPlayWords(strategy, 1, 'free'), 'Best play from square 1: roll the d4, then move 1 less on a face '
    + '4, move 1 more on a face 1 or face 2 (9.245 rolls expected, 9.767 without the choices). Refuse the jump on '
    + 'landing at 47.', 'without the engine\'s reading of the dice, a face is named by its place');
  assert.equal(bestPlayWords(strategy, 1, 'free', dice), 'Best play from square 1: roll the d4, then move 1 less on a 4, '
    + 'move 1 more on a 1 or 2 (9.245 rolls expected, 9.767 without the choices). Refuse the jump on landing at 47.');
  assert.equal(bestPlayWords(strategy, 14, 'free', dice), 'Best play from square 14: roll the d6 (7.980 rolls expected, '
    + '8.400 without the choices). Refuse the jump on landing at 47.');
  const flip = { ...strategy, dice: ['d6'],
    squares: [{ square: 1, value: 30, plain_value: 31, die: 0, moves: [1, 0, 0, 0, -1, 1], take: null }] };
  assert.equal(bestPlayWords(flip, 1, 'flip', [faces(6)]), 'Best play from square 1: toss the coin on a 1, 5 '
    + 'or 6 (30 rolls expected, 31 without the choices).');
  assert.equal(bestPlayWords(strategy, 2, 'free'), null, 'no turn begins on square 2');
  assert.deepEqual(strategyFacts(strategy), [['best play', '9.250 expected rolls'],
    ['without the choices', '39.900 expected rolls'], ['best play: how it is known', 'policy iteration: 4 rounds']]);
  assert.equal(strategyFacts({ ...strategy, optimal: 'within:30', value: 0.624 })[0][1], '62.4% chance to finish within 30 rolls');
  assert.equal(strategyFacts({ ...strategy, optimal: 'win', value: 0.5113 })[0][1], 'player 1 wins 51.1%');
  assert.deepEqual(strategyFacts({ ...strategy, left_out: 'over the work limit' }), [['best play', 'not found: over the work limit']]);
});
