// The one adapter to the platform API: the only place that knows its URL, headers and retries.
// ofetch's defaults are exactly the retry policy: 408, 409, 425, 429, 500, 502, 503 and 504 are retried
// once for GET/HEAD/OPTIONS and never for POST, PUT, PATCH or DELETE.
import 'server-only';
import { createFetch, FetchError, type FetchOptions } from 'ofetch';
import type { z } from 'zod';
import { problemSchema } from '@/contract';
import { config } from '../config';
import { EMBEDDED_ORIGIN, embeddedPlatformFetch } from './direct-fetch';
import { PlatformProblemError, PlatformUnavailableError } from './errors';

// Pages may start the embedded platform themselves (next build prerenders before any server starts it).
const startedPlatformFetch = async (request: Request) => (await import('@/platform')).platformFetch(request);
const embeddedFetch: typeof fetch = (input, init) =>
  embeddedPlatformFetch(new Request(input, init), startedPlatformFetch);
/** `next build` prerenders pages from the platform; on a loaded build machine the embedded database's first start
 * can outlast a request's timeout, and nobody waits on a build's calls, so they get a longer one. */
const BUILD_TIMEOUT_MS = 120_000;
const building = () => process.env.NEXT_PHASE === 'phase-production-build';

function createPlatformFetch() {
  const { PLATFORM_API_URL, PLATFORM_TIMEOUT_MS } = config();
  return createFetch({ fetch: PLATFORM_API_URL ? globalThis.fetch : embeddedFetch }).create({
    baseURL: PLATFORM_API_URL ?? EMBEDDED_ORIGIN,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    timeout: building() ? Math.max(PLATFORM_TIMEOUT_MS, BUILD_TIMEOUT_MS) : PLATFORM_TIMEOUT_MS,
  });
}

let platformFetchInstance: ReturnType<typeof createPlatformFetch> | undefined;

type CallOptions = Pick<FetchOptions<'json'>, 'method' | 'query' | 'body' | 'headers' | 'signal' | 'timeout'> & {
  /** Bearer token of the signed-in learner, when the call acts for them. */
  accessToken?: string;
  /** Sent with writes that move money or documents so a retry is stored once. */
  idempotencyKey?: string;
};

/** Calls the platform and parses the answer with the contract's schema. */
export async function callPlatform<S extends z.ZodType>(
  path: string,
  schema: S,
  options: CallOptions = {},
): Promise<z.infer<S>> {
  platformFetchInstance ??= createPlatformFetch();
  let data: unknown;
  try {
    data = await platformFetchInstance(path, withAuth(options));
  } catch (error) {
    throw toPlatformError(error);
  }
  return schema.parse(data);
}

const withAuth = (options: CallOptions) => {
  const { accessToken, idempotencyKey, headers, ...rest } = options;
  return {
    ...rest,
    headers: {
      ...(headers as Record<string, string> | undefined),
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
  };
};

/** Calls the platform for a binary answer (a photo): its body as a stream and its content type, errors as for callPlatform. */
export async function callPlatformStream(
  path: string,
  options: CallOptions = {},
): Promise<{ body: ReadableStream<Uint8Array>; contentType: string }> {
  platformFetchInstance ??= createPlatformFetch();
  try {
    const response = await platformFetchInstance.raw(path, { ...withAuth(options), responseType: 'stream' });
    if (!response._data) throw new Error(`empty answer from ${path}`);
    return { body: response._data, contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
  } catch (error) {
    throw toPlatformError(error);
  }
}

function toPlatformError(error: unknown): Error {
  if (!(error instanceof FetchError) || error.status === undefined)
    return new PlatformUnavailableError('The learning platform is unavailable', { cause: error });
  const parsed = problemSchema.safeParse(error.data);
  if (error.status >= 500) {
    // Kept for whoever can pass them on: the platform's reason and wait, when it answered 5xx itself.
    return new PlatformUnavailableError('The learning platform is unavailable', {
      cause: error,
      ...(parsed.success ? { problem: parsed.data } : {}),
      retryAfter: error.response?.headers.get('retry-after'),
    });
  }
  return new PlatformProblemError(
    parsed.success ? parsed.data : { type: 'about:blank', title: error.statusText ?? 'Error', status: error.status },
  );
}

/** Runs a platform read and turns a 404 into null. */
export async function orNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof PlatformProblemError && error.status === 404) return null;
    throw error;
  }
}
