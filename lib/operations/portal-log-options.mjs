// The options of every portal log line (pino, `"service":"portal"`, LOG_LEVEL as for the platform). Plain
// JavaScript so the cache handler Next.js imports as it is (lib/cache/postgres-cache-handler.mjs) logs the same way.

/**
 * @param {string} [level]
 * @returns {{ level: string, base: { service: 'portal' } }}
 */
export const portalLogOptions = (level = process.env.LOG_LEVEL ?? 'info') => ({ level, base: { service: 'portal' } });
