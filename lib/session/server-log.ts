// The session's log lines on the server (pages, server actions, proxy.ts): messages only, never a token.
import type { SessionLog } from './session-store';

export const serverSessionLog: SessionLog = {
  info: (message) => console.info(message),
  error: (message, error) => console.error(message, error instanceof Error ? error.message : ''),
};
