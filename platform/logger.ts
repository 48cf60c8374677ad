// JSON logs on stdout; secrets are redacted by path so a careless log call cannot leak them, and a failed
// query is logged without its bound values (logged-error.ts).
import pino from 'pino';
import { serializeError } from './logged-error';

export type Logger = pino.Logger;

/** `destination` is stdout unless a test reads the lines itself. */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'platform' },
    serializers: { err: serializeError },
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        '*.access_token',
        '*.refresh_token',
        '*.lms_token',
        'authorization',
        '*.authorization',
        'headers.cookie',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
