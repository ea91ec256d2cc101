// tests/web/api.test.mjs — web/api.js against a stand-in for fetch: the query it sends, the server's error with
// its LINE:COLUMN, and an edit's jumps sent for the server to write.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { api, ApiError, withJumps } from '../../web/api.js';

/// Replaces fetch with one that records the call and answers `status` with `body`.
function answering(status, body) {
  const calls = [];
  globalThis.fetch = async (url, init) => {
    calls.push({ url, init });
    return { ok: status < 400, status, text: async () => body, headers: { get: () => 'application/json' } };
  };
  return calls;
}

test('the parameters go in the query and the body is the board text', async () => {
  const calls = answering(200, '{"rolls": 4}\n');
  const answer = await api('/api/solve', 'size 6\n', { algorithm: 'bfs' });
  assert.equal(calls[0].url, '/api/solve?algorithm=bfs');
  assert.deepEqual(calls[0].init, { method: 'POST', body: 'size 6\n' });
  assert.equal(answer.text, '{"rolls": 4}\n');
});

test("an error carries the server's message and its line and column", async () => {
  answering(400, '{"error": "<request>:3:4: error: expected a square, found \'x\'", "line": 3, "column": 4}');
  await assert.rejects(api('/api/solve', 'size 6\n2 15\n14 x\n'), (error) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 400);
    assert.equal(error.line, 3);
    assert.equal(error.column, 4);
    assert.match(error.message, /^<request>:3:4: error: expected/);
    return true;
  });
  answering(502, 'Bad Gateway');
  await assert.rejects(api('/api/solve', ''), /Bad Gateway/);
});

test('an edit sends the jumps and takes the text the server writes', async () => {
  const calls = answering(200, '{"text": "size 6\\n2 15\\n3 33\\n"}\n');
  assert.equal(await withJumps('size 6\n2 15\n', [[2, 15], [3, 33]]), 'size 6\n2 15\n3 33\n');
  assert.equal(calls[0].url, '/api/board?jumps=2%3A15%2C3%3A33');
});

test("without the static build's engine.js the page uses the server, and reads /api/info with GET", async () => {
  const { engineKind, info } = await import('../../web/api.js');
  assert.equal(engineKind(), 'server');
  const calls = answering(200, '{"analyze": true, "limits": {}}\n');
  assert.deepEqual(await info(), { analyze: true, limits: {} });
  assert.deepEqual(calls[0], { url: '/api/info', init: { method: 'GET' } });
});

