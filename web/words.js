// What the page says in words about an answer, its BFS layers and an analysis: pure functions of the API's JSON.

/// The route line under the answer: `→` a roll, `⇗`/`⇘` a ladder/snake taken, `~k rolls~>` a walk the server kept
/// whole, `~k rolls of r~>` a run of `shorten` or more plain rolls of r; a line saying what `~…~>` means follows
/// when the route has one.
export function describeRoute(result, shorten = 4) {
  if (result.rolls < 0) return 'The last square cannot be reached: no choice of rolls ends there.';
  if (result.rolls === 0) return 'You start on the last square.';
  const legs = result.route;
  const parts = [String(legs[0].from)];
  let compressed = false;
  for (let i = 0; i < legs.length;) {
    const leg = legs[i];
    if ('walk' in leg) {
      parts.push(`~${leg.walk} rolls~> ${leg.to}`);
      compressed = true;
      i += 1;
      continue;
    }
    let j = i;
    while (j < legs.length && !('walk' in legs[j]) && legs[j].land === legs[j].to && legs[j].roll === leg.roll) j++;
    if (j - i >= shorten) {
      parts.push(`~${j - i} rolls of ${leg.roll}~> ${legs[j - 1].to}`);
      compressed = true;
      i = j;
      continue;
    }
    parts.push(`→ ${leg.land}`);
    if (leg.to !== leg.land) parts.push(`${leg.to > leg.land ? '⇗' : '⇘'} ${leg.to}`);
    i += 1;
  }
  return 'Route: ' + parts.join(' ')
    + (compressed ? ' (~k rolls~>: k rolls in a row that pass no snake or ladder)' : '');
}

/// The route roll by roll in words, as `snl solve --explain` says it: "Roll 1: roll a 1 from square 1 and move to
/// square 2, take the ladder up to 15." A run of `shorten` or more plain rolls of the same number (no snake or
/// ladder), and a walk the server kept whole (`~k~>`), become one line saying so. [] when there is no route.
export function explainRoute(result, shorten = 3) {
  if (result.rolls <= 0) return [];
  const lines = [];
  let roll = 0;
  const legs = result.route;
  for (let i = 0; i < legs.length;) {
    const leg = legs[i];
    if ('walk' in leg) {
      lines.push(`Rolls ${roll + 1}–${roll + leg.walk}: ${leg.walk} rolls from square ${leg.from} to square ${leg.to}, `
        + 'passing no snake or ladder (a long walk, shown in one line).');
      roll += leg.walk;
      i += 1;
      continue;
    }
    let j = i;
    while (j < legs.length && !('walk' in legs[j]) && legs[j].land === legs[j].to && legs[j].roll === leg.roll) j++;
    if (j - i >= shorten) {
      lines.push(`Rolls ${roll + 1}–${roll + j - i}: roll a ${leg.roll} each time, from square ${leg.from} to square `
        + `${legs[j - 1].to}, with no snake or ladder on the way (${j - i} rolls).`);
      roll += j - i;
      i = j;
      continue;
    }
    roll += 1;
    let said = `Roll ${roll}: roll a ${leg.roll} from square ${leg.from} and move to square ${leg.land}`;
    if (leg.to !== leg.land) said += `, take the ${leg.to > leg.land ? 'ladder up' : 'snake down'} to ${leg.to}`;
    lines.push(said + '.');
    i += 1;
  }
  lines.push(`Total: ${result.rolls} roll${result.rolls === 1 ? '' : 's'}.`);
  return lines;
}

/// The line naming the boards of a text with several: "Board 2 of 5: Least rolls: 3".
export function boardChoice(result) {
  return `Board ${result.board}: ${answerText(result.rolls)}`;
}

/// The answer's heading: "Least rolls: N" or "Unreachable".
export function answerText(rolls) {
  return rolls < 0 ? 'Unreachable' : `Least rolls: ${rolls}`;
}

/// The line under the stepper: all layers (upto null), or the search after `upto` rolls.
export function layerSummary(layers, upto) {
  const k = upto === null ? layers.deepest : upto;
  let total = 0;
  for (let i = 0; i <= k && i < layers.counts.length; i++) total += layers.counts[i];
  const reached = layers.counts[k] || 0;
  const all = layers.deepest + 1;
  let text = upto === null
    ? `All ${all} layer${all === 1 ? '' : 's'}: ${total} square${total === 1 ? '' : 's'} can be stood on`
    : `After ${k} roll${k === 1 ? '' : 's'}: ${reached} new square${reached === 1 ? '' : 's'}, ${total} in all`;
  if (layers.unreachable) text += `; ${layers.unreachable} unreachable`;
  if (layers.rolls >= 0 && k >= layers.rolls) text += ` — the last square is reached after ${layers.rolls}`;
  return text + '.';
}

