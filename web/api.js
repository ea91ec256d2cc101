// The page's one engine interface: every answer, picture and rule comes from the JSON API of api/api.hpp, run
// either by the library compiled to WebAssembly in a Web Worker (the static build: engine.js names the module) or
// by `snl serve` over HTTP (web/engine.js names none). The same endpoints, bytes and errors either way.
import { ENGINE } from './engine.js';

export class ApiError extends Error {
  constructor(status, body) {
    super(body.error || `HTTP ${status}`);
    this.status = status;
    this.line = body.line;
    this.column = body.column;
  }
}

/// The error an aborted call rejects with, as fetch's.
function aborted(signal) {
  return signal.reason instanceof Error ? signal.reason : new DOMException('the request was cancelled', 'AbortError');
}

/// An answer {status, type, text} as api() resolves or rejects.
function settled({ status, type, text }) {
  if (status >= 200 && status < 300) return { text, type };
  let parsed = {};
  try { parsed = JSON.parse(text); } catch { parsed = { error: text || `HTTP ${status}` }; }
  throw new ApiError(status, parsed);
}

/// A long text as the body of a call: one Blob made once for the several calls an edit makes (answer, board, layers,
/// picture), which fetch and postMessage hand on by reference, where a string was copied on the page's thread for
/// each call (four 826 KB copies, 160–200 ms in one task, for a 60,000-line paste: bench/RESULTS.md).
const BLOB_FROM = 64 * 1024;
let lastText = null;
let lastBlob = null;
function bodyOf(text) {
  if (typeof text !== 'string' || text.length < BLOB_FROM) return text;
  if (text !== lastText) {
    lastText = text;
    lastBlob = new Blob([text], { type: 'text/plain;charset=utf-8' });
  }
  return lastBlob;
}

/// The endpoints that read no board, which `snl serve` answers to GET alone.
const READ_NO_BOARD = ['/api/info', '/api/die'];

/// `snl serve`'s JSON API over HTTP.
const serverEngine = {
  kind: 'server',
  async call(path, query, body, signal) {
    const init = READ_NO_BOARD.includes(path) ? { method: 'GET' } : { method: 'POST', body: bodyOf(body) };
    if (signal) init.signal = signal;
    const response = await fetch(path + (query ? '?' + query : ''), init);
    const text = await response.text();
    return settled({ status: response.status, type: response.headers.get('content-type') || '', text });
  },
};

/// The library in WebAssembly, in a Web Worker (web/worker.js) so that the page never freezes. Calls run one at a
/// time in the order made; a cancelled call that has not started is dropped, and one that is running is stopped by
/// ending the worker (a new one starts from the module compiled once, and takes the calls sent after it).
export class WorkerEngine {
  constructor(moduleUrl) {
    this.kind = 'wasm';
    this.moduleUrl = moduleUrl.href;
    this.wasmUrl = new URL(moduleUrl.href.replace(/\.js$/, '.wasm'));
    // Streaming needs the host to say application/wasm; any other host gets the bytes compiled whole.
    const whole = () => fetch(this.wasmUrl).then((r) => {
      if (!r.ok) throw new Error(`${this.wasmUrl.pathname}: HTTP ${r.status}`);
      return r.arrayBuffer();
    }).then((bytes) => WebAssembly.compile(bytes));
    this.compiled = (WebAssembly.compileStreaming ? WebAssembly.compileStreaming(fetch(this.wasmUrl)).catch(whole)
      : whole());
    this.queue = [];   // calls not yet sent to the worker
    this.posted = [];  // calls sent, in order: the worker answers them one after another, the first is running
    this.worker = null;
    this.nextId = 1;
    this.compiled.catch((error) => {
      this.startError = error;
      this.stop(new ApiError(500, { error: `the engine could not start: ${error.message}` }));
    });
    this.start();  // the worker starts with the page, not at the first call
    // How long one call may run before it is stopped: the engine's own limit (/api/info's work_timeout, the server's
    // --work-timeout default), asked first; the calls after it are timed once it is known.
    this.timeoutMs = null;
    this.call('/api/info', '', '').then((answer) => {
      this.timeoutMs = 1000 * firstJson(answer).limits.work_timeout;
      if (this.posted.length) this.time(this.posted[0]);
    }, () => {});
  }

