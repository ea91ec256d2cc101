// The board's text box. A text is typed in the page's textarea; a long one (past LONG_TEXT characters: a paste of
// a big board, a file, a link) is shown in CodeMirror 6 (codemirror.js, bundled by esbuild from
// web/package-lock.json), which lays out only the lines in sight: a paste of 60,000 lines costs it about 0.2 s where
// the textarea spends seconds laying out every line (bench/RESULTS.md). The bundle is fetched only then (or, ahead of
// need, once the text box is focused): the page's first load stays within its budget without it. Without the
// bundle (a build where `npm ci` was not run in web/) the textarea stays.
// The rest of the page sees one object whichever box shows the text: `value` is the whole text, an `input` event
// follows each edit of the user's (not a change of `value`), `markLine` marks an error's line in the gutter,
// `select` a stretch, `setInvalid` says the text is not a board.

import { lineCount, gutterText } from './text.js';

/// The length past which a text goes into the editor that lays out only the lines in sight: a 3,000-line text
/// (about 40,000 characters) in the textarea costs tens of milliseconds a key (bench/RESULTS.md).
export const LONG_TEXT = 40_000;

/// The text box made of `area` (the page's textarea) and `gutter` (its line numbers).
export function textBox(area, gutter) {
  let box = plainBox(area, gutter);
  let editor = null;     // the bundle's import, once asked for
  let upgraded = false;
  const listeners = [];  // [type, listener]: moved to the editor's element with the text
  let bad = null;
  let invalid = false;

  const loadEditor = () => {
    editor ??= import('./codemirror.js').catch(() => null);
    return editor;
  };
  area.addEventListener('focus', () => { loadEditor(); }, { once: true });

  /// The text moves into CodeMirror (once). With `hide`, the textarea is hidden meanwhile, so that it never lays out
  /// a text put in it at once (a paste, a file); a text typed past the length stays in sight, and typing goes on in it
  /// until the editor takes the text with the caret.
  async function upgrade(hide) {
    if (upgraded) return;
    upgraded = true;
    const focused = document.activeElement === area;
    if (hide) {
      area.hidden = true;
      gutter.hidden = true;
    }
    const cm = await loadEditor();
    if (!cm) {  // no bundle: the textarea it is
      area.hidden = false;
      gutter.hidden = false;
      return;
    }
    const caret = area.selectionEnd;
    const typing = focused || document.activeElement === area;
    box = editorBox(cm, area, gutter);
    for (const [type, listener] of listeners) box.element.addEventListener(type, listener);
    if (invalid) box.element.setAttribute('aria-invalid', 'true');
    box.markLine(bad);
    if (typing) box.select(caret, caret);
  }

  // A long paste or drop in the textarea goes into the editor without the textarea ever holding it.
  const replaceSelection = (event, text) => {
    const value = area.value.slice(0, area.selectionStart) + text + area.value.slice(area.selectionEnd);
    if (value.length < LONG_TEXT) return;
    event.preventDefault();
    const caret = area.selectionStart + text.length;
    area.value = value;  // upgrade hides it before the next frame could lay it out
    area.setSelectionRange(caret, caret);
    upgrade(true).then(() => box.element.dispatchEvent(new CustomEvent('input', { bubbles: true, detail: 'edit' })));
  };
  area.addEventListener('paste', (event) => replaceSelection(event, event.clipboardData?.getData('text/plain') ?? ''));
  area.addEventListener('drop', (event) => replaceSelection(event, event.dataTransfer?.getData('text/plain') ?? ''));
  // Typed (or dropped as a file) past the length: the editor takes it from here.
  area.addEventListener('input', () => { if (area.value.length >= LONG_TEXT) upgrade(false); });

  return {
    get element() { return box.element; },
    get value() { return box.element.value; },
    set value(text) {
      if (!upgraded && text.length >= LONG_TEXT) {
        area.value = text;  // upgrade hides it before the next frame could lay it out
        upgrade(true);
        return;
      }
      box.element.value = text;
    },
    addEventListener(type, listener) {
      listeners.push([type, listener]);
      box.element.addEventListener(type, listener);
    },
    setInvalid(on) {
      invalid = on;
      if (on) box.element.setAttribute('aria-invalid', 'true');
      else box.element.removeAttribute('aria-invalid');
    },
    markLine(line) {
      bad = line;
      box.markLine(line);
    },
    select(from, to) { box.select(from, to); },
  };
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
