// Tells a database that is away (down, paused, overloaded, restarting) from a bug: the first is a 503 the
// caller may retry, the second a 500.

/** Too many calls are already waiting for a connection: fail now rather than queue without end. */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
}

/** The database failed to answer a moment ago: fail now rather than wait out the same timeout again. */
export class DatabaseAwayError extends Error {
  override name = 'DatabaseAwayError';
}

/** Node's socket errors: the server cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** SQLSTATEs of a server that is going away or refusing work (classes 08, 53 and 57, lock and idle timeouts). */
const UNAVAILABLE_SQLSTATE = /^(08...|53...|57...|55P03|25P03)$/;

/** node-postgres's own messages for connections that timed out or broke. */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

function isUnavailableCause(error: object): boolean {
  if (error instanceof DatabaseBusyError || error instanceof DatabaseAwayError) return true;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((known) => message.startsWith(known));
}

/** True when the error, or one of its causes (drizzle wraps driver errors), says the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    if (isUnavailableCause(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The innermost message: the driver's reason, not drizzle's "Failed query: …" with the whole SQL. */
export function rootMessage(error: unknown): string {
  let current = error;
  for (
    let depth = 0;
    depth < 5 && typeof current === 'object' && current !== null && 'cause' in current && current.cause;
    depth++
  )
    current = current.cause;
  return current instanceof Error ? current.message : String(current);
}
