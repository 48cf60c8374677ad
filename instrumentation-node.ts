// Runs once when the server starts: validate configuration, start the embedded platform (migrations,
// demo data) and drain on SIGTERM. Anything wrong stops the server with one clear line.
import { readClientConfig } from './lib/config';
import { buildSendsHsts } from './lib/headers/build-transport-security';
import { drainOnSignals } from './lib/operations/graceful-shutdown';
import { onClose } from './lib/operations/lifecycle';
import { logStartUpWarnings } from './lib/operations/start-up-warnings';

export async function startServer(): Promise<void> {
  try {
    const clientConfig = readClientConfig();
    logStartUpWarnings({ ...clientConfig, buildSendsHsts: buildSendsHsts() });
    drainOnSignals({ timeoutMs: clientConfig.SHUTDOWN_TIMEOUT_MS });
    if (clientConfig.PLATFORM_API_URL) return;
    const { startPlatform, stopPlatform } = await import('./platform');
    await startPlatform();
    onClose(stopPlatform);
  } catch (error) {
    console.error(`Refusing to start: ${(error as Error).message}`);
    process.exit(1);
  }
}
