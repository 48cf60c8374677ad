// Catalogue reads answered from the in-process cache (catalogue-response-cache.ts) before Next.js routes the request.
// Through Next, even a read proxy.ts answers from memory costs about twice the CPU of the bare static page (Next builds
// a web Request, runs the proxy's request scope and pipes a web stream back); a static route handler costs more still.
// Here only a kept, fresh answer is given, with the build's own every-path headers; anything else (a first read, a
// query not kept yet, a due look-up of other instances' revalidations, HEAD, a token, any other path) goes on to Next.
import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { CATALOGUE_CACHE_CONTROL, type Entry, keptCatalogueAnswer, matches } from './catalogue-response-cache';

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/** Next.js's compression leaves bodies under 1 KB as they are; larger ones go gzip to clients that accept it. */
const COMPRESS_FROM_BYTES = 1024;
const gzipped = new WeakMap<Entry, Buffer>();

/** `gzip` (or `*`) listed in Accept-Encoding without q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** Answers `request` from memory and returns true, or returns false and leaves it untouched. */
export function answerKeptCatalogueRead(request: IncomingMessage, response: ServerResponse, everyPathHeaders: OutgoingHttpHeaders): boolean {
  const url = request.url ?? '';
  if (request.method !== 'GET' || request.headers.authorization !== undefined || !url.startsWith('/api/v1/')) return false;
  const entry = keptCatalogueAnswer(url);
  if (!entry) return false;
  const headers: OutgoingHttpHeaders = { ...everyPathHeaders, 'cache-control': CATALOGUE_CACHE_CONTROL, etag: entry.etag, vary: 'Accept-Encoding' };
  if (matches(request.headers['if-none-match'] ?? null, entry.etag)) {
    response.writeHead(304, headers).end();
    return true;
  }
  let body: Uint8Array = entry.body;
  if (body.byteLength >= COMPRESS_FROM_BYTES && acceptsGzip(request.headers['accept-encoding'])) {
    body = gzipped.get(entry) ?? gzipped.set(entry, gzipSync(entry.body)).get(entry)!;
    headers['content-encoding'] = 'gzip';
  }
  response.writeHead(200, { ...headers, 'content-type': entry.contentType, 'content-length': body.byteLength }).end(body);
  return true;
}

/**
 * Puts the fast path in front of the request listeners of the HTTP server Next.js starts in this process: the first
 * request it receives (Node's `http.server.request.start` channel, published just before the listeners run) wraps them.
 */
export function answerKeptCatalogueReadsFirst(everyPathHeaders: OutgoingHttpHeaders): void {
  const wrapped = new WeakSet<Server>();
  subscribe('http.server.request.start', (message) => {
    const { server } = message as { server: Server };
    if (wrapped.has(server)) return;
    wrapped.add(server);
    for (const listener of server.listeners('request') as Listener[]) {
      server.removeListener('request', listener);
      server.on('request', (request: IncomingMessage, response: ServerResponse) => {
        if (!answerKeptCatalogueRead(request, response, everyPathHeaders)) listener.call(server, request, response);
      });
    }
  });
}
