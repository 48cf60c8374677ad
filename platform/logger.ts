// JSON logs on stdout; secrets are redacted by path so a careless log call cannot leak them.
import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service: 'platform' },
    redact: {
      paths: ['password', '*.password', 'token', '*.token', '*.access_token', '*.refresh_token', '*.lms_token', 'authorization', '*.authorization', 'headers.cookie'],
      censor: '[redacted]',
    },
  });
}
