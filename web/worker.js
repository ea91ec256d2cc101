// The page's engine in a Web Worker: the library and the JSON API compiled to WebAssembly (wasm/bindings.cpp),
// one call at a time, in the order web/api.js sends them. Started as worker.js?module=URL (the module's JavaScript,
// loaded at once); messages in: {kind: 'load', module} once (the WebAssembly.Module the page compiled), then
// {kind: 'call', id, path, query, body} (body a string, or a Blob for a long text); out: {id, status, type, text,
// ms}, or {kind: 'error', message}.
const factory = import(new URL(self.location.href).searchParams.get('module'));
let loaded;
const engine = new Promise((resolve) => { loaded = resolve; });  // calls sent before the module wait for it

async function load(module) {
  const { default: createEngine } = await factory;
  return createEngine({
    // The module compiled once by the page: a new worker (after a cancelled call) instantiates it at once.
    instantiateWasm(imports, done) {
      WebAssembly.instantiate(module, imports).then((instance) => done(instance, module));
      return {};
    },
  });
}

/// One call, answered with a message.
async function run(data) {
  try {
    const { handle } = await engine;
    const started = performance.now();
    // A long text comes as a Blob (web/api.js), read here, off the page's thread.
    const body = typeof data.body === 'string' ? data.body : await data.body.text();
    const answer = handle(data.path, data.query, body);
    self.postMessage({ id: data.id, status: answer.status, type: answer.type, text: answer.text,
      ms: performance.now() - started });
  } catch (error) {
    self.postMessage({ kind: 'error', message: String((error && error.message) || error) });
  }
}

// The calls run one after another in the order sent (a Blob's text is read asynchronously: without the chain a
// later short call could overtake it, and web/api.js takes the replies in order).
let calls = Promise.resolve();
self.onmessage = ({ data }) => {
  if (data.kind === 'load') {
    loaded(load(data.module));
    return;
  }
  calls = calls.then(() => run(data));
};
