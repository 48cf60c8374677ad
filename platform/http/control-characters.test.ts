// A NUL byte (or another control character) in a text field is the learner's mistake, not a server error: a 422
// naming the field, nothing stored, nothing in the error log. Multi-line messages keep their line breaks and tabs.
import { createLogger } from '../logger';
import { setUpTestPlatform } from '../test/test-platform';

jest.setTimeout(60_000);

const logLines: string[] = [];
const platform = setUpTestPlatform({
  logger: createLogger('info', { write: (line: string) => void logLines.push(line) }),
});

const support = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '+923001234567',
  topic: 'payments',
  message: 'My semester fee payment shows as pending.',
};
const post = (path: string, body: unknown) =>
  platform.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

test.each([
  ['name', { name: 'Ayesha\u0000Khan' }],
  ['name', { name: 'Ayesha\tKhan' }],
  ['message', { message: 'My fee payment\u0000 shows as pending.' }],
  ['message', { message: 'My fee payment \u001b[31mshows as pending.' }],
])('a control character in the support %s is refused at that field', async (field, change) => {
  const response = await post('/support/requests', { ...support, ...change });
  expect(response.status).toBe(422);
  expect((await response.json()).errors).toEqual({ [field]: ['must not contain control characters'] });
  expect(await platform.database.db.query.supportRequests.findMany()).toHaveLength(0);
});

test('a multi-line message keeps its line breaks and tabs', async () => {
  const response = await post('/support/requests', {
    ...support,
    message: 'Line one,\r\nline two\n\tand an indented third.',
  });
  expect(response.status).toBe(201);
  const [stored] = await platform.database.db.query.supportRequests.findMany();
  expect(stored?.message).toBe('Line one,\r\nline two\n\tand an indented third.');
});

test('a NUL in a name at sign-up is refused at the field', async () => {
  const response = await post('/auth/register', {
    full_name: 'Bilal\u0000',
    email: 'bilal.nul@example.pk',
    password: 'correct horse battery staple',
  });
  expect(response.status).toBe(422);
  expect((await response.json()).errors).toEqual({
    full_name: ['Use printable characters only (no control characters).'],
  });
});

test('none of it reached the error log', () => {
  expect(logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50)).toEqual([]);
});
