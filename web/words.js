// What the page says in words about an answer, its BFS layers, the rules and design fields, and errors: pure
// functions of the API's JSON (an analysis' words: analysis_words.js).

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
