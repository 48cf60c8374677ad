// The LMS's side of introspection as a published OAuth client library does it (openid-client, RFC 7662), over a real
// HTTP server: every token string the LMS may hold, however long, gets an answer the library reads.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { setUpTestPlatform, TEST_LMS_CLIENT } from '../../test/test-platform';
import { registerLearner } from '../../test/checkout-helpers';

jest.setTimeout(60_000);

const platform = setUpTestPlatform();
const CLIENT = path.resolve(__dirname, '../../test/openid-introspect.mjs');
let server: Server;
let endpoint: string;

beforeAll(async () => {
  // Requests to /api/v1/… go to the test platform as they came (method, headers, body); answers go back as they are.
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = Object.entries(request.headers).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value] as [string, string]] : [],
    );
    const answer = await platform.request((request.url ?? '/').replace(/^\/api\/v1/, ''), {
      method: request.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    response.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/auth/lms-token/introspect`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

interface Outcome {
  answers?: Array<Record<string, unknown>>;
  error?: string;
  code?: string;
  status?: number;
}

async function introspect(...tokens: string[]): Promise<Outcome> {
  return introspectSending(undefined, ...tokens);
}

/** As `introspect`, with `body` sent instead of the form the library writes. */
async function introspectSending(body: string | undefined, ...tokens: string[]): Promise<Outcome> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [CLIENT, endpoint, TEST_LMS_CLIENT.id, TEST_LMS_CLIENT.secret, ...tokens],
    { timeout: 30_000, env: { ...process.env, ...(body === undefined ? {} : { INTROSPECT_BODY: body }) } },
  );
  return JSON.parse(stdout);
}

test('openid-client introspects a learner’s own access token, a long random string and a non-ASCII one as inactive', async () => {
  const learner = await registerLearner(platform);
  expect(learner.token.length).toBeGreaterThan(200);
  expect(await introspect(learner.token, 'x'.repeat(5_000), 'ü'.repeat(300))).toEqual({
    answers: [{ active: false }, { active: false }, { active: false }],
  });
});

test('openid-client reads an active token: its subject, no scope while nothing is open, no token_type outside RFC 6749’s', async () => {
  const learner = await registerLearner(platform);
  const { answers, error } = await introspect(learner.lmsToken);
  expect(error).toBeUndefined();
  expect(answers?.[0]).toMatchObject({ active: true, client_id: TEST_LMS_CLIENT.id, email: learner.email });
  expect(answers?.[0]).not.toHaveProperty('token_type');
  expect(answers?.[0]).not.toHaveProperty('scope');
});

test('openid-client reads a request without exactly one token as RFC 6749’s invalid_request, not a server fault', async () => {
  for (const body of ['', 'token_type_hint=lms_token', 'token=one&token=two']) {
    const outcome = await introspectSending(body, 'placeholder');
    expect({ body, code: outcome.code, status: outcome.status }).toEqual({
      body,
      code: 'invalid_request',
      status: 400,
    });
  }
});
