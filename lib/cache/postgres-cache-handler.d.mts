// Types for postgres-cache-handler.mjs (plain JavaScript, which Next.js imports as it is).
export default class PostgresCacheHandler {
  constructor(options: { serverDistDir?: string });
  get(key: string, ctx?: Record<string, unknown>): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
