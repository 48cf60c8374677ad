// The 503 page when this server cannot render it for the proxy (nothing listens where it says it does): the
// rewrite instead, and one warning in the portal's pino format, subject to LOG_LEVEL.
import { NextRequest } from 'next/server';
import { createPortalLogger } from '@/lib/operations/logger';
import { serviceUnavailable } from './service-unavailable';

const REQUESTED_PAGE = 'http://127.0.0.1:3000/cyber-security?ref=home';

beforeAll(() => {
  // Nothing listens on port 1: the page fetch is refused at once.
  process.env.__NEXT_PRIVATE_ORIGIN = 'http://127.0.0.1:1';
});
afterAll(() => {
  delete process.env.__NEXT_PRIVATE_ORIGIN;
});

async function answerAndLines(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createPortalLogger(level, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const response = await serviceUnavailable(new NextRequest(REQUESTED_PAGE), logger);
  return { response, lines };
}

test('a page that cannot be rendered is rewritten to, with one warning line in the portal format', async () => {
  const { response, lines } = await answerAndLines('info');
  expect(new URL(response.headers.get('x-middleware-rewrite') ?? '', REQUESTED_PAGE).pathname).toBe(
    '/service-unavailable',
  );
  expect(lines).toEqual([
    {
      level: 40,
      time: expect.any(Number),
      service: 'portal',
      msg: expect.stringMatching(
        /^service unavailable: could not render the 503 page \(.+\); rewriting to it instead \(status 200\)$/,
      ),
    },
  ]);
});

test('LOG_LEVEL applies to it as to every other portal line', async () => {
  expect((await answerAndLines('error')).lines).toEqual([]);
});
