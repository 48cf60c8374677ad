// The platform alone over HTTP for a bench: its one fetch handler (the one Next mounts at /api/v1) behind Node's own
// HTTP server on loopback, on the database the environment names (DATABASE_URL). Without Next in front, the bench
// times the platform's answer (routing, the session and role check, the queries, JSON) at the same /api/v1 paths.
// Usage: tsx bench/lib/platform-http.ts <port>
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { platformFetch, startPlatform } from '../../platform';

const port = Number(process.argv[2]);
if (!Number.isInteger(port)) throw new Error('usage: platform-http.ts <port>');

await startPlatform();
createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Readable.toWeb(request);
  const answer = await platformFetch(
    new Request(url, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: body as ReadableStream | undefined,
      duplex: 'half',
    } as RequestInit),
  );
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}).listen(port, '127.0.0.1', () => console.log(`platform listening on ${port}`));
