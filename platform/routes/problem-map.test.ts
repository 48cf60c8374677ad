// The one map from a service's refusal to its problem answer: status, title, the fields, the problem type and the
// headers a refusal asks for, with the service's sentence as the detail.
import { conflict, DomainError, forbidden, tooManyRequests, bearerUnauthorized, type Refusal } from '../domain-errors';
import { refusalHeaders, refusalProblem, refusalResponse } from './problem-map';

test('every refusal has its status and title', () => {
  const kinds: Record<Refusal, string> = {
    malformed: '400 Bad Request',
    unauthenticated: '401 Unauthorized',
    forbidden: '403 Forbidden',
    not_found: '404 Not Found',
    too_slow: '408 Request Timeout',
    conflict: '409 Conflict',
    gone: '410 Gone',
    too_large: '413 Content Too Large',
    unsupported_type: '415 Unsupported Media Type',
    invalid: '422 Unprocessable Content',
    rate_limited: '429 Too Many Requests',
    unavailable: '503 Service Unavailable',
  };
  for (const [refusal, answer] of Object.entries(kinds)) {
    const { status, title } = refusalProblem(new DomainError(refusal as Refusal, 'Why.'));
    expect(`${status} ${title}`).toBe(answer);
  }
});

test('the problem keeps the member order of the answers the contract tests compare', () => {
  const problem = refusalProblem(conflict('Another account uses that address now.', { email: ['Taken.'] }));
  expect(JSON.stringify(problem)).toBe(
    '{"type":"about:blank","title":"Conflict","status":409,"detail":"Another account uses that address now.","errors":{"email":["Taken."]}}',
  );
  expect(refusalProblem(forbidden('Not yours.', { type: 'https://example.org/own-case' })).type).toBe(
    'https://example.org/own-case',
  );
});

test('a wait becomes Retry-After, a Bearer refusal its challenge', async () => {
  expect(refusalHeaders(tooManyRequests(90))).toEqual({ 'Retry-After': '90' });
  expect(refusalProblem(tooManyRequests(90)).detail).toBe('Try again in 2 minutes.');
  expect(refusalHeaders(bearerUnauthorized('Sign in to continue.'))).toEqual({
    'WWW-Authenticate': 'Bearer realm="learner-portal"',
  });
  expect(refusalHeaders(bearerUnauthorized('Expired.', 'invalid_token'))).toEqual({
    'WWW-Authenticate': 'Bearer realm="learner-portal", error="invalid_token"',
  });
  const answer = refusalResponse(tooManyRequests(5));
  expect(answer.status).toBe(429);
  expect(answer.headers.get('content-type')).toBe('application/problem+json');
});
