// Talking to the server: every answer, picture and rule comes from its JSON API (server/api.hpp).

export class ApiError extends Error {
  constructor(status, body) {
    super(body.error || `HTTP ${status}`);
    this.status = status;
    this.line = body.line;
    this.column = body.column;
  }
}

/// POSTs `body` to `path` with `params` as the query; resolves with the text and content type, or rejects with
/// an ApiError carrying the server's message (and LINE:COLUMN for a malformed board).
export async function api(path, body, params = {}) {
  const query = new URLSearchParams(params).toString();
  const response = await fetch(path + (query ? '?' + query : ''), { method: 'POST', body });
  const text = await response.text();
  if (!response.ok) {
    let parsed = {};
    try { parsed = JSON.parse(text); } catch { parsed = { error: text || `HTTP ${response.status}` }; }
    throw new ApiError(response.status, parsed);
  }
  return { text, type: response.headers.get('content-type') || '' };
}

/// The first JSON line of an answer.
export function firstJson(answer) {
  return JSON.parse(answer.text.split('\n')[0]);
}

/// The board text with `jumps` ([[from, to], ...]) instead of its own, as the server writes it.
export async function withJumps(text, jumps) {
  const answer = await api('/api/board', text, { jumps: jumps.map(([from, to]) => `${from}:${to}`).join(',') });
  return firstJson(answer).text;
}
