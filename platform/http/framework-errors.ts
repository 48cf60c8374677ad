// What Hono and its validators throw for a body they cannot read (malformed JSON, a media type the route does not
// take) becomes the problem answer it stands for: a 400 or 415 the client can act on, not a 500 with a stack.
import type { HTTPException } from 'hono/http-exception';
import type { Problem } from '@/contract';

const TITLES: Record<number, string> = { 400: 'Bad Request', 413: 'Content Too Large', 415: 'Unsupported Media Type' };

export function frameworkProblem(error: HTTPException, contentType: string | undefined): Problem {
  const status = error.status;
  const title = TITLES[status] ?? (status < 500 ? 'Bad Request' : 'Internal Server Error');
  if (status === 415) {
    const sent = contentType ? `${contentType.split(';')[0]?.trim()} bodies` : 'bodies without a Content-Type';
    return {
      type: 'about:blank',
      title,
      status,
      detail: `This endpoint does not take ${sent}: send what it documents (application/json for most; see /api/v1/openapi.json).`,
    };
  }
  if (status === 400 && /^Malformed JSON/.test(error.message)) {
    return { type: 'about:blank', title, status, detail: 'The request body is not valid JSON.' };
  }
  return { type: 'about:blank', title, status, ...(status < 500 ? { detail: error.message } : {}) };
}
