// POST /kyc/photos/{kind} (and /ur/…) – the browser's photo upload (raw bytes, with progress), streamed on to the platform
// with the learner's token, never buffered here. The proxy skips these requests (it would buffer the body). From an Urdu
// page (/ur/kyc/photos/…) its refusals read in Urdu.
import { kycPhotoKindSchema, type Problem } from '@/contract';
import { PlatformProblemError, PlatformUnavailableError } from '@/lib/api/errors';
import { uploadKycPhoto } from '@/lib/api/kyc';
import { isSameOrigin } from '@/lib/api/same-origin';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { freshAccessToken } from '@/lib/session/fresh-access-token';
import { kycMessage } from '../../kyc-messages';

export const dynamic = 'force-dynamic';

const inLocale = (locale: Locale, problem: Problem): Problem =>
  locale === 'en'
    ? problem
    : {
        ...problem,
        ...(problem.detail ? { detail: kycMessage(locale, problem.detail) } : {}),
        ...(problem.errors
          ? {
              errors: Object.fromEntries(
                Object.entries(problem.errors).map(([field, messages]) => [
                  field,
                  messages.map((message) => kycMessage(locale, message)),
                ]),
              ),
            }
          : {}),
      };

const answer = (problem: Problem, headers: Record<string, string> = {}) =>
  Response.json(problem, {
    status: problem.status,
    headers: { 'content-type': 'application/problem+json', 'cache-control': 'no-store', ...headers },
  });

export async function POST(
  request: Request,
  { params }: { params: Promise<{ kind: string; locale: string }> },
): Promise<Response> {
  const locale = await pageLocale(params);
  const problem = (body: Problem, headers?: Record<string, string>) => answer(inLocale(locale, body), headers);
  if (!isSameOrigin(request))
    return problem({
      type: 'about:blank',
      title: 'Forbidden',
      status: 403,
      detail: 'Uploads come from this site only.',
    });
  const kind = kycPhotoKindSchema.safeParse((await params).kind);
  if (!kind.success) return problem({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'No such photo.' });
  const accessToken = await freshAccessToken();
  if (!accessToken)
    return problem({
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: 'Your session has ended. Sign in again; what you typed is kept on this page.',
    });
  if (!request.body)
    return problem({ type: 'about:blank', title: 'Unprocessable Content', status: 422, detail: 'The photo is empty.' });
  try {
    const photo = await uploadKycPhoto(
      accessToken,
      kind.data,
      request.body,
      request.headers.get('content-type') ?? 'application/octet-stream',
      request.signal,
    );
    return Response.json(photo, { status: 201, headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (error instanceof PlatformProblemError) return problem(error.problem);
    if (error instanceof PlatformUnavailableError) {
      // The platform's own 503 says why and how long to wait (too many photos at once: a few seconds): pass it on.
      const busy = error.problem?.status === 503 && error.problem.detail ? error.problem : undefined;
      const reason = busy ?? {
        type: 'about:blank',
        title: 'Service Unavailable',
        status: 503,
        detail: 'The photo could not be sent right now. Try again in a minute.',
      };
      return problem(reason, { 'retry-after': (busy && error.retryAfter) || '30' });
    }
    throw error;
  }
}