/// A chance in percent, as Play and the analysis both show it: "34.3%".
export function percent(p) {
  return p === null || p === undefined ? 'unknown' : `${(100 * p).toFixed(1)}%`;
}

export function formatNumber(value, none = 'infinite') {
  if (value === null || value === undefined) return none;
  if (typeof value === 'number' && !Number.isInteger(value)) return value.toFixed(3);
  return String(value);
}

/// The query parameters of the analysis panel's rule fields, as the API takes them (rows of the rules' table): the
/// words the user typed, trimmed; a field left empty, or at its row's default (`defaults`, {name: default} from
/// /api/info), is left out, so that the engine applies its own. The engine checks them.
export function ruleParams({ die = '', overshoot = '', start = '', again = '', againLimit = '', chain = '',
  jumpCosts = '' }, defaults = {}) {
  const params = {};
  const put = (name, value) => {
    const typed = String(value ?? '').trim();
    if (typed !== '' && typed !== defaults[name]) params[name] = typed;
  };
  put('die', die);
  put('overshoot', overshoot);
  put('start', start);
  put('again', again);
  put('again_limit', againLimit);
  put('chain', chain);
  put('jump_costs_a_roll', jumpCosts);
  return params;
}

/// The choice fields of the analysis panel as query parameters (rows of the rules' table: or_die, adjust,
/// adjust_by, may_refuse) with the best play's goal (the row optimal: rolls, within or win, and for within its K, the
/// row optimal_within); {} when the player has no choice. A choice at its row's default (`defaults`, from /api/info:
/// adjust none, may_refuse none) is no choice. The engine checks them.
export function choiceParams({ orDie = '', adjust = '', adjustBy = '', mayRefuse = '', goal = '', within = '' },
  defaults = {}) {
  const params = {};
  const put = (name, value) => {
    const typed = String(value ?? '').trim();
    if (typed !== '' && typed !== defaults[name]) params[name] = typed;
  };
  put('or_die', orDie);
  put('adjust', adjust);
  if (params.adjust) put('adjust_by', adjustBy);
  put('may_refuse', mayRefuse);
  if (Object.keys(params).length === 0) return params;
  put('optimal', goal);
  if (params.optimal === 'within') put('optimal_within', within);
  return params;
}

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

/// The Design panel's fields as /api/design's query (the options of `snl design`): empty fields are left out (the
/// library's default then holds: the seed's, a bare target's tolerance), a tolerance joins its value ("30:0.05"), and
/// `from` (start from the board shown) drops the size, which that board has.
export function designParams(f, rules) {
  const params = { ...rules };
  const given = (text) => (text ?? '').trim() !== '';
  const put = (name, value) => { if (given(value)) params[name] = value.trim(); };
  const band = (name, value, tolerance) => {
    if (given(value)) params[name] = given(tolerance) ? `${value.trim()}:${tolerance.trim()}` : value.trim();
  };
  put('seed', f.seed);
  if (f.from) put('max_changes', f.maxChanges);
  else put('side', f.side);
  put('ladders', f.ladders);
  put('snakes', f.snakes);
  band('expected', f.expected, f.expectedTolerance);
  band('sd', f.sd, f.sdTolerance);
  if (given(f.withinRolls) && given(f.withinChance)) params.within = `${f.withinRolls.trim()}:${f.withinChance.trim()}`;
  band('fair', f.fair, f.fairTolerance);
  if (f.chains) params.chains = '1';  // the library's default is no chains
  // The targets of the panel's second fieldset: each a goal as the table writes it (X, A..B, A.. or ..B).
  put('least', f.least);
  put('median', f.median);
  if (given(f.percentile) && given(f.percentileGoal)) params.percentile = `${f.percentile.trim()}:${f.percentileGoal.trim()}`;
  band('turns', f.turns, f.turnsTolerance);
  if (given(f.winGoal)) {
    // I:GOAL; without I, the goal alone, which the engine refuses in its own words.
    params.win = given(f.winPlayer) ? `${f.winPlayer.trim()}:${f.winGoal.trim()}` : f.winGoal.trim();
    put('players', f.players);
  }
  return params;
}

/// What a design found, as lines: whether every target is met, each target against what was wanted, the changes
/// from the board it started from, and the search's work.
export function designSummary(d, from) {
  const lines = [d.met ? 'Found a board that meets every target.'
    : 'No board met every target within the search; the best one found is below.'];
  for (const t of d.targets) {
    lines.push(`${t.met ? '✓' : '✗'} ${t.target}: ${formatNumber(t.value)} (wanted ${t.wanted})`);
  }
  if (from && d.changes !== undefined) {
    const jumps = (list) => (list || []).map(([a, b]) => `${a}→${b}`).join(', ') || 'none';
    lines.push(`${d.changes} ${d.changes === 1 ? 'change' : 'changes'} from the board shown: added ${jumps(d.added)}; `
      + `removed ${jumps(d.removed)}.`);
  }
  lines.push(`Searched ${d.evaluations.toLocaleString('en-US')} candidate boards in ${d.seconds.toFixed(2)} s `
    + `(seed ${d.seed}; ${d.stopped_by}).`);
  return lines;
}

