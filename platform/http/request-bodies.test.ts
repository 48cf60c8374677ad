// Bodies the platform cannot or will not read get the problem answer that says why – 413, 415, 400 – and
// nothing in the error log; the photo uploads keep their own, larger limit.
import { createLogger } from '../logger';
import { setUpTestPlatform } from '../test/test-platform';
import { goodJpeg, signUp, uploadPhoto } from '../test/kyc-requests';
import { MAX_BODY_BYTES } from './body-limit';

jest.setTimeout(60_000);

const logLines: string[] = [];
const platform = setUpTestPlatform({
  logger: createLogger('info', { write: (line: string) => void logLines.push(line) }),
});
beforeEach(() => logLines.splice(0));

const support = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '+923001234567',
  topic: 'payments',
  message: 'My semester fee payment shows as pending.',
};
const post = (path: string, body: BodyInit, contentType?: string) =>
  platform.request(path, { method: 'POST', headers: contentType ? { 'content-type': contentType } : {}, body });
const errorsLogged = () => logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

test('a JSON body over 64 KB is refused with 413 before it is parsed, declared length or not', async () => {
  const big = JSON.stringify({ ...support, message: 'x'.repeat(MAX_BODY_BYTES) });
  const declared = await post('/support/requests', big, 'application/json');
  expect(declared.status).toBe(413);
  expect(declared.headers.get('content-type')).toBe('application/problem+json');
  expect(await declared.json()).toMatchObject({
    title: 'Content Too Large',
    detail: 'The request body is over 64 KB.',
  });

  // Streamed without a Content-Length: counted as it arrives.
  const bytes = new TextEncoder().encode(big);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += 8192)
        controller.enqueue(bytes.slice(offset, offset + 8192));
      controller.close();
    },
  });
  const streamed = await platform.request('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  expect(streamed.status).toBe(413);
  expect(await platform.database.db.query.supportRequests.findMany()).toHaveLength(0);
});

test('a body just under the limit is read as usual', async () => {
  const response = await post(
    '/support/requests',
    JSON.stringify({ ...support, padding: ' '.repeat(MAX_BODY_BYTES - 400) }),
    'application/json',
  );
  expect(response.status).toBe(201);
});

test('the photo uploads keep their own limit: a 5 MB photo is accepted', async () => {
  const token = await signUp(platform, 'uploads-limit@example.pk');
  const photo = Buffer.concat([await goodJpeg(), Buffer.alloc(5 * 1024 * 1024)]);
  const response = await uploadPhoto(platform, token, 'document_front', photo);
  expect(response.status).toBe(201);
});

test('malformed JSON is a 400 problem, logged as nothing worse than that', async () => {
  for (const body of ['{"email":', 'not json', '{"a":1}}']) {
    const response = await post('/auth/login', body, 'application/json');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toEqual({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'The request body is not valid JSON.',
    });
  }
  expect(errorsLogged()).toEqual([]);
});

test('a body that is not JSON where JSON is expected is a 415 problem', async () => {
  const json = JSON.stringify({ email: 'a@example.pk', password: 'whatever it is' });
  for (const [contentType, named] of [
    ['text/plain', 'text/plain bodies'],
    ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded bodies'],
    [undefined, 'bodies without a Content-Type'],
  ] as const) {
    // Bytes, so that fetch adds no Content-Type of its own.
    const response = await post('/auth/login', new TextEncoder().encode(json), contentType);
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({
      title: 'Unsupported Media Type',
      status: 415,
      detail: expect.stringContaining(`does not take ${named}`),
    });
  }
  expect(errorsLogged()).toEqual([]);
});

test('every /auth answer, success or problem, is Cache-Control: no-store', async () => {
  const answers = [
    await platform.request('/auth/me'),
    await post(
      '/auth/login',
      JSON.stringify({ email: 'nobody@example.pk', password: 'a long enough password' }),
      'application/json',
    ),
    await post('/auth/login', '{', 'application/json'),
    await post('/auth/refresh', JSON.stringify({ refresh_token: 'not-a-token' }), 'application/json'),
    await post('/auth/password-recovery/code', JSON.stringify({ email: 'nobody@example.pk' }), 'application/json'),
    await post(
      '/auth/register',
      JSON.stringify({
        full_name: 'Ayesha',
        email: 'new-learner@example.pk',
        password: 'correct horse battery staple',
      }),
      'application/json',
    ),
    await platform.request('/auth/no-such-thing'),
  ];
  expect(answers.map((response) => [response.status, response.headers.get('cache-control')])).toEqual([
    [401, 'no-store'],
    [401, 'no-store'],
    [400, 'no-store'],
    [401, 'no-store'],
    [202, 'no-store'],
    [202, 'no-store'],
    [404, 'no-store'],
  ]);
});
