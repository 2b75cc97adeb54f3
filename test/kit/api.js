'use strict';
// A small client for the product's JSON API: JSON in, { status, body, headers } out.

/**
 * One request. `body` is sent as JSON (`rawBody` as it is); a JSON answer is parsed, any other
 * text is kept as text.
 */
async function request(baseUrl, method, path, { body, rawBody, token, headers = {}, timeoutMs = 30_000 } = {}) {
  const sent = { ...headers };
  if (token) sent.authorization = `Bearer ${token}`;
  const payload = rawBody !== undefined ? rawBody : body !== undefined ? JSON.stringify(body) : undefined;
  if (payload !== undefined && !sent['content-type']) sent['content-type'] = 'application/json';
  const res = await fetch(baseUrl + path, { method, headers: sent, body: payload, signal: AbortSignal.timeout(timeoutMs) });
  const text = await res.text();
  let parsed = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** The short form most set-ups use: `call(url, 'POST', '/api/x', body, token)`. */
function call(baseUrl, method, path, body, token) {
  return request(baseUrl, method, path, { body, token });
}

/** An API bound to one base URL. */
class Api {
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
  }
  request(method, path, options = {}) {
    return request(this.baseUrl, method, path, options);
  }
  get(path, token) {
    return this.request('GET', path, { token });
  }
  post(path, body, token) {
    return this.request('POST', path, { body: body ?? {}, token });
  }
  put(path, body, token) {
    return this.request('PUT', path, { body: body ?? {}, token });
  }
  delete(path, token) {
    return this.request('DELETE', path, { token });
  }
}

module.exports = { request, call, Api };
