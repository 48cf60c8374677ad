import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPlatformAvailable } from './platform-health';

let server: Server;
let status = 200;
let probes = 0;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/api/v1/health') probes += 1;
    response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('asks the platform at most once per two seconds, and follows its answer', async () => {
  status = 200;
  const start = 1_000_000;
  expect(await isPlatformAvailable(baseUrl, start)).toBe(true);
  expect(await isPlatformAvailable(baseUrl, start + 1_999)).toBe(true);
  expect(probes).toBe(1);

  status = 503;
  expect(await isPlatformAvailable(baseUrl, start + 1_999)).toBe(true);
  expect(await isPlatformAvailable(baseUrl, start + 2_000)).toBe(false);
  expect(probes).toBe(2);

  status = 200;
  expect(await isPlatformAvailable(baseUrl, start + 4_000)).toBe(true);
});

test('a platform nobody listens for is unavailable', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  expect(await isPlatformAvailable(`http://127.0.0.1:${port}/api/v1`, 9_000_000)).toBe(false);
});
