// The parts of CodeMirror 6 the page's editor uses (web/text-box.js), bundled by esbuild into codemirror.js at build
// time (cmake/editor_bundle.cmake): an editor that lays out only the lines in sight, so that a paste of 60,000 lines
// costs about what one of 20 does. Typing, Enter, Backspace and the arrows are the browser's own (contenteditable);
// Tab leaves the editor, as it leaves any text box.
export { EditorView, keymap, lineNumbers } from '@codemirror/view';
export { Compartment, EditorSelection, EditorState } from '@codemirror/state';
export { history, historyKeymap, selectAll } from '@codemirror/commands';
