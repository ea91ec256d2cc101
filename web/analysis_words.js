// What the page says in words about an analysis (/api/analyze's JSON): its figures, the best play, the handicap,
// the jumps' effects and use, the jumps to add, and the squares' table. Pure functions; the number words are
// words.js's.
import { formatNumber, percent } from './words.js';

/// A figure of the best play in the words of its goal ('rolls', 'within:K' or 'win').
function goalFigure(goal, value) {
  if (value === null || value === undefined) return 'none: the last square cannot be reached';
  if (goal.startsWith('within:')) return `${percent(value)} chance to finish within ${goal.slice(7)} rolls`;
  if (goal === 'win') return `player 1 wins ${percent(value)}`;
  return `${formatNumber(value)} expected rolls`;
}

/// The best play (snl analyze --optimal, the JSON's "strategy") as facts: its value, each fixed play's beside it,
/// and how it was established.
export function strategyFacts(s) {
  if (s.left_out) return [['best play', `not found: ${s.left_out}`]];
  const facts = [['best play', goalFigure(s.optimal, s.value)]];
  for (const fixed of s.fixed) facts.push([fixed.name, goalFigure(s.optimal, fixed.value)]);
  facts.push(['best play: how it is known', s.established]);
  return facts;
}

/// The best choice on `square` under the one-player best play `s` (the JSON's "strategy" of goal rolls) in words,
/// for Play: the die to roll, the moves to make after each face, and the jumps to refuse; null when the square has
/// no figure (a turn never begins there). `dice` is the engine's reading of the dice (/api/die with the rules' die and
/// or_die: [die, ...or_die], each {name, faces: [{value}]}, in the order of s.dice); without it a face is named by
/// its place ("face 2").
export function bestPlayWords(s, square, adjust = '', dice = null) {
  const play = s.squares.find((q) => q.square === square);
  if (!play) return null;
  const rollWords = s.dice.length > 1 ? `roll the ${s.dice[play.die]}` : '';
  const parts = [];
  const faces = dice && dice[play.die] ? dice[play.die].faces.map((f) => f.value) : null;
  const changes = new Map();
  play.moves.forEach((change, i) => {
    if (change === 0) return;
    const face = faces && faces.length === play.moves.length ? String(faces[i]) : `face ${i + 1}`;
    const key = adjust === 'flip' ? 1 : change;  // flip: a toss either way
    changes.set(key, [...(changes.get(key) || []), face]);
  });
  for (const [change, on] of [...changes].sort((a, b) => a[0] - b[0])) {
    const list = on.length > 1 ? `${on.slice(0, -1).join(', ')} or ${on.at(-1)}` : on[0];
    parts.push(adjust === 'flip' ? `toss the coin on a ${list}`
      : `move ${change > 0 ? `${change} more` : `${-change} less`} on a ${list}`);
  }
  const refused = s.squares.filter((q) => q.take === false).map((q) => q.square);
  const moves = parts.length ? parts.join(', ') : '';
  const said = rollWords && moves ? `${rollWords}, then ${moves}` : rollWords || moves || 'move as rolled';
  let text = `Best play from square ${square}: ${said}`;
  text += ` (${formatNumber(play.value)} rolls expected, ${formatNumber(play.plain_value)} without the choices).`;
  if (refused.length) text += ` Refuse the jump on landing at ${refused.join(', ')}.`;
  return text;
}

/// A game as the page writes it: "1 → 38, 38 → 41 ⇗ 67" from the API's steps.
function describeSteps(steps) {
  return steps.map((s) => `${s.from} -${s.roll}→ ${s.land}` + (s.to !== s.land ? ` ${s.to > s.land ? '⇗' : '⇘'} ${s.to}` : ''))
    .join(', ');
}

