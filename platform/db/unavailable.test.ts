import { DatabaseAwayError, DatabaseBusyError, isDatabaseUnavailable, rootMessage } from './unavailable';

const driverError = (message: string, props: Record<string, unknown> = {}) => Object.assign(new Error(message), props);
// drizzle wraps what the driver threw: "Failed query: <sql>" with the driver's error as the cause.
const wrapped = (cause: Error) => new Error('Failed query: insert into "support_requests" …', { cause });

test.each([
  ['a refused connection', driverError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' })],
  ['a full wait queue', new DatabaseBusyError('100 calls are already waiting')],
  ['a database that failed to answer a moment ago', new DatabaseAwayError('the database did not answer a moment ago')],
  ['no pooled connection in time', driverError('timeout exceeded when trying to connect')],
  ['a silent server', driverError('Query read timeout')],
  ['a connection the server dropped', driverError('Connection terminated unexpectedly')],
  [
    'a server shutting down (57P01)',
    driverError('terminating connection due to administrator command', { code: '57P01' }),
  ],
  [
    'a cancelled statement or a write given up on (57014)',
    driverError('canceling statement due to statement timeout', { code: '57014' }),
  ],
  ['a lock wait that timed out (55P03)', driverError('canceling statement due to lock timeout', { code: '55P03' })],
  ['too many connections (53300)', driverError('sorry, too many clients already', { code: '53300' })],
])('%s is the database being away', (_, error) => {
  expect(isDatabaseUnavailable(error)).toBe(true);
  expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
});

test.each([
  ['a unique violation (23505)', driverError('duplicate key value violates unique constraint', { code: '23505' })],
  ['a missing table (42P01)', driverError('relation "x" does not exist', { code: '42P01' })],
  ['a bug in the handler', new TypeError("Cannot read properties of undefined (reading 'id')")],
])('%s is not', (_, error) => {
  expect(isDatabaseUnavailable(error)).toBe(false);
  expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  expect(isDatabaseUnavailable('a string')).toBe(false);
});

test("the log names the driver's reason, not drizzle's whole SQL", () => {
  expect(rootMessage(wrapped(driverError('Query read timeout')))).toBe('Query read timeout');
  expect(rootMessage(driverError('plain'))).toBe('plain');
});
