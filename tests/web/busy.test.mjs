// tests/web/busy.test.mjs — web/busy.js: a view drops replies to older requests; the working sign shows after the
// delay and goes when nothing is out.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { Latest, Working } from '../../web/busy.js';

test('only the newest ticket of a view is current', () => {
  const view = new Latest();
  const first = view.begin();
  const second = view.begin();
  assert.equal(view.current(first), false);
  assert.equal(view.current(second), true);
});

test('the working sign waits for the delay, and goes when the last request is done', async () => {
  const shown = [];
  const timers = [];
  const working = new Working((on) => shown.push(on), 200, {
    set: (fn) => { timers.push(fn); return timers.length; },
    clear: () => { timers.length = 0; },
  });
  let finish;
  const slow = working.track(new Promise((resolve) => { finish = resolve; }));
  const quick = working.track(Promise.resolve(1));
  assert.equal(await quick, 1);
  assert.deepEqual(shown, [], 'nothing shown before the delay');
  timers[0]();  // 200 ms pass
  assert.deepEqual(shown, [true]);
  finish(2);
  assert.equal(await slow, 2);
  assert.deepEqual(shown, [true, false]);
  await assert.rejects(working.track(Promise.reject(new Error('no'))));
  assert.equal(working.out, 0, 'a failure counts as done');
});
