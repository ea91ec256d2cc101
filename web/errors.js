// The board text's errors as the editor shows them: the engine's message under the text, a link that puts the caret
// at its LINE:COLUMN, the line marked in the gutter (text.js does the counting).

import { gutterText, offsetOf } from './text.js';
import { userMessage } from './words.js';

/// The functions for the editor `ui` ({text, gutter, error}: the textarea, the line numbers, the message box).
export function textErrors(ui) {
  function showError(error) {
    ui.error.hidden = false;
    ui.error.textContent = '';
    const message = document.createElement('span');
    message.className = 'message';
    message.textContent = userMessage(error.message);
    ui.error.append(message);
    ui.text.setAttribute('aria-invalid', 'true');
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
    ui.text.removeAttribute('aria-invalid');
    markLine(null);
  }

  /// The gutter's numbers for the text, line `bad` marked (none when null), scrolled with the text before the next
  /// frame is drawn: reading where the text is scrolled to makes the page lay itself out, once is enough.
  let scrolling = false;
  function markLine(bad) {
    const numbers = gutterText(ui.text.value, bad);
    if (ui.gutter.textContent === numbers) return;
    ui.gutter.textContent = numbers;
    if (scrolling) return;
    scrolling = true;
    requestAnimationFrame(() => {
      scrolling = false;
      ui.gutter.scrollTop = ui.text.scrollTop;
    });
  }

  function selectPosition(line, column) {
    const offset = offsetOf(ui.text.value, line, column);
    ui.text.focus();
    ui.text.setSelectionRange(offset, Math.min(ui.text.value.length, offset + 1));
  }

  return { showError, clearError, markLine };
}