/// What the page says beside the answer when a link carries a program's answer (`snl check`'s link: answer=K):
/// whether it is right, and what the route shown means for it. `claimed` and `rolls` are least-rolls answers (−1:
/// unreachable).
export function claimWords(claimed, rolls) {
  const said = claimed < 0 ? 'unreachable (−1)' : String(claimed);
  if (claimed === rolls) return `The program's answer, ${said}, is right.`;
  if (rolls < 0) {
    return `The program answered ${said}, but no choice of rolls ends on the last square: the right answer is −1.`;
  }
  if (claimed < 0) {
    return `The program answered ${said}, but the route below reaches the last square in ${rolls} `
      + `roll${rolls === 1 ? '' : 's'}.`;
  }
  if (claimed < rolls) {
    return `The program answered ${said}, but no route takes fewer than ${rolls} rolls: its answer needs a route `
      + `of ${claimed} roll${claimed === 1 ? '' : 's'}, and the board has none.`;
  }
  return `The program answered ${said}, but the route below takes only ${rolls} roll${rolls === 1 ? '' : 's'}.`;
}

/// The page's names of the fields whose query parameters the engine's messages name.
export const FIELD_WORDS = {
  side: 'side', ladders: 'ladders', snakes: 'snakes', max_changes: 'changing at most', expected: 'expected rolls',
  sd: 'standard deviation', within: 'finish within', fair: 'fair for', seed: 'seed', die: 'die',
  overshoot: 'past the last square', start: 'start', again: 'roll again on',
  again_limit: 'void the turn at roll-again number', players: 'players', least: 'least rolls', median: 'median',
  percentile: 'percentile', turns: 'expected turns', win: 'wins with chance', chain: 'jumps',
  jump_costs_a_roll: 'jumps that cost a roll', or_die: 'or roll the die', adjust: 'after the roll', adjust_by: 'k',
  may_refuse: 'you may refuse', optimal: 'best play for', optimal_within: 'within K rolls',
  handicap: 'a handicap within', heat_scale: 'heat map colours', jumps: 'jumps on the heat map',
};

/// The engine's message in the words of the page's reader: "line L, column C:" for the parser's
/// "<request>:L:C: error:", a field's name for "query parameter NAME", a number's shape in words, and bytes the
/// parser wrote as \xNN shown as the characters they spell.
export function userMessage(message, fields = FIELD_WORDS) {
  let said = message.replace(/<request>:(\d+):(\d+): error: /g, 'Line $1, column $2: ');
  said = said.replace(/query parameter (\w+)/g, (_, name) => `the field “${fields[name] || name.replace(/_/g, ' ')}”`);
  said = said.replace(/expected K or A\.\.B/g, 'expected a number such as 8, or a range such as 6..10');
  return said.replace(/(?:\\x[0-9a-fA-F]{2})+/g, (run) => {
    const bytes = Uint8Array.from(run.split('\\x').slice(1), (hex) => parseInt(hex, 16));
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return run;  // not UTF-8: the bytes as the engine wrote them
    }
  });
}

/// Why an unreachable board is so, from its BFS layers' `distances` (index label − 1, −1: never stood on) and its
/// `jumps` ([[from, to]]): the furthest square a turn can end on, and the run of jump heads right after it that every
/// roll from there lands on and is sent away from. {furthest, wall: [labels], text}, or null when no such run follows
/// it (the words then stay the answer's).
export function unreachableWhy(distances, jumps) {
  let furthest = 0;
  for (let i = 0; i < distances.length; i++) if (distances[i] >= 0) furthest = i + 1;
  if (furthest === 0 || furthest >= distances.length) return null;
  const heads = new Map(jumps.map(([from, to]) => [from, to]));
  const wall = [];
  for (let label = furthest + 1; label <= distances.length && heads.has(label) && distances[label - 1] < 0; label++) {
    wall.push(label);
  }
  if (wall.length === 0) return null;
  const back = wall.every((label) => heads.get(label) <= furthest);
  const kinds = back ? 'snakes' : 'snakes or ladders';
  const span = wall.length === 1 ? `Square ${wall[0]} is` : `Squares ${wall[0]} to ${wall[wall.length - 1]} are all`;
  return {
    furthest,
    wall,
    text: `No turn ends past square ${furthest}. ${span} the heads of ${kinds}${back ? ` leading back to ${furthest} or below` : ''}: `
      + `every roll from the squares reached lands on one of them and is sent away (dashed red on the board; square `
      + `${furthest} in blue).`,
  };
}
