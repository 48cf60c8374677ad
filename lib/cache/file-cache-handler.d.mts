// Types for file-cache-handler.mjs (plain JavaScript, which Next.js imports as it is).
export default class FileCacheHandler {
  constructor(options: { serverDistDir: string });
  get(key: string, ctx: Record<string, unknown>): Promise<unknown>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
