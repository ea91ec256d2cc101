// What the page says in words about an answer, its BFS layers and an analysis: pure functions of the API's JSON.

/// The route line under the answer: `→` a roll, `⇗`/`⇘` a ladder/snake taken, `~k rolls~>` a walk.
export function describeRoute(result) {
  if (result.rolls < 0) return 'The last square cannot be reached: no choice of rolls ends there.';
  if (result.rolls === 0) return 'You start on the last square.';
  const parts = [String(result.route[0].from)];
  for (const leg of result.route) {
    if ('walk' in leg) {
      parts.push(`~${leg.walk} rolls~> ${leg.to}`);
      continue;
    }
    parts.push(`→ ${leg.land}`);
    if (leg.to !== leg.land) parts.push(`${leg.to > leg.land ? '⇗' : '⇘'} ${leg.to}`);
  }
  return 'Route: ' + parts.join(' ');
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
  let text = upto === null
    ? `All ${layers.deepest + 1} layers: ${total} squares can be stood on`
    : `After ${k} roll${k === 1 ? '' : 's'}: ${reached} new square${reached === 1 ? '' : 's'}, ${total} in all`;
  if (layers.unreachable) text += `; ${layers.unreachable} unreachable`;
  if (layers.rolls >= 0 && k >= layers.rolls) text += ` — the last square is reached after ${layers.rolls}`;
  return text + '.';
}

export function formatNumber(value, none = 'infinite') {
  if (value === null || value === undefined) return none;
  if (typeof value === 'number' && !Number.isInteger(value)) return value.toFixed(3);
  return String(value);
}

/// The facts the analysis panel lists, as [name, value] pairs, from one `snl analyze --format json` object.
export function analysisFacts(a) {
  const facts = [
    ['expected rolls', formatNumber(a.expected_rolls)],
    ['standard deviation', formatNumber(a.std_dev)],
    ['least rolls', formatNumber(a.min_rolls, 'none: unreachable')],
    ['median', formatNumber(a.median, 'never')],
    ['chance of ever finishing', formatNumber(a.finish_probability)],
  ];
  if (a.percentiles) facts.push(['90th percentile', formatNumber(a.percentiles['90'], 'never')]);
  if (a.players && a.players.length > 1) {
    a.players.forEach((p, i) => facts.push([`player ${i + 1} wins`, formatNumber(p.win_probability)]));
  }
  return facts;
}
