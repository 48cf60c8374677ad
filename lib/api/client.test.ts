// The retry policy (reads once, writes never), over real HTTP: a local server answers each retryable status and counts
// how many times each method asked. Reads are retried once; writes never. A platform's own 503 keeps its reason and wait.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

const RETRYABLE = [408, 409, 425, 429, 500, 502, 503, 504] as const;
const READS = ['GET', 'HEAD', 'OPTIONS'] as const;
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

const attempts = new Map<string, number>();
let server: Server;
let api: typeof import('./client');
let errors: typeof import('./errors');

beforeAll(async () => {
  // `/status/{code}` answers that status (problem+json); `/hang-up` drops the connection; `/busy` is a platform too busy
  // for now, saying why and for how long.
  server = createServer((request, response) => {
    const key = `${request.method} ${request.url}`;
    attempts.set(key, (attempts.get(key) ?? 0) + 1);
    request.resume();
    if (request.url?.startsWith('/api/v1/hang-up')) {
      request.socket.destroy();
      return;
    }
    if (request.url?.startsWith('/api/v1/busy')) {
      response.writeHead(503, { 'content-type': 'application/problem+json', 'retry-after': '5' });
      response.end(
        JSON.stringify({
          type: 'about:blank',
          title: 'Service Unavailable',
          status: 503,
          detail: 'Many photos are being uploaded right now. Try again in a few seconds.',
        }),
      );
      return;
    }
    const status = Number(request.url?.split('/').pop());
    response.writeHead(status, { 'content-type': 'application/problem+json' });
    response.end(JSON.stringify({ type: 'about:blank', title: 'Test', status }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PLATFORM_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  // Imported only now, so the adapter's configuration sees the local server.
  api = await import('./client');
  errors = await import('./errors');
});

afterAll(async () => {
  delete process.env.PLATFORM_API_URL;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function attemptsFor(method: string, path: string): Promise<{ count: number; error: unknown }> {
  const error = await api
    .callPlatform(path, z.unknown(), {
      method,
      ...(method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? {} : { body: { a: 1 } }),
    })
    .then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
  return { count: attempts.get(`${method} /api/v1${path}`) ?? 0, error };
}

describe('callPlatform retry policy', () => {
  describe.each(RETRYABLE)('status %i', (status) => {
    it.each(READS)('%s is tried twice', async (method) => {
      const { count, error } = await attemptsFor(method, `/status/${status}`);
      expect(count).toBe(2);
      expect(error).toBeInstanceOf(status >= 500 ? errors.PlatformUnavailableError : errors.PlatformProblemError);
    });

    it.each(WRITES)('%s is tried once', async (method) => {
      const { count, error } = await attemptsFor(method, `/status/${status}`);
      expect(count).toBe(1);
      expect(error).toBeInstanceOf(status >= 500 ? errors.PlatformUnavailableError : errors.PlatformProblemError);
    });
  });

  it('does not retry a status outside the list', async () => {
    expect((await attemptsFor('GET', '/status/404')).count).toBe(1);
    expect((await attemptsFor('GET', '/status/501')).count).toBe(1);
  });

  it('retries a dropped connection once for a read, never for a write', async () => {
    const read = await attemptsFor('GET', '/hang-up');
    expect(read.count).toBe(2);
    expect(read.error).toBeInstanceOf(errors.PlatformUnavailableError);
    const write = await attemptsFor('POST', '/hang-up');
    expect(write.count).toBe(1);
    expect(write.error).toBeInstanceOf(errors.PlatformUnavailableError);
  });
});

describe('a platform that answers 503 itself', () => {
  it('is unavailable, with its own reason and Retry-After kept for the learner', async () => {
    const { error } = await attemptsFor('POST', '/busy');
    expect(error).toBeInstanceOf(errors.PlatformUnavailableError);
    const unavailable = error as InstanceType<typeof errors.PlatformUnavailableError>;
    expect(unavailable.problem?.detail).toBe('Many photos are being uploaded right now. Try again in a few seconds.');
    expect(unavailable.retryAfter).toBe('5');
  });

  it('a dropped connection has no reason to pass on', async () => {
    const { error } = await attemptsFor('POST', '/hang-up');
    expect((error as InstanceType<typeof errors.PlatformUnavailableError>).problem).toBeUndefined();
  });
});
