// The board text's errors as the editor shows them: the engine's message under the text, a link that puts the caret
// at its LINE:COLUMN, the line marked in the gutter (text-box.js draws it, text.js does the counting).

import { offsetOf } from './text.js';
import { userMessage } from './words.js';

/// The functions for the editor `ui` ({text, box, error}: the text box (text-box.js) as `text` and `box`, the message
/// box).
export function textErrors(ui) {
  function showError(error) {
    ui.error.hidden = false;
    ui.error.textContent = '';
    const message = document.createElement('span');
    message.className = 'message';
    message.textContent = userMessage(error.message);
    ui.error.append(message);
    ui.box.setInvalid(true);
    if (error.line) {
      const go = document.createElement('button');
      go.type = 'button';
      go.className = 'link';
      go.textContent = `go to line ${error.line}, column ${error.column}`;
      go.addEventListener('click', () => selectPosition(error.line, error.column));
      ui.error.append(' ', go);
      markLine(error.line);
    }
  }

  function clearError() {
    ui.error.hidden = true;
    ui.error.textContent = '';
    ui.box.setInvalid(false);
    markLine(null);
  }

  const markLine = (line) => ui.box.markLine(line);

  function selectPosition(line, column) {
    const text = ui.text.value;
    const offset = offsetOf(text, line, column);
    ui.box.select(offset, Math.min(text.length, offset + 1));
  }

  return { showError, clearError, markLine };
}
