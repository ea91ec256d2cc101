// The fair-die analysis panel: asks the server for the analysis and its plot, shows the facts and the picture.

import { api, firstJson } from './api.js';
import { analysisFacts } from './words.js';

const $ = (id) => document.getElementById(id);

/// Analyzes `text` with the panel's options; `done(text)` is told which text the panel now shows.
export async function analyze(text, done) {
  const panel = $('analysis');
  const params = {
    die: panel.querySelector('#die').value,
    players: panel.querySelector('#players').value,
    overshoot: panel.querySelector('#overshoot').value,
    start: panel.querySelector('#start').value,
  };
  const error = $('analysis-error');
  error.hidden = true;
  try {
    const [json, plot] = await Promise.all([
      api('/api/analyze', text, params),
      api('/api/analyze', text, { ...params, plot: '1' }),
    ]);
    done(text);
    const facts = $('analysis-facts');
    facts.textContent = '';
    for (const [name, value] of analysisFacts(firstJson(json))) {
      const dt = document.createElement('dt');
      dt.textContent = name;
      const dd = document.createElement('dd');
      dd.textContent = value;
      facts.append(dt, dd);
    }
    // The plot is shown as an image: its styles stay inside it.
    const img = document.createElement('img');
    img.alt = 'Distribution of the game length';
    img.src = URL.createObjectURL(new Blob([plot.text], { type: 'image/svg+xml' }));
    img.addEventListener('load', () => URL.revokeObjectURL(img.src));
    const holder = $('analysis-plot');
    holder.textContent = '';
    holder.append(img);
  } catch (failure) {
    error.hidden = false;
    error.textContent = failure.message;
  }
}
