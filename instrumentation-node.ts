// Runs once when the server starts: validate configuration, start the embedded platform (migrations,
// demo data) and drain on SIGTERM. Anything wrong stops the
// server with one clear line.
import { handOverEmbeddedPlatform } from './lib/api/direct-fetch';
import { readBuildSiteUrl } from './lib/build/build-site-url.mjs';
import { readClientConfig } from './lib/config';
import { buildSendsHsts } from './lib/headers/build-transport-security';
import { drainOnSignals } from './lib/operations/graceful-shutdown';
import { createPortalLogger } from './lib/operations/logger';
import { onClose } from './lib/operations/lifecycle';
import { reportMemoryOnSignal } from './lib/operations/memory-report';
import { unsupportedNodeReason } from './lib/operations/node-runtime';
import { logStartUpWarnings } from './lib/operations/start-up-warnings';

export async function startServer(): Promise<void> {
  try {
    const nodeProblem = unsupportedNodeReason();
    if (nodeProblem) throw new Error(nodeProblem);
    const clientConfig = readClientConfig();
    createPortalLogger().info({ node: process.version }, `Starting on Node.js ${process.version}`);
    const distDir = process.env.NEXT_DIST_DIR || '.next';
    logStartUpWarnings({
      ...clientConfig,
      buildSendsHsts: buildSendsHsts(distDir),
      buildSiteUrl: readBuildSiteUrl(distDir),
    });
    drainOnSignals({ timeoutMs: clientConfig.SHUTDOWN_TIMEOUT_MS });
    if (clientConfig.MEMORY_DIAGNOSTICS) {
      // gc exists only under node --expose-gc (bench:memory): the report then shows what a collection leaves.
      const collect = (globalThis as { gc?: () => void }).gc;
      const databaseHeapBytes = async () =>
        clientConfig.PLATFORM_API_URL ? undefined : (await import('./platform')).databaseHeapBytes();
      reportMemoryOnSignal({ databaseHeapBytes, collect });
    }
    if (clientConfig.PLATFORM_API_URL) return;
    const { platformFetch, startPlatform, stopPlatform } = await import('./platform');
    await startPlatform();
    // proxy.ts's platform calls (health, token refresh) reach the embedded platform through this, not an import.
    handOverEmbeddedPlatform(platformFetch);
    onClose(stopPlatform);
  } catch (error) {
    console.error(`Refusing to start: ${(error as Error).message}`);
    process.exit(1);
  }
}
