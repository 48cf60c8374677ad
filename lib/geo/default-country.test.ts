// Against a real local HTTP server standing in for the IP-to-country service.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultCountryFor } from './default-country';
import { createIpCountryLookup, parseIpCountryAnswer } from './ip-country';
import { clientAddress } from './client-address';

const answers: Record<string, string> = {
  '203.0.113.7': '1;PK;PAK;Pakistan',
  '198.51.100.4': '1;GB;GBR;United Kingdom',
  '198.51.100.5': '2',
  '198.51.100.6': 'garbage',
};
const hits: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const address = decodeURIComponent((request.url ?? '').split('/').pop() ?? '');
    hits.push(address);
    if (address === '198.51.100.9') return void setTimeout(() => response.end('1;DE;DEU;Germany'), 3_000).unref();
    if (address === '198.51.100.8') return void response.writeHead(503).end('down');
    response.end(answers[address] ?? '2');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => hits.splice(0));

const request = (headers: Record<string, string>) => new Headers(headers);

test('parses the service’s answers', () => {
  expect(parseIpCountryAnswer('1;PK;PAK;Pakistan')).toBe('PK');
  expect(parseIpCountryAnswer('1;gb;GBR;United Kingdom')).toBe('GB');
  expect(parseIpCountryAnswer('2')).toBeUndefined();
  expect(parseIpCountryAnswer('0;PK;PAK;Pakistan')).toBeUndefined();
  expect(parseIpCountryAnswer('1;ZZ;ZZZ;Nowhere')).toBeUndefined();
  expect(parseIpCountryAnswer('')).toBeUndefined();
});

test('the trusted header wins when configured', async () => {
  const settings = {
    COUNTRY_HEADER: 'x-test-country',
    IP_COUNTRY_URL: base,
    TRUSTED_CLIENT_IP_HEADER: 'x-real-ip',
    IP_COUNTRY_TIMEOUT_MS: 1000,
  };
  expect(await defaultCountryFor(request({ 'x-test-country': 'de', 'x-real-ip': '203.0.113.7' }), settings)).toBe('DE');
  expect(hits).toEqual([]);
});

test('a missing or bogus header falls through to the IP service', async () => {
  const settings = {
    COUNTRY_HEADER: 'x-test-country',
    IP_COUNTRY_URL: `${base}/{ip}`,
    TRUSTED_CLIENT_IP_HEADER: 'x-real-ip',
    IP_COUNTRY_TIMEOUT_MS: 1000,
  };
  expect(await defaultCountryFor(request({ 'x-test-country': 'XX', 'x-real-ip': '198.51.100.4' }), settings)).toBe(
    'GB',
  );
  expect(hits).toEqual(['198.51.100.4']);
});

test('answers are cached per address', async () => {
  const lookup = createIpCountryLookup({ url: base, timeoutMs: 1000 });
  expect(await lookup('203.0.113.7')).toBe('PK');
  expect(await lookup('203.0.113.7')).toBe('PK');
  expect(await Promise.all([lookup('198.51.100.4'), lookup('198.51.100.4')])).toEqual(['GB', 'GB']);
  expect(hits).toEqual(['203.0.113.7', '198.51.100.4']);
});

test('an expired entry is asked again', async () => {
  let clock = 0;
  const lookup = createIpCountryLookup({ url: base, timeoutMs: 1000, ttlMs: 1000, now: () => clock });
  await lookup('203.0.113.7');
  clock = 1001;
  await lookup('203.0.113.7');
  expect(hits).toEqual(['203.0.113.7', '203.0.113.7']);
});

test.each([
  ['an unknown address', '198.51.100.5'],
  ['a garbled answer', '198.51.100.6'],
  ['a failing service', '198.51.100.8'],
  ['a service slower than the timeout', '198.51.100.9'],
])('%s falls back to PK', async (_, address) => {
  const settings = { IP_COUNTRY_URL: base, TRUSTED_CLIENT_IP_HEADER: 'x-real-ip', IP_COUNTRY_TIMEOUT_MS: 200 };
  expect(await defaultCountryFor(request({ 'x-real-ip': address }), settings)).toBe('PK');
});

test('an unreachable service falls back to PK', async () => {
  const settings = {
    IP_COUNTRY_URL: 'http://127.0.0.1:9/',
    TRUSTED_CLIENT_IP_HEADER: 'x-real-ip',
    IP_COUNTRY_TIMEOUT_MS: 500,
  };
  expect(await defaultCountryFor(request({ 'x-real-ip': '203.0.113.99' }), settings)).toBe('PK');
});

test('nothing configured, or a private address: PK without asking', async () => {
  expect(await defaultCountryFor(request({ 'x-real-ip': '203.0.113.7' }), { IP_COUNTRY_TIMEOUT_MS: 1000 })).toBe('PK');
  expect(
    await defaultCountryFor(request({ 'x-real-ip': '127.0.0.1' }), {
      IP_COUNTRY_URL: base,
      TRUSTED_CLIENT_IP_HEADER: 'x-real-ip',
      IP_COUNTRY_TIMEOUT_MS: 1000,
    }),
  ).toBe('PK');
  expect(hits).toEqual([]);
});

test('client address: only the trusted header, its last entry when a list; private ones are ignored', () => {
  expect(clientAddress(request({ 'x-real-ip': '2001:db8::1' }), 'x-real-ip')).toBe('2001:db8::1');
  expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.7, 198.51.100.1' }), 'x-forwarded-for')).toBe(
    '198.51.100.1',
  );
  expect(clientAddress(request({ 'x-real-ip': '192.168.1.4' }), 'x-real-ip')).toBeUndefined();
  expect(clientAddress(request({ 'x-real-ip': '::1' }), 'x-real-ip')).toBeUndefined();
});

test('X-Forwarded-For is never trusted on its own: the client writes its first entry', async () => {
  const spoofed = request({ 'x-forwarded-for': '198.51.100.4, 203.0.113.7', 'x-real-ip': '203.0.113.7' });
  expect(clientAddress(spoofed, 'x-real-ip')).toBe('203.0.113.7');
  expect(clientAddress(spoofed, undefined)).toBeUndefined();
  expect(
    await defaultCountryFor(spoofed, {
      IP_COUNTRY_URL: base,
      TRUSTED_CLIENT_IP_HEADER: 'x-real-ip',
      IP_COUNTRY_TIMEOUT_MS: 1000,
    }),
  ).toBe('PK');
  expect(await defaultCountryFor(spoofed, { IP_COUNTRY_URL: base, IP_COUNTRY_TIMEOUT_MS: 1000 })).toBe('PK');
  expect(hits).toEqual(['203.0.113.7']);
});
