// A plain static file server for the static build (no snl, no API): GET and HEAD of the files under one folder,
// with the content types any static host gives. `node static-server.mjs DIR` prints its URL (port 0: any free
// port) and serves until stopped; imported, serveStatic(dir, prefix) resolves with {url, requests, close}, the folder
// served under `prefix` (default '/': at the root; '/snl/': in a subfolder, as a project's pages are hosted).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.json': 'application/json', '.wasm': 'application/wasm',
};

export function serveStatic(dir, prefix = '/') {
  const root = resolve(dir);
  const requests = [];
  const server = createServer(async (request, response) => {
    const whole = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    requests.push({ method: request.method, path: whole });
    if (!whole.startsWith(prefix)) {
      response.writeHead(404).end();
      return;
    }
    const path = '/' + whole.slice(prefix.length);
    const file = normalize(join(root, path.endsWith('/') ? path + 'index.html' : path));
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !(file === root || file.startsWith(root + sep))) {
      response.writeHead(request.method === 'GET' || request.method === 'HEAD' ? 404 : 405).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] || 'application/octet-stream',
        'Content-Length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => {
      done({
        url: `http://127.0.0.1:${server.address().port}${prefix}`,
        requests,
        close: () => new Promise((closed) => { server.closeAllConnections(); server.close(closed); }),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url } = await serveStatic(process.argv[2] || '.');
  console.log(url);
}
