// The board's text box. With the build's editor bundle (codemirror.js: CodeMirror 6, bundled by esbuild from
// web/package-lock.json) the text box is a CodeMirror editor, which lays out only the lines in sight: a paste of
// 60,000 lines costs it about 0.2 s where the browser's textarea spends seconds laying out every line
// (bench/RESULTS.md). Without the bundle (a build where `npm ci` was not run in web/) the page's textarea stays.
// Either way the rest of the page sees one element: `value` is the whole text, an `input` event follows each edit
// of the user's (not a change of `value`), `markLine` marks an error's line in the gutter, `select` a stretch.

import { lineCount, gutterText } from './text.js';

/// The text box made of `area` (the page's textarea) and `gutter` (its line numbers): {element, markLine, select}.
export async function textBox(area, gutter) {
  let cm = null;
  try {
    cm = await import('./codemirror.js');
  } catch {
    return plainBox(area, gutter);
  }
  return editorBox(cm, area, gutter);
}

/// CodeMirror in place of the textarea, with its id, label and text.
function editorBox(cm, area, gutter) {
  const numbers = new cm.Compartment();
  const numbered = (bad) => cm.lineNumbers({ formatNumber: (n) => (n === bad ? `▶${n}` : String(n)) });
  let setting = false;
  let element = null;
  const label = document.querySelector(`label[for="${area.id}"]`);
  if (label && !label.id) label.id = `${area.id}-label`;
  const view = withoutHead(() => new cm.EditorView({
    state: cm.EditorState.create({
      doc: area.value,
      extensions: [
        numbers.of(numbered(null)),
        cm.history(),
        cm.keymap.of([...cm.historyKeymap, { key: 'Mod-a', run: cm.selectAll }]),
        cm.EditorView.contentAttributes.of({
          // tabindex: the lines are one stop of the Tab key, as the textarea was (axe counts a contenteditable
          // element as reachable only with it).
          id: area.id, tabindex: '0', spellcheck: 'false', autocorrect: 'off', autocapitalize: 'off',
          ...(label ? { 'aria-labelledby': label.id } : {}),
        }),
        // The page hears of each edit of the user's once CodeMirror has it, after the update (a listener may edit).
        cm.EditorView.updateListener.of((update) => {
          if (update.docChanged && !setting) {
            queueMicrotask(() => element.dispatchEvent(new CustomEvent('input', { bubbles: true, detail: 'edit' })));
          }
        }),
      ],
    }),
  }));
  element = view.contentDOM;
  // The browser's own input events on the editable lines come before CodeMirror has read them: not passed on.
  view.dom.addEventListener('input', (event) => { if (event.detail !== 'edit') event.stopPropagation(); }, true);
  // The page reads the text several times an edit (the answer, the address, the panels): written out once per edit.
  let written = null;
  let text = '';
  Object.defineProperty(element, 'value', {
    get: () => {
      if (written !== view.state.doc) {
        written = view.state.doc;
        text = written.toString();
      }
      return text;
    },
    set: (text) => {
      setting = true;
      try {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
      } finally {
        setting = false;
      }
    },
  });
  area.replaceWith(view.dom);
  gutter.remove();
  let bad = null;
  return {
    element,
    markLine(line) {
      if (line === bad) return;
      bad = line;
      view.dispatch({ effects: numbers.reconfigure(numbered(line)) });
    },
    select(from, to) {
      view.dispatch({ selection: cm.EditorSelection.single(from, to), scrollIntoView: true });
      view.focus();
    },
  };
}

/// CodeMirror's styles (style-mod) go into a <style> element in the document's head, which a page under
/// `style-src 'self'` (snl serve's policy) refuses; into a shadow root, or a document without a head, they go as a
/// constructed style sheet, which the policy allows. So the view is made while the document shows no head.
function withoutHead(make) {
  Object.defineProperty(document, 'head', { configurable: true, get: () => null });
  try {
    return make();
  } finally {
    delete document.head;
  }
}

/// The textarea, its gutter numbering only the lines in sight, drawn before the next frame: reading where the text
/// is scrolled to makes the page lay itself out, once a frame is enough.
function plainBox(area, gutter) {
  let bad = null;
  let drawing = false;
  let shown = '';
  function markLine(line) {
    bad = line;
    if (drawing) return;
    drawing = true;
    requestAnimationFrame(draw);
  }
  function draw() {
    drawing = false;
    const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 18;
    const top = area.scrollTop;
    const first = Math.floor(top / lineHeight) + 1;
    const count = Math.ceil(area.clientHeight / lineHeight) + 1;
    const numbers = gutterText(area.value, bad, first, count, lineCount(area.value));
    if (numbers !== shown) gutter.textContent = shown = numbers;
    // The first number sits where its line is: the part of it scrolled out of sight moves the gutter up.
    gutter.style.transform = `translateY(${-(top % lineHeight)}px)`;
  }
  area.addEventListener('scroll', () => markLine(bad));
  area.addEventListener('input', () => markLine(bad));
  return {
    element: area,
    markLine,
    select(from, to) {
      area.focus();
      area.setSelectionRange(from, to);
    },
  };
}
