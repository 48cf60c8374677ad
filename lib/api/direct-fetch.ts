// A plain fetch to the platform for code that cannot use the server-only adapter (proxy.ts): over HTTP
// when PLATFORM_API_URL is set, otherwise to the embedded platform in process.

/** Requests to the embedded platform still need an absolute URL; this origin never leaves the process. */
export const EMBEDDED_ORIGIN = 'http://embedded-platform.invalid/api/v1';

export async function directPlatformFetch(path: string, init: RequestInit, platformApiUrl: string | undefined): Promise<Response> {
  if (platformApiUrl) return fetch(`${platformApiUrl.replace(/\/$/, '')}${path}`, init);
  const { platformFetch } = await import('@/platform');
  return platformFetch(new Request(`${EMBEDDED_ORIGIN}${path}`, init));
}
