// POST /kyc/submit (the identity form without JavaScript) over plain HTTP: a post without a session the platform
// accepts, or without this site's Origin, is answered before its body is read (the client is still sending it), and
// only a few forms are read at once, one per learner: one more is sent back to /kyc at once with a message, its body
// unread.
import { test, expect, type APIRequestContext } from '@playwright/test';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { signUpByApi } from './auth-helpers';

const port = Number(process.env.E2E_PORT ?? 3210);
const origin = `http://localhost:${port}`;
const boundary = '----kyc-submit-limits';
/** What a browser declares for four camera photos: the server must not wait for 40 MB it has not been sent. */
const DECLARED_BYTES = 40 * 1024 * 1024;
/** More than a form may be (41 MB): refused for its size right after the session check, before the count. */
const TOO_MANY_BYTES = 42 * 1024 * 1024;
/** Forms read at once by one instance, one per learner (app/[locale]/(learner)/kyc/submit/route.ts). */
const MAX_RUNNING = 4;

/** A post that sends its headers and the start of a photo, then nothing more until `abort()`. */
function heldPost(
  headers: Record<string, string>,
  declaredBytes = DECLARED_BYTES,
): {
  answer: Promise<IncomingMessage | undefined>;
  abort: () => void;
} {
  let sent: ClientRequest | undefined;
  // Undefined when the connection ends without an answer (the test aborting a post it no longer needs).
  const answer = new Promise<IncomingMessage | undefined>((resolve) => {
    sent = httpRequest(`${origin}/kyc/submit`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(declaredBytes),
        ...headers,
      },
    });
    sent.on('response', resolve);
    sent.on('error', () => resolve(undefined));
    sent.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="document_front_file"; filename="front.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    sent.write(Buffer.alloc(64 * 1024, 0xff));
  });
  return { answer, abort: () => sent?.destroy() };
}

type Auth = { access_token: string; refresh_token: string; user: unknown };

const cookieHeader = (auth: Auth) =>
  [
    `access_token=${auth.access_token}`,
    `refresh_token=${auth.refresh_token}`,
    'is_authenticated=true',
    `user_data=${encodeURIComponent(JSON.stringify(auth.user))}`,
  ].join('; ');

test('without a session, with a forged token or without this site’s Origin, the form is refused before its body is read', async ({
  request,
}) => {
  const forgedToken = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'someone', exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url')}.`;
  const refusals: { headers: Record<string, string>; status: number; location: string }[] = [
    { headers: { origin }, status: 303, location: '/login?next=%2Fkyc' },
    {
      headers: { origin, cookie: `access_token=${forgedToken}; is_authenticated=true` },
      status: 303,
      location: '/login?next=%2Fkyc',
    },
  ];
  const auth = await signUpByApi(request, `${origin}/api/v1`, {
    full_name: 'Bilal Ahmed',
    email: `held-${Date.now()}@example.test`,
  });
  refusals.push({ headers: { cookie: cookieHeader(auth) }, status: 403, location: '' });
  refusals.push({ headers: { origin: 'http://evil.example', cookie: cookieHeader(auth) }, status: 403, location: '' });
  for (const { headers, status, location } of refusals) {
    const post = heldPost(headers);
    const answer = await post.answer;
    post.abort();
    expect([headers, answer?.statusCode]).toEqual([headers, status]);
    if (location) expect(answer?.headers.location).toBe(`${origin}${location}`);
  }
});

/** What a learner's post sends: this site's Origin and their session. */
const learnerHeaders = (auth: Auth) => ({ origin, cookie: cookieHeader(auth) });

async function signUpLearners(request: APIRequestContext, count: number, tag: string): Promise<Auth[]> {
  const learners: Auth[] = [];
  for (let index = 0; index < count; index += 1)
    learners.push(
      await signUpByApi(request, `${origin}/api/v1`, {
        full_name: 'Zara Sheikh',
        email: `${tag}-${index}-${Date.now()}@example.test`,
      }),
    );
  return learners;
}

/**
 * Answered once the server has checked the session of every post sent before it with these headers: refused then
 * for its size, before any count. Two in turn tell "never answered" (a form being read) from "slow on a busy machine":
 * an answer to a post sent before the first has arrived by the second's.
 */
async function controls(headers: Record<string, string>) {
  for (let turn = 0; turn < 2; turn += 1) {
    const post = heldPost(headers, TOO_MANY_BYTES);
    await post.answer;
    post.abort();
  }
}

/** A form the server is reading (never answered while its sender's control posts are), or its answer. */
async function outcomeOf(
  headers: Record<string, string>,
): Promise<{ post: ReturnType<typeof heldPost>; seen: string }> {
  const post = heldPost(headers);
  let answer: IncomingMessage | undefined;
  void post.answer.then((received) => (answer = received));
  await controls(headers);
  return { post, seen: answer ? `${answer.statusCode} ${answer.headers.location}` : 'being read' };
}

const formErrorOf = (answer: IncomingMessage | undefined) => {
  const stateCookie = /kyc_form_state=([^;]+)/.exec(String(answer?.headers['set-cookie']))?.[1] ?? '';
  return JSON.parse(Buffer.from(stateCookie, 'base64url').toString()).formError;
};

test('four learners fill the forms read at once; a fifth learner’s form is sent back to /kyc at once with a message, its body unread', async ({
  request,
}) => {
  const learners = await signUpLearners(request, MAX_RUNNING + 1, 'busy');
  const fifth = learnerHeaders(learners[MAX_RUNNING]!);
  const held: ReturnType<typeof heldPost>[] = [];
  try {
    // Each learner's form is being read once their own control posts are answered while it is not.
    for (const learner of learners.slice(0, MAX_RUNNING)) {
      const { post, seen } = await outcomeOf(learnerHeaders(learner));
      held.push(post);
      expect(seen).toBe('being read');
    }
    const extra = heldPost(fifth);
    const answer = await extra.answer;
    extra.abort();
    expect(`${answer?.statusCode} ${answer?.headers.location}`).toBe(`303 ${origin}/kyc?form=returned`);
    expect(formErrorOf(answer)).toMatch(/Many identity forms are being sent right now/);
  } finally {
    for (const post of held) post.abort();
  }
});

test('four trickling forms from one learner take one place: the other three are sent back at once, and another learner still gets in', async ({
  request,
}) => {
  const [trickler, other] = await signUpLearners(request, 2, 'trickle');
  const headers = learnerHeaders(trickler!);
  const held = Array.from({ length: MAX_RUNNING }, () => heldPost(headers));
  try {
    const answers: (IncomingMessage | undefined)[] = [];
    held.forEach((post, index) => void post.answer.then((answer) => (answers[index] = answer)));
    // Three are sent back at once; the fourth is being read: still unanswered once later control posts are answered.
    await expect.poll(() => answers.filter(Boolean).length).toBe(MAX_RUNNING - 1);
    await controls(headers);
    const sentBack = answers.filter((answer): answer is IncomingMessage => Boolean(answer));
    expect(sentBack.map((answer) => `${answer.statusCode} ${answer.headers.location}`)).toEqual(
      Array(MAX_RUNNING - 1).fill(`303 ${origin}/kyc?form=returned`),
    );
    for (const answer of sentBack) expect(formErrorOf(answer)).toMatch(/already being sent/);
    // The places left are everyone else's: another learner's form is read.
    const { post, seen } = await outcomeOf(learnerHeaders(other!));
    held.push(post);
    expect(seen).toBe('being read');
  } finally {
    for (const post of held) post.abort();
  }
});
