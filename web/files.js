// Exports: the shown board's text in a format the person picks, and its picture as SVG, named after the board.

import { api, firstJson } from './api.js';
import { EXAMPLES } from './examples.js';
import { state, track, ui } from './page.js';
import { exportName } from './share.js';
import { userMessage } from './words.js';

/// Saves `content` as a file named `name`.
function download(content, type, name) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([content], { type }));
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/// The file name of an export of the shown board (share.js's exportName).
function nameFor(extension) {
  const i = EXAMPLES.findIndex((example) => example.text === ui.text.value);
  return exportName({ example: i < 0 ? '' : EXAMPLES[i].name, n: state.board?.n ?? null,
    squares: state.board?.squares ?? 0, board: state.shown, boards: state.results.length }, extension);
}

/// Saves the shown board in the format picked (grid, LeetCode JSON or jumps), as the engine writes it.
export async function exportText() {
  if (state.broken) return;
  const format = ui.exportFormat.value;
  try {
    const written = firstJson(await track(api('/api/board', ui.text.value, { board: String(state.shown), output: format })));
    download(written.text, 'text/plain', nameFor({ grid: 'grid.txt', json: 'json', jumps: 'jumps.txt' }[format]));
  } catch (error) {
    ui.note.hidden = false;
    ui.note.textContent = `No export: ${userMessage(error.message)}`;
  }
}

/// Saves the picture shown as SVG.
export function exportPicture() {
  if (!state.broken) download(state.svg, 'image/svg+xml', nameFor('svg'));
}
