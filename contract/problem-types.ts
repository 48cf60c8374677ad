// Problem `type`s the client tells apart, in a module without zod: the browser's form code reads them, and zod
// (about 31 KB gzip) would otherwise come with it to every page that has a form.

/**
 * The `type` of the 409 answered while the first request with the same Idempotency-Key is still being handled,
 * so a client can tell "wait and send again" from any other conflict without reading the English detail.
 */
export const REQUEST_IN_PROGRESS_PROBLEM_TYPE = 'urn:learner-portal:problem:request-in-progress';
/** Problem `type` of a 403 for a learner who has not confirmed their e-mail address yet. */
export const EMAIL_UNVERIFIED_PROBLEM_TYPE = 'urn:learner-portal:problem:email-unverified';
/** Problem `type` of a 403 for a staff member deciding their own case (their identity, their payment). */
export const OWN_CASE_PROBLEM_TYPE = 'urn:learner-portal:problem:own-case';
export const EMAIL_UNVERIFIED_MESSAGE =
  'Confirm your e-mail address first: we need to reach you about your identity verification and payments.';
