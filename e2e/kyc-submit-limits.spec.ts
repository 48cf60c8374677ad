// POST /kyc/submit (the identity form without JavaScript) over plain HTTP: a post without a session the platform
// accepts, or without this site's Origin, is answered before its body is read (the client is still sending it), and
// only a few forms are read at once: one more is sent back to /kyc at once with a message, its body unread.
import { test, expect } from '@playwright/test';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { signUpByApi } from './auth-helpers';

const port = Number(process.env.E2E_PORT ?? 3210);
const origin = `http://localhost:${port}`;
const boundary = '----kyc-submit-limits';
/** What a browser declares for four camera photos: the server must not wait for 40 MB it has not been sent. */
const DECLARED_BYTES = 40 * 1024 * 1024;
/** More than a form may be (41 MB): refused for its size right after the session check, before the count. */
const TOO_MANY_BYTES = 42 * 1024 * 1024;
/** Forms read at once by one instance (app/[locale]/(learner)/kyc/submit/route.ts). */
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

const cookieHeader = (auth: { access_token: string; refresh_token: string; user: unknown }) =>
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

test('past the forms read at once, one more is sent back to /kyc at once with a message, its body unread', async ({
  request,
}) => {
  const auth = await signUpByApi(request, `${origin}/api/v1`, {
    full_name: 'Zara Sheikh',
    email: `busy-${Date.now()}@example.test`,
  });
  const headers = { origin, cookie: cookieHeader(auth) };
  const held: ReturnType<typeof heldPost>[] = [];
  const refusedHeld = new Set<number>();
  const hold = (index: number) => {
    const post = heldPost(headers);
    held[index] = post;
    void post.answer.then((answer) => answer && held[index] === post && refusedHeld.add(index));
  };
  for (let index = 0; index < MAX_RUNNING; index += 1) hold(index);
  /** Answered once the server has checked the session of every post sent before it: refused then for its size. */
  const control = async () => {
    const post = heldPost(headers, TOO_MANY_BYTES);
    await post.answer;
    post.abort();
  };
  try {
    // Wait until the held forms are being read (past their session check). One more form tells: refused if they are,
    // read (never answered) if one is not yet. "Never answered" is told apart from "slow on a busy machine" by control
    // posts sent after it, which take the same session check and are then refused for their size: once they are
    // answered, an extra still without an answer was let in. An extra let in may have taken a held form's place, which
    // was then refused at once: that form is sent again.
    await expect
      .poll(async () => {
        for (const index of refusedHeld) hold(index);
        refusedHeld.clear();
        const extra = heldPost(headers);
        let answer: IncomingMessage | undefined;
        void extra.answer.then((received) => (answer = received));
        // Two in turn: the extra's answer, if any, was sent before the first's and has arrived by the second's.
        await control();
        await control();
        extra.abort();
        return answer ? `${answer.statusCode} ${answer.headers.location}` : 'no answer';
      })
      .toBe(`303 ${origin}/kyc?form=returned`);
    const extra = heldPost(headers);
    const answer = await extra.answer;
    extra.abort();
    const stateCookie = /kyc_form_state=([^;]+)/.exec(String(answer?.headers['set-cookie']))?.[1] ?? '';
    expect(JSON.parse(Buffer.from(stateCookie, 'base64url').toString()).formError).toMatch(
      /Many identity forms are being sent right now/,
    );
  } finally {
    for (const post of held) post.abort();
  }
});