test('a call is cancelled by its AbortSignal, before it starts or while it runs', async () => {
  const early = new AbortController();
  early.abort();
  answering(200, '{}\n');
  await assert.rejects(api('/api/solve', 'size 2\n', {}, { signal: early.signal }), { name: 'AbortError' });
  const calls = [];
  globalThis.fetch = (url, init) => new Promise((resolve, reject) => {
    calls.push({ url, init });
    init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
  const late = new AbortController();
  const call = api('/api/solve', 'size 2\n', {}, { signal: late.signal });
  late.abort();
  await assert.rejects(call, { name: 'AbortError' });
  assert.equal(calls[0].init.signal, late.signal, 'the signal reaches fetch');
});

/// A stand-in for the Web Worker of the static build: it records what it is sent, and the test answers.
class FakeWorker {
  static made = [];
  constructor() {
    this.sent = [];
    this.ended = false;
    FakeWorker.made.push(this);
  }
  postMessage(message) { this.sent.push(message); }
  terminate() { this.ended = true; }
  /// The calls sent, but the engine's own first one (/api/info, for its time limit).
  calls() { return this.sent.filter((message) => message.kind === 'call' && message.path !== '/api/info'); }
  answer(call, text = `${call.path} answered`) {
    this.onmessage({ data: { id: call.id, status: 200, type: 'application/json', text, ms: 0 } });
  }
}

/// The WorkerEngine of web/api.js with FakeWorkers, and a module compiled at once; its first call, /api/info, answered
/// with a time limit of `timeout` seconds.
async function workerEngine(timeout = 10) {
  const { WorkerEngine } = await import('../../web/api.js');
  FakeWorker.made = [];
  globalThis.Worker = FakeWorker;
  globalThis.fetch = async () => ({ ok: true, arrayBuffer: async () => new ArrayBuffer(0) });
  const compile = WebAssembly.compileStreaming;
  WebAssembly.compileStreaming = async () => ({ module: true });
  const engine = new WorkerEngine(new URL('file:///site/snl-engine.js'));
  WebAssembly.compileStreaming = compile;
  await new Promise((resolve) => { setTimeout(resolve, 0); });  // the module is sent
  const worker = FakeWorker.made[0];
  const info = worker.sent.find((message) => message.kind === 'call' && message.path === '/api/info');
  assert.ok(info, 'the engine asks for its limits first');
  worker.answer(info, JSON.stringify({ limits: { work_timeout: timeout } }));
  await new Promise((resolve) => { setTimeout(resolve, 0); });
  return engine;
}

test('the worker is sent every call at once and answers them in order, without waiting for the page', async () => {
  const engine = await workerEngine();
  const worker = FakeWorker.made[0];
  assert.deepEqual(worker.sent.map((message) => message.kind === 'call' ? message.path : message.kind).slice(0, 2),
    ['/api/info', 'load'], 'the call made at the start is held until the module is loaded');
  const replies = ['/api/solve', '/api/board', '/api/render'].map((path) => engine.call(path, '', 'size 6\n'));
  assert.deepEqual(worker.calls().map((call) => call.path), ['/api/solve', '/api/board', '/api/render']);
  for (const call of worker.calls()) worker.answer(call);
  assert.deepEqual((await Promise.all(replies)).map((reply) => reply.text),
    ['/api/solve answered', '/api/board answered', '/api/render answered']);
  worker.answer(worker.calls()[0], 'late');  // a reply to no call out is dropped
});

test('a call that can be cancelled waits for an idle worker; cancelled while it runs, the worker is replaced and '
  + 'the calls sent after it go to the new one', async () => {
  const engine = await workerEngine();
  const first = FakeWorker.made[0];
  const solve = engine.call('/api/solve', '', 'size 6\n');
  const control = new AbortController();
  const analysis = engine.call('/api/analyze', '', 'size 6\n', control.signal);
  assert.deepEqual(first.calls().map((call) => call.path), ['/api/solve'], 'the analysis waits for the solve');
  first.answer(first.calls()[0]);
  await solve;
  assert.deepEqual(first.calls().map((call) => call.path), ['/api/solve', '/api/analyze']);
  const render = engine.call('/api/render', '', 'size 6\n');
  assert.equal(first.calls().length, 3, 'a call that cannot be cancelled goes behind it at once');
  control.abort();
  await assert.rejects(analysis, { name: 'AbortError' });
  assert.equal(first.ended, true, 'the running analysis is stopped with its worker');
  const second = FakeWorker.made[1];
  assert.deepEqual(second.calls().map((call) => call.path), ['/api/render'], 'the render is sent again');
  await new Promise((resolve) => { setTimeout(resolve, 0); });
  assert.equal(second.sent.filter((message) => message.kind === 'load').length, 1, 'the new worker gets the module');
  second.answer(second.calls()[0]);
  assert.equal((await render).text, '/api/render answered');
});

test('a call still running past the engine\'s work_timeout (from /api/info) is stopped with 503, naming the limit', async () => {
  const engine = await workerEngine(0.05);
  const worker = FakeWorker.made[0];
  const slow = engine.call('/api/analyze', '', 'size 6\n');
  await assert.rejects(slow, (error) => error.status === 503 && /the browser's limit of 0.05 s/.test(error.message));
  assert.equal(worker.ended, true, 'the worker running it is ended');
});

test('a long text is one Blob for all the calls of an edit, to the server and to the worker; a short one a string',
  async () => {
    const long = `size 1000\n${'2 3\n'.repeat(20_000)}`;
    const calls = answering(200, '{}\n');
    await Promise.all(['/api/solve', '/api/board'].map((path) => api(path, long)));
    assert.ok(calls[0].init.body instanceof Blob, 'a Blob, not a string copied for each call');
    assert.equal(calls[1].init.body, calls[0].init.body, 'the same Blob for the second call');
    assert.equal(await calls[0].init.body.text(), long);
    await api('/api/solve', 'size 6\n');
    assert.equal(calls[2].init.body, 'size 6\n');
    const engine = await workerEngine();
    const worker = FakeWorker.made[0];
    const replies = ['/api/solve', '/api/render'].map((path) => engine.call(path, '', long));
    const [solve, render] = worker.calls();
    assert.ok(solve.body instanceof Blob);
    assert.equal(render.body, solve.body);
    for (const call of worker.calls()) worker.answer(call);
    await Promise.all(replies);
  });

test('the worker answers its calls in the order sent, though a Blob is read more slowly than a string', async () => {
  const posted = [];
  const engineModule = 'data:text/javascript,export default async () => ({ handle: (path, query, body) => '
    + '({ status: 200, type: "text/plain", text: path + ":" + body }) });';
  globalThis.self = { location: { href: `file:///site/worker.js?module=${encodeURIComponent(engineModule)}` },
    postMessage: (message) => posted.push(message) };
  await import('../../web/worker.js');
  self.onmessage({ data: { kind: 'load', module: null } });
  const slowBlob = { text: () => new Promise((resolve) => { setTimeout(resolve, 30, 'long'); }) };
  self.onmessage({ data: { kind: 'call', id: 1, path: '/api/board', query: '', body: slowBlob } });
  self.onmessage({ data: { kind: 'call', id: 2, path: '/api/solve', query: '', body: 'short' } });
  await new Promise((resolve) => { setTimeout(resolve, 100); });
  assert.deepEqual(posted.map((m) => [m.id, m.text]), [[1, '/api/board:long'], [2, '/api/solve:short']]);
});
