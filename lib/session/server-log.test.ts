// The session's server log lines: the portal's pino JSON (level, time, service, msg), an error by its message alone.
import { serverSessionLog, writeSessionLogTo } from './server-log';

let lines: Array<Record<string, unknown>> = [];
beforeAll(() => writeSessionLogTo({ write: (line: string) => void lines.push(JSON.parse(line)) }));
beforeEach(() => {
  lines = [];
});

test('an information line is one JSON line in the portal format', () => {
  serverSessionLog.info('Tokens expired or invalid, logging out');
  expect(lines).toEqual([
    { level: 30, time: expect.any(Number), service: 'portal', msg: 'Tokens expired or invalid, logging out' },
  ]);
});

test('an error keeps its message and nothing else of the error (no stack, no properties)', () => {
  const error = Object.assign(new Error('Cookies can only be modified in a Server Action'), {
    cookie: 'access_token=secret-token',
  });
  serverSessionLog.error('Failed to write cookie access_token', error);
  expect(lines).toEqual([
    {
      level: 50,
      time: expect.any(Number),
      service: 'portal',
      reason: 'Cookies can only be modified in a Server Action',
      msg: 'Failed to write cookie access_token',
    },
  ]);
  expect(JSON.stringify(lines)).not.toContain('secret-token');
});

test('something thrown that is not an Error is logged by the message alone', () => {
  serverSessionLog.error('Could not save the sign-in, logging out', 'a string');
  expect(lines).toEqual([
    { level: 50, time: expect.any(Number), service: 'portal', msg: 'Could not save the sign-in, logging out' },
  ]);
});
