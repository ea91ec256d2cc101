// Which engine answers the page (web/api.js): none named here, so `snl serve`'s JSON API over HTTP. The static
// build (the web preset, wasm/CMakeLists.txt) replaces this file with one naming the library in WebAssembly.
export const ENGINE = { engine: 'server' };
