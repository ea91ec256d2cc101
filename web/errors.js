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

  /// The gutter's numbers for the lines in sight, line `bad` marked (none when null), drawn before the next frame:
  /// reading where the text is scrolled to makes the page lay itself out, once a frame is enough. Only the lines in
  /// sight are numbered, so that a text of 60,000 lines costs the gutter no more than one of 20.
  let bad = null;
  let drawing = false;
  let shown = '';
  function markLine(line) {
    bad = line;
    if (drawing) return;
    drawing = true;
    requestAnimationFrame(drawGutter);
  }

  function drawGutter() {
    drawing = false;
    const style = getComputedStyle(ui.text);
    const lineHeight = parseFloat(style.lineHeight) || 18;
    const top = ui.text.scrollTop;
    const first = Math.floor(top / lineHeight) + 1;
    const count = Math.ceil(ui.text.clientHeight / lineHeight) + 1;
    const numbers = gutterText(ui.text.value, bad, first, count);
    if (numbers !== shown) ui.gutter.textContent = shown = numbers;
    // The first number sits where its line is: the part of it scrolled out of sight moves the gutter up.
    ui.gutter.style.transform = `translateY(${-(top % lineHeight)}px)`;
  }

  ui.text.addEventListener('scroll', () => markLine(bad));

  function selectPosition(line, column) {
    const offset = offsetOf(ui.text.value, line, column);
    ui.text.focus();
    ui.text.setSelectionRange(offset, Math.min(ui.text.value.length, offset + 1));
  }

  return { showError, clearError, markLine };
}
