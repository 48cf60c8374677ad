// A plain fetch to the platform for code that proxy.ts runs (it cannot use the server-only adapter, and nothing it
// imports reaches platform/: proxy-imports.test.ts): over HTTP when PLATFORM_API_URL is set, otherwise to the embedded
// platform this server started, whose fetch instrumentation-node.ts hands over with handOverEmbeddedPlatform().

/** Requests to the embedded platform still need an absolute URL; this origin never leaves the process. */
export const EMBEDDED_ORIGIN = 'http://embedded-platform.invalid/api/v1';

type PlatformFetch = (request: Request) => Promise<Response>;

// On globalThis: instrumentation and proxy.ts are separate bundles of one process.
const key = Symbol.for('learner-portal.embedded-platform-fetch');
const holder = globalThis as typeof globalThis & { [key]?: PlatformFetch };

export function handOverEmbeddedPlatform(platformFetch: PlatformFetch): void {
  holder[key] = platformFetch;
}

/** The embedded platform answers in process, where nothing listens to the caller's signal: give up on it here,
 * as fetch does over HTTP, so a timeout really bounds the wait (the platform's own limits end the work). */
export async function embeddedPlatformFetch(request: Request, platformFetch: PlatformFetch): Promise<Response> {
  const { signal } = request;
  if (signal.aborted) throw signal.reason;
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    platformFetch(request)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export async function directPlatformFetch(
  path: string,
  init: RequestInit,
  platformApiUrl: string | undefined,
): Promise<Response> {
  if (platformApiUrl) return fetch(`${platformApiUrl.replace(/\/$/, '')}${path}`, init);
  const embedded = holder[key];
  // Not started (yet, or it failed): the caller treats this as the platform being unavailable.
  if (!embedded) throw new Error('The embedded platform has not started');
  return embeddedPlatformFetch(new Request(`${EMBEDDED_ORIGIN}${path}`, init), embedded);
}
