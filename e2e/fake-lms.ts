// A small stand-in for the LMS, started by the specs that need it on E2E_PORT + 4000: it takes the launch form
// POST (lms_token in the body), checks the token with the platform's introspection as an authenticated client,
// and answers a page saying what it learned.
import { createServer, type Server } from 'node:http';

export const lmsPort = () => Number(process.env.E2E_PORT ?? 3210) + 4000;
/** The same credentials playwright.config.ts gives the web server. */
const LMS_CLIENT = { id: 'e2e-lms', secret: 'e2e-lms-client-secret-of-at-least-32-chars' };

export interface FakeLms {
  launches: Array<{ active: boolean; course_access?: boolean; scope?: string; email?: string }>;
  close: () => Promise<void>;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

export async function startFakeLms(portalOrigin: string): Promise<FakeLms> {
  const launches: FakeLms['launches'] = [];
  const server: Server = createServer((request, response) => {
    // Only the launch counts (the browser also asks for a favicon).
    if (request.method !== 'POST' || request.url !== '/launch') {
      response.writeHead(404).end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', async () => {
      const token = new URLSearchParams(body).get('lms_token') ?? '';
      const answer = await fetch(`${portalOrigin}/api/v1/auth/lms-token/introspect`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${LMS_CLIENT.id}:${LMS_CLIENT.secret}`).toString('base64')}`,
        },
        body: new URLSearchParams({ token }).toString(),
      });
      const result = (await answer.json()) as FakeLms['launches'][number];
      launches.push(result);
      const open = result.active && result.course_access;
      response.writeHead(open ? 200 : 403, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="en"><head><title>Fake LMS</title></head><body><main><h1>${open ? `Your courses, ${escape(result.email ?? '')}` : 'No course access'}</h1><p>${escape(result.scope ?? '')}</p></main></body></html>`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(lmsPort(), '127.0.0.1', resolve));
  return { launches, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
