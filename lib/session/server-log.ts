// The session's log lines on the server (pages, server actions, proxy.ts) in the portal's pino JSON, like every other
// server line (lib/operations/logger.ts, LOG_LEVEL): the message, and an error's message alone, never a token or cookie.
import type pino from 'pino';
import { createPortalLogger, type Logger } from '@/lib/operations/logger';
import type { SessionLog } from './session-store';

/** Made at the first line (stdout), or by a test that reads the lines itself. */
let portalLog: Logger | undefined;
const log = () => (portalLog ??= createPortalLogger());

/** Tests: the session's lines go to `destination` from now on. */
export function writeSessionLogTo(destination: pino.DestinationStream): void {
  portalLog = createPortalLogger(undefined, destination);
}

export const serverSessionLog: SessionLog = {
  info: (message) => log().info(message),
  // An error's message only: its stack or properties could carry a request's headers.
  error: (message, error) => log().error(error instanceof Error ? { reason: error.message } : {}, message),
};
