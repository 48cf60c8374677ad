// A failed query reaches the log as its SQL and SQLSTATE only: none of the values it was given.
import { openDatabase, type DatabaseHandle } from './db/client';
import { supportRequests } from './db/schema';
import { createLogger } from './logger';
import { PGLITE_START_MS } from './test/test-platform';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
}, PGLITE_START_MS);
afterAll(() => database.close());

function capturingLogger() {
  const lines: string[] = [];
  return { lines, logger: createLogger('info', { write: (line: string) => void lines.push(line) }) };
}

test('a failed insert is logged with its SQL text and error code, without a bound value', async () => {
  const failure = await database.db
    .insert(supportRequests)
    .values({
      reference: 'S-SECRET-REF',
      name: 'Zainab Secretname',
      email: 'zainab.secret@example.com',
      phone: 'not a phone number',
      topic: 'other',
      message: 'my private message to support',
      receivedAt: new Date(),
    })
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  expect(failure).toBeInstanceOf(Error);

  const { lines, logger } = capturingLogger();
  logger.error({ err: failure, path: '/support/requests' }, 'platform request failed');
  expect(lines).toHaveLength(1);
  const entry = JSON.parse(lines[0]!) as { err: { query: string; code: string; stack: string } };
  expect(entry.err.query).toMatch(/^insert into "support_requests"/);
  expect(entry.err.code).toBe('23514');
  expect(entry.err.stack).toMatch(/^\s+at /);
  for (const value of [
    'S-SECRET-REF',
    'Secretname',
    'zainab.secret@example.com',
    'not a phone number',
    'my private message',
  ]) {
    expect(lines[0]).not.toContain(value);
  }
});

test('other errors keep their message and stack', () => {
  const { lines, logger } = capturingLogger();
  logger.error({ err: new TypeError('a bug') }, 'platform request failed');
  expect(JSON.parse(lines[0]!)).toMatchObject({
    err: { type: 'TypeError', message: 'a bug', stack: expect.stringContaining('TypeError: a bug') },
  });
});
