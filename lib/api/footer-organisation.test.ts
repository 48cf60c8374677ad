// The footer's organisation during an outage, over real HTTP: a local server stands in for the platform (its health
// and its organisation, counting the reads); the footer reads through the real adapter. While the platform is down
// the organisation read never answers, so a footer that asked would hang the test.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Organisation } from '@/contract';

const organisation: Organisation = {
  name: 'Learner Portal',
  legalName: 'Learner Portal (Private) Limited',
  registration: '0123456',
  taxNumber: null,
  address: {
    streetAddress: '12 Main Boulevard',
    locality: 'Lahore',
    region: 'Punjab',
    postalCode: '54000',
    countryCode: 'PK',
  },
  phone: '+924235781200',
  email: 'help@example.org',
  supportHours: 'Monday to Friday, 9:00 to 17:00',
  untranslated: [],
};

let server: Server;
let platformApiUrl = '';
let platform: 'up' | 'down' | 'failing' = 'up';
let reads = 0;
let read: () => Promise<Organisation | null>;
let footerOrganisation: typeof import('./footer-organisation').footerOrganisation;
let isPlatformAvailable: typeof import('./platform-health').isPlatformAvailable;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/api/v1/health') {
      response.writeHead(platform === 'up' ? 200 : 503, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    reads += 1;
    if (platform === 'down') return; // a database that hangs: no answer at all
    if (platform === 'failing')
      response
        .writeHead(500, { 'content-type': 'application/problem+json' })
        .end('{"type":"about:blank","title":"Error","status":500}');
    else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(organisation));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  platformApiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  process.env.PLATFORM_API_URL = platformApiUrl;
  process.env.PLATFORM_TIMEOUT_MS = '60000';
  // Imported only now, so the adapter's configuration sees the local server.
  const [{ callPlatform, orNotFound }, { organisationSchema }] = await Promise.all([
    import('./client'),
    import('@/contract'),
  ]);
  read = () => orNotFound(callPlatform('/organisation', organisationSchema));
  ({ footerOrganisation } = await import('./footer-organisation'));
  ({ isPlatformAvailable } = await import('./platform-health'));
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const start = 5_000_000;

test('an instance with no copy yet, on a platform its probe just found down: no organisation, and the platform is not asked', async () => {
  platform = 'down';
  expect(await isPlatformAvailable(platformApiUrl, start)).toBe(false);
  expect(await footerOrganisation(read, 'en', start + 1_900)).toBeNull();
  expect(reads).toBe(0);
});

test('read while the platform is up; found down again, the footer shows that copy without asking', async () => {
  platform = 'up';
  expect(await isPlatformAvailable(platformApiUrl, start + 10_000)).toBe(true);
  expect(await footerOrganisation(read, 'en', start + 10_001)).toEqual(organisation);
  expect(reads).toBe(1);

  platform = 'down';
  expect(await isPlatformAvailable(platformApiUrl, start + 20_000)).toBe(false);
  expect(await footerOrganisation(read, 'en', start + 20_001)).toEqual(organisation);
  expect(reads).toBe(1);
});

test('a read that fails while no probe says the platform is down also shows the copy read last', async () => {
  platform = 'failing';
  expect(await footerOrganisation(read, 'en', start + 40_000)).toEqual(organisation);
  expect(reads).toBeGreaterThan(1);
});
