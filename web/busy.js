// One state per view: each view (the answer, the picture, the analysis) numbers its requests, and a reply to any
// but the newest is dropped, whether or not the engine could cancel it. While any request is out longer than a
// moment, a "working" sign shows.

/// The requests of one view: `begin()` gives a ticket; `current(ticket)` is false once a newer one began.
export class Latest {
  constructor() { this.ticket = 0; }
  begin() { return ++this.ticket; }
  current(ticket) { return ticket === this.ticket; }
}

/// Counts the requests out and calls `show(true)` when one has been out `delay` ms, `show(false)` when none is.
export class Working {
  constructor(show, delay = 200, timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (id) => clearTimeout(id) }) {
    this.show = show;
    this.delay = delay;
    this.timers = timers;
    this.out = 0;
    this.timer = null;
  }
  /// Resolves as `promise` does, counted while it is out.
  async track(promise) {
    this.out += 1;
    if (this.out === 1) this.timer = this.timers.set(() => this.show(true), this.delay);
    try {
      return await promise;
    } finally {
      this.out -= 1;
      if (this.out === 0) {
        this.timers.clear(this.timer);
        this.show(false);
      }
    }
  }
}
