// A plain fetch to the platform for code that cannot use the server-only adapter (proxy.ts): over HTTP
// when PLATFORM_API_URL is set, otherwise to the embedded platform in process.

/** Requests to the embedded platform still need an absolute URL; this origin never leaves the process. */
export const EMBEDDED_ORIGIN = 'http://embedded-platform.invalid/api/v1';

/** The embedded platform answers in process, where nothing listens to the caller's signal: give up on it here,
 * as fetch does over HTTP, so a timeout really bounds the wait (the platform's own limits end the work). */
export async function embeddedPlatformFetch(request: Request): Promise<Response> {
  const { platformFetch } = await import('@/platform');
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

export async function directPlatformFetch(path: string, init: RequestInit, platformApiUrl: string | undefined): Promise<Response> {
  if (platformApiUrl) return fetch(`${platformApiUrl.replace(/\/$/, '')}${path}`, init);
  return embeddedPlatformFetch(new Request(`${EMBEDDED_ORIGIN}${path}`, init));
}