  /// The worker, started when there is none. It loads the module's JavaScript while the page compiles the .wasm,
  /// is sent the module once compiled (once: a stopped worker is replaced at once), and holds calls until then.
  start() {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL(`./worker.js?module=${encodeURIComponent(this.moduleUrl)}`, import.meta.url),
      { type: 'module' });
    // What a stopped worker still had on its way is dropped.
    worker.onmessage = ({ data }) => { if (worker === this.worker) this.answered(data); };
    worker.onerror = (event) => {
      event.preventDefault();
      if (worker === this.worker) this.stop(new ApiError(500, { error: `the engine failed: ${event.message || 'worker error'}` }));
    };
    this.worker = worker;
    this.compiled.then((module) => { if (this.worker === worker) worker.postMessage({ kind: 'load', module }); }, () => {});
    return worker;
  }

  call(path, query, body, signal) {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(aborted(signal));
      const job = { id: this.nextId++, path, query, body, resolve, reject, signal, timer: null };
      if (signal) {
        job.onAbort = () => this.cancel(job);
        signal.addEventListener('abort', job.onAbort, { once: true });
      }
      this.queue.push(job);
      this.pump();
    });
  }

  /// Sends the worker the calls it may take now. Calls go at once, so that the worker answers one after another
  /// without waiting for the page between them; but a call that can be cancelled waits until the worker is idle, so
  /// that it never sits in the worker's own queue, from where it could not be taken back.
  pump() {
    while (this.queue.length && (this.posted.length === 0 || !this.queue[0].signal)) {
      const job = this.queue.shift();
      if (this.startError) {
        this.finish(job);
        job.reject(new ApiError(500, { error: `the engine could not start: ${this.startError.message}` }));
        continue;
      }
      this.start().postMessage({ kind: 'call', id: job.id, path: job.path, query: job.query, body: bodyOf(job.body) });
      this.posted.push(job);
      if (this.posted.length === 1) this.time(job);
    }
  }

  /// The call the worker is on is stopped past the browser's limit.
  time(job) {
    if (this.timeoutMs === null || job.timer !== null) return;
    job.timer = setTimeout(() => this.stop(new ApiError(503, {
      error: `the work took longer than the browser's limit of ${this.timeoutMs / 1000} s; it was stopped`,
    })), this.timeoutMs);
  }

  finish(job) {
    clearTimeout(job.timer);
    if (job.signal) job.signal.removeEventListener('abort', job.onAbort);
  }

  answered(data) {
    if (data.kind === 'error') return this.stop(new ApiError(500, { error: `the engine failed: ${data.message}` }));
    const job = this.posted[0];
    if (!job || job.id !== data.id) return;  // a stale reply
    this.posted.shift();
    this.finish(job);
    if (this.posted.length) this.time(this.posted[0]);
    try {
      job.resolve(settled(data));
    } catch (error) {
      job.reject(error);
    }
    this.pump();
  }

  cancel(job) {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      this.finish(job);
      job.reject(aborted(job.signal));
    } else if (this.posted[0] === job) {  // a call that can be cancelled is sent only to an idle worker
      this.stop(aborted(job.signal));
    }
  }

  /// Ends the running call with `error` by ending the worker (it timed out, was cancelled, or the worker broke); the
  /// calls sent after it go to a new worker.
  stop(error) {
    const [job, ...rest] = this.posted;
    this.worker?.terminate();
    this.worker = null;
    this.posted = [];
    if (job) {
      this.finish(job);
      job.reject(error);
    }
    this.queue.unshift(...rest);
    if (this.queue.length) this.pump();
  }
}

/// The engine this page uses, as engine.js says, chosen (and the module compiled) as soon as the page loads.
const chosen = ENGINE.engine === 'wasm' && typeof Worker !== 'undefined' && typeof WebAssembly !== 'undefined'
  ? new WorkerEngine(new URL(ENGINE.module, import.meta.url))
  : serverEngine;

function engine() {
  return chosen;
}

/// 'wasm' or 'server': which engine answers this page.
export function engineKind() {
  return engine().kind;
}

/// Runs the API endpoint `path` ('/api/solve', …) on `body` with `params` as the query; resolves with the text and
/// content type, or rejects with an ApiError carrying the message (and LINE:COLUMN for a malformed board).
/// `options.signal` (an AbortSignal) cancels the call: it rejects with an AbortError and its work is stopped.
export async function api(path, body, params = {}, options = {}) {
  const query = new URLSearchParams(params).toString();
  const { signal } = options;
  if (signal?.aborted) throw aborted(signal);
  return engine().call(path, query, body, signal);
}

/// What GET /api/info answers: {"analyze": bool, "limits": {...}, "options": {...}, "sections": [...]}, from the engine
/// this page uses.
export async function info(options = {}) {
  return firstJson(await api('/api/info', '', {}, options));
}

/// The first JSON line of an answer.
export function firstJson(answer) {
  return JSON.parse(answer.text.split('\n')[0]);
}

/// The board text with `jumps` ([[from, to], ...]) instead of its own, as the library writes it.
export async function withJumps(text, jumps, options = {}) {
  const answer = await api('/api/board', text, { jumps: jumps.map(([from, to]) => `${from}:${to}`).join(',') },
    options);
  return firstJson(answer).text;
}
