// The web client's JSON log lines on stdout, in the platform's format (pino) with `"service":"portal"`;
// LOG_LEVEL as for the platform.
import pino from 'pino';
import { portalLogOptions } from './portal-log-options.mjs';

export type Logger = pino.Logger;

/** `destination` is stdout unless a test reads the lines itself. */
export function createPortalLogger(level?: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = portalLogOptions(level);
  return destination ? pino(options, destination) : pino(options);
}

/** stdout written synchronously: for a line the process writes right before it exits. */
export const syncStdout = (): pino.DestinationStream => pino.destination({ dest: 1, sync: true });