/// The page's words for every field the parts of an analysis write (/api/info's "sections", the library's registry
/// snl/sections.hpp, by the fields' JSON names): the name of its fact. tests/web/options.test.mjs fails when a part
/// of the registry has a field with no word here.
export const FIGURE_WORDS = {
  from: 'the game under way', players: 'each player\'s chance to win',
  expected_rounds: 'expected rounds (every player rolls once a round)',
  expected_total_rolls: 'expected rolls in all, every player', total_rolls_percentiles: 'rolls in all: percentiles',
  total_rolls_pmf: 'rolls in all: chance the game ends on each',
  exact: 'exact fractions',
  per_square: 'per square', ever_left_out: 'chance a turn ever begins there',
  jumps_effect: 'what each jump does', first_rolls: 'each first roll', best_first_roll: 'best first roll',
  jump_use: 'how often each jump is taken', jump_use_left_out: 'how often each jump is taken',
  jumps_to_add: 'which jump to add', jumps_to_add_left_out: 'which jump to add',
  meeting: 'tokens that meet', handicap: 'handicap', strategy: 'best play', fastest: 'fastest games',
  moments: 'the shape of the length: skewness and excess kurtosis',
};

/// The facts of the fields the page words in full, by field; each takes the whole analysis and says its field and
/// the fields that go with it (`with`).
const FIELD_FACTS = {
  players: { with: ['expected_rounds', 'expected_total_rolls'], facts: (a) => {
    if (!a.players || a.players.length <= 1) return [];
    // As Play says it: a chance in percent.
    return [[FIGURE_WORDS.expected_rounds, formatNumber(a.expected_rounds)],
      [FIGURE_WORDS.expected_total_rolls, formatNumber(a.expected_total_rolls)],
      ...a.players.map((p, i) => [`player ${i + 1} wins`, percent(p.win_probability)])];
  } },
  // The table (or the heat map) shows each square's figures.
  per_square: { with: [], facts: () => [] },
  ever_left_out: { with: [], facts: (a) => (a.ever_left_out
    ? [[FIGURE_WORDS.ever_left_out, `left out: ${a.ever_left_out}`]] : []) },
  first_rolls: { with: ['best_first_roll'], facts: (a) => {
    if (!a.first_rolls) return [];
    const best = a.first_rolls.find((r) => r.roll === a.best_first_roll);
    const each = a.first_rolls.map((r) => `${r.roll}: ${formatNumber(r.expected_rolls)}`).join(', ');
    return [[FIGURE_WORDS.best_first_roll, best
      ? `${best.roll}: ${formatNumber(best.expected_rolls)} rolls expected in all (${each})`
      : 'none: every first roll can end in a trap']];
  } },
  jumps_effect: { with: [], facts: (a) => (a.jumps_effect ? jumpFacts(a.jumps_effect) : []) },
  jump_use: { with: ['jump_use_left_out'], facts: (a) => (a.jump_use || a.jump_use_left_out
    ? jumpUseFacts(a.jump_use || [], a.jump_use_left_out) : []) },
  jumps_to_add: { with: ['jumps_to_add_left_out'],
    facts: (a) => addedJumpFacts(a.jumps_to_add, a.jumps_to_add_left_out) },
  handicap: { with: [], facts: (a) => (a.handicap ? handicapFacts(a.handicap) : []) },
  strategy: { with: [], facts: (a) => (a.strategy ? strategyFacts(a.strategy) : []) },
  fastest: { with: [], facts: (a) => {
    const f = a.fastest;
    if (f === null) return [[FIGURE_WORDS.fastest, 'none: the last square cannot be reached']];
    const games = `${f.games} distinct game${f.games === '1' ? '' : 's'}`;
    return [[FIGURE_WORDS.fastest, `${f.rolls} roll${f.rolls === 1 ? '' : 's'}: ${games}, `
      + `probability ${f.exact_probability} (${Number(f.probability.toPrecision(3))})`],
    ['likeliest fastest game', `${describeSteps(f.likeliest)} (probability ${f.exact_likeliest_probability})`]];
  } },
};

/// The fields of the parts the page words in full, in the registry's order, for a caller without /api/info.
const KNOWN_SECTIONS = [{ fields: Object.keys(FIELD_FACTS).map((name) => ({ name })) }];

