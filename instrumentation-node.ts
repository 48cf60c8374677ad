// Runs once when the server starts: validate configuration, start the embedded platform (migrations,
// demo data) and close it cleanly on SIGTERM. Anything wrong stops the server with one clear line.
import { readClientConfig } from './lib/config';

export async function startServer(): Promise<void> {
  try {
    const clientConfig = readClientConfig();
    if (clientConfig.PLATFORM_API_URL) return;
    const { startPlatform, stopPlatform } = await import('./platform');
    await startPlatform();
    process.once('SIGTERM', () => {
      stopPlatform().finally(() => process.exit(0));
    });
  } catch (error) {
    console.error(`Refusing to start: ${(error as Error).message}`);
    process.exit(1);
  }
}
