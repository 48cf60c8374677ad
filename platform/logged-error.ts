// How an error reaches the log: a failed query is logged as its SQL text and SQLSTATE only. Drizzle's message
// (and so its stack's first line) carries every bound value – password hashes, names, e-mails, messages – and
// PostgreSQL's own messages can quote a value too, so neither is ever written.
import pino from 'pino';

interface FailedQuery extends Error {
  query: string;
  params: unknown[];
}

const isFailedQuery = (error: unknown): error is FailedQuery =>
  error instanceof Error &&
  typeof (error as Partial<FailedQuery>).query === 'string' &&
  Array.isArray((error as Partial<FailedQuery>).params);

/** The failed query in an error's cause chain (drizzle's error, or something wrapping it). */
function failedQueryIn(error: unknown): FailedQuery | undefined {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    if (isFailedQuery(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const sqlState = (cause: unknown) => {
  const code = (cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** pino's `err` serializer, with a failed query anywhere in the chain reduced to its SQL text and code. */
export function serializeError(error: unknown): unknown {
  const failed = failedQueryIn(error);
  if (!failed) return error instanceof Error ? pino.stdSerializers.err(error) : error;
  // Only the stack's frames: its first line repeats the message.
  const frames = (error as Error).stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  return {
    type: (error as Error).name,
    message: 'Failed query',
    query: failed.query,
    code: sqlState(failed.cause),
    stack: frames,
  };
}
