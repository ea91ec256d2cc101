// The board text as the editor shows it: line numbers with an error's line marked, and where LINE:COLUMN (columns
// count bytes, as the server reports them) falls in the text.

/// The number of lines of `text` (one more than its newlines).
export function lineCount(text) {
  let lines = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines += 1;
  return lines;
}

/// The gutter beside the text: one number per line, `bad` (a line number, or null) marked with ▶; only the lines
/// `first` to `first + count − 1` when given (the editor draws the lines in sight only).
export function gutterText(text, bad, first = 1, count = Infinity, lines = lineCount(text)) {
  const out = [];
  const last = Math.min(lines, first + count - 1);
  for (let i = Math.max(1, first); i <= last; i++) out.push(i === bad ? `▶${i}` : String(i));
  return out.join('\n');
}

/// The offset in `text` (UTF-16 code units, as a textarea counts) of byte column `column` of line `line`.
export function offsetOf(text, line, column) {
  const lines = text.split('\n');
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
  const bytes = new TextEncoder().encode(lines[line - 1] || '');
  const prefix = new TextDecoder().decode(bytes.slice(0, Math.max(0, column - 1)));
  return offset + prefix.length;
}