/// A field the page has no words of its own for, in a line: a number, a text, a short list, or an object's numbers
/// and texts ("name: value; …").
function plainFigure(value) {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value !== 'object') return formatNumber(value);
  const scalar = (v) => v === null || typeof v !== 'object';
  if (Array.isArray(value)) {
    const shown = value.slice(0, 10).map((v) => (scalar(v) ? formatNumber(v, 'none') : '…'));
    return shown.join(', ') + (value.length > 10 ? `, … (${value.length} in all)` : '');
  }
  // An object: its numbers, texts and lists of numbers (the nested objects are left to the JSON).
  return Object.entries(value).filter(([, v]) => scalar(v) || (Array.isArray(v) && v.every(scalar)))
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${plainFigure(v)}`).join('; ');
}

/// The facts the analysis panel lists, as [name, value] pairs, from one `snl analyze --format json` object: the core
/// figures, then each part of the registry present (`sections`, /api/info's list, in its order), in the page's words
/// (a field without words of its own: its word and its value in a line).
export function analysisFacts(a, sections = KNOWN_SECTIONS) {
  const facts = [
    ['expected rolls', formatNumber(a.expected_rolls)],
    ['standard deviation', formatNumber(a.std_dev)],
  ];
  // With a roll-again rule a turn is one roll or more: the turns are told apart (players alternate by turns).
  if (a.turns_percentiles) {
    facts.push(['expected turns', formatNumber(a.expected_turns)]);
    facts.push(['turns: standard deviation', formatNumber(a.turns_std_dev)]);
  }
  facts.push(['least rolls', formatNumber(a.min_rolls, 'none: unreachable')],
    ['median', formatNumber(a.median, 'never')],
    ['chance of ever finishing', formatNumber(a.finish_probability)]);
  if (a.percentiles) facts.push(['90th percentile', formatNumber(a.percentiles['90'], 'never')]);
  const told = new Set();
  for (const section of sections) {
    for (const { name } of section.fields) {
      if (!(name in a) || told.has(name)) continue;
      told.add(name);
      const worded = FIELD_FACTS[name];
      if (worded) {
        worded.with.forEach((other) => told.add(other));
        facts.push(...worded.facts(a));
      } else if (a[name] !== null) {
        const said = name.endsWith('_left_out') ? `left out: ${a[name]}` : plainFigure(a[name]);
        facts.push([FIGURE_WORDS[name] || name.replace(/_/g, ' '), said]);
      }
    }
  }
  return facts;
}

/// The handicap (snl analyze --handicap) as facts: where each player starts, whether the chances come within the
/// tolerance, each chance from there, and how the placement was found.
export function handicapFacts(h) {
  const count = h.squares.length;
  const where = h.squares.map((s, i) => `player ${i + 1} on ${s === h.squares[0] ? 'the start' : `square ${s}`}`);
  const gap = `${Number((100 * h.gap).toPrecision(2))}%`;  // two digits: a gap well under 0.05% is not "0.0%"
  const facts = [['handicap', where.join(', ')]];
  facts.push(['handicap: chances', h.met
    ? `each within ${percent(h.tolerance)} of ${percent(1 / count)} (at most ${gap} off)`
    : `no placement comes within ${percent(h.tolerance)} of ${percent(1 / count)}: the closest is ${gap} off`]);
  h.win_probability.forEach((p, i) => facts.push([`player ${i + 1} wins with the handicap`, percent(p)]));
  facts.push(['handicap: found by', h.every_placement
    ? `trying every placement (${h.placements})`
    : `moving one player at a time until no move helps (${h.placements} placements tried; not proven the closest)`]);
  return facts;
}

/// The jumps that matter most, as facts: "without 80 → 100" and what the game is then, at most `shown` of them
/// (the analysis lists them from the largest change), and how many more.
export function jumpFacts(effects, shown = 5) {
  if (effects.length === 0) return [['jumps', 'none but self-jumps: nothing to take away']];
  const facts = effects.slice(0, shown).map((j) => {
    const kind = j.to > j.from ? 'ladder' : 'snake';
    let said;
    if (j.effect === null) {
      said = j.expected_rolls_without === null ? 'the game can last for ever' : `${formatNumber(j.expected_rolls_without)} rolls: without it the game can end`;
    } else if (Math.abs(j.effect) < 5e-4) {
      said = `${formatNumber(j.expected_rolls_without)} rolls: the ${kind} changes nothing`;
    } else {
      said = `${formatNumber(j.expected_rolls_without)} rolls: the ${kind} ${j.effect < 0 ? 'saves' : 'costs'} ${formatNumber(Math.abs(j.effect))}`;
    }
    return [`without ${j.from} → ${j.to}`, said];
  });
  if (effects.length > shown) facts.push(['', `and ${effects.length - shown} more jumps (snl analyze --jumps-effect lists them all)`]);
  return facts;
}

/// The jumps taken most often, as facts: "87 → 24 snake" and how often it is taken, in how many games, and how long
/// the games that take it last against the others; at most `shown` of them (most taken first), and how many more.
export function jumpUseFacts(uses, leftOut = null, shown = 5) {
  if (leftOut) return [['how often each jump is taken', `left out: ${leftOut}`]];
  if (uses.length === 0) return [['how often each jump is taken', 'none: the board has no jumps but self-jumps']];
  const ranked = [...uses].sort((a, b) => b.expected_times - a.expected_times || a.from - b.from);
  const facts = ranked.slice(0, shown).map((u) => {
    const kind = u.to > u.from ? 'ladder' : 'snake';
    let said = `taken ${formatNumber(u.expected_times)} times a game`;
    if (u.probability !== null) said += `, in ${percent(u.probability)} of games`;
    if (u.rolls_if_taken !== null && u.rolls_if_not_taken !== null) {
      said += `; those games last ${formatNumber(u.rolls_if_taken)} rolls, the others ${formatNumber(u.rolls_if_not_taken)}`;
    }
    return [`${u.from} → ${u.to} ${kind}`, said];
  });
  if (uses.length > shown) facts.push(['', `and ${uses.length - shown} more jumps (snl analyze --jump-use lists them all)`]);
  return facts;
}

/// The jumps to add (snl analyze --add-effects), as facts: "add 32 → 98 ladder" and the expected rolls it leaves, the
/// ones that shorten the game most, then those that lengthen it most, as the analysis ranked them.
export function addedJumpFacts(added, leftOut = null) {
  if (!added) return [['which jump to add', `left out: ${leftOut}`]];
  const facts = [['which jump to add', `${added.candidates.toLocaleString('en-US')} single jumps weighed`
    + (added.endless > 0 ? `, ${added.endless.toLocaleString('en-US')} left out (the game could last for ever)` : '')]];
  const told = (j) => {
    const kind = j.to > j.from ? 'ladder' : 'snake';
    let said = `${formatNumber(j.expected_rolls)} rolls: it ${j.effect < 0 ? 'saves' : 'adds'} ${formatNumber(Math.abs(j.effect))}`;
    if (j.as_good > 0) said += ` (${j.as_good} other end${j.as_good === 1 ? '' : 's'} from ${j.from} as good)`;
    return [`add ${j.from} → ${j.to} ${kind}`, said];
  };
  if (added.shorten.length === 0) facts.push(['to shorten the game', 'no single jump does']);
  facts.push(...added.shorten.map(told));
  if (added.lengthen.length === 0) facts.push(['to lengthen the game', 'no single jump does']);
  facts.push(...added.lengthen.map(told));
  return facts;
}

/// The per-square table's rows from `per_square` of `snl analyze --format json`: [square, rolls still needed,
/// chance a turn ever begins there, expected turns begun there], in words ('–' where the analysis gives none).
export function squareRows(a) {
  return (a.per_square || []).map((s) => [
    s.square === 0 ? 'off the board' : String(s.square),
    formatNumber(s.remaining),
    formatNumber(s.ever, '–'),
    formatNumber(s.visits, '–'),
  ]);
}
