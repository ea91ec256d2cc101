// The board text as the editor shows it: line numbers with an error's line marked, and where LINE:COLUMN (columns
// count bytes, as the server reports them) falls in the text.

/// The gutter beside the text: one number per line, `bad` (a line number, or null) marked with ▶.
export function gutterText(text, bad) {
  const lines = text.split('\n').length;
  const out = [];
  for (let i = 1; i <= Math.max(lines, 1); i++) out.push(i === bad ? `▶${i}` : String(i));
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
