/**
 * A GET started by main.tsx before the screen's code has downloaded, so the answer travels in
 * parallel with the chunks instead of after them (the guest page's data: issue 22's LCP). The
 * first apiRequest for the same path takes it; later ones fetch afresh.
 */
const started = new Map<string, Promise<Response>>();

export function startEarlyGet(path: string): void {
  const response = fetch(`/api${path}`, { headers: { Accept: 'application/json' } });
  response.catch(() => undefined); // read (and reported) by apiRequest, never unhandled
  started.set(path, response);
}

export function takeEarlyGet(path: string): Promise<Response> | undefined {
  const response = started.get(path);
  started.delete(path);
  return response;
}
