// Presentation: for a projector or a classroom screen, the board and the controls acting on it (the answer, the
// stepper, Play's dice) on one screen, full screen and in large type; Space rolls the die while Play is open, else
// steps the search one roll on; the arrow keys step back and forth; Escape leaves. The layout is style.css's
// (body.presenting); this file only switches it and reads the keys.

import { $, ui } from './page.js';
import { stepBy } from './stepper.js';

const presenting = () => document.body.classList.contains('presenting');

/// Enters or leaves presentation mode (full screen where the browser allows it).
export function setPresenting(on) {
  document.body.classList.toggle('presenting', on);
  ui.present.textContent = on ? 'Leave presentation' : 'Present';
  ui.present.setAttribute('aria-pressed', String(on));
  if (on && !document.fullscreenElement && document.documentElement.requestFullscreen) {
    document.documentElement.requestFullscreen().catch(() => {});  // refused without a click: the layout stays
  } else if (!on && document.fullscreenElement) {
    document.exitFullscreen().catch(() => {});
  }
}

/// The key `event` in presentation mode: what it does, or null when the page's other controls keep it.
export function presentKey(event, playOpen) {
  const target = event.target;
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return null;
  if (target && target.closest && target.closest('input, select, textarea, rect[data-label]')) return null;
  if (event.key === 'Escape') return 'leave';
  if (event.key === ' ') return playOpen ? 'roll' : 'forward';
  if (event.key === 'ArrowRight') return 'forward';
  if (event.key === 'ArrowLeft') return 'back';
  return null;
}

export function wirePresenting() {
  ui.present.addEventListener('click', () => setPresenting(!presenting()));
  document.addEventListener('fullscreenchange', () => {
    if (!document.fullscreenElement && presenting()) setPresenting(false);  // Escape in the browser's full screen
  });
  document.addEventListener('keydown', (event) => {
    if (!presenting()) return;
    const action = presentKey(event, $('play-panel').open);
    if (!action) return;
    event.preventDefault();
    if (action === 'leave') setPresenting(false);
    else if (action === 'roll') $('play-roll').click();
    else stepBy(action === 'forward' ? 1 : -1);
  });
}
