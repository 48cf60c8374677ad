// The deploy file's per-client allowance for pages (rate and burst of `location /`), and a burst of requests from
// one client over more connections than that burst.
import { readFileSync } from 'node:fs';
import http from 'node:http';

export function pageAllowance(): { perSecond: number; burst: number } {
  const site = readFileSync('deploy/nginx/learner-portal.conf', 'utf8');
  const perSecond = Number(site.match(/limit_req_zone \S+ zone=learner_portal_per_client:\S+ rate=(\d+)r\/s;/)?.[1]);
  const burst = Number(
    site.match(/location \/ \{[^}]*?limit_req zone=learner_portal_per_client burst=(\d+) nodelay;/)?.[1],
  );
  if (!perSecond || !burst)
    throw new Error('deploy/nginx/learner-portal.conf no longer has the per-client limit in location /');
  return { perSecond, burst };
}

interface Answer {
  url: string;
  status: number;
  retryAfter: string | null;
  body: string;
}

function get(url: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = http.get(url, { agent, timeout: 60_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ url, status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] ?? null, body }),
      );
      response.on('error', reject);
    });
    sent.on('timeout', () => sent.destroy(new Error(`no answer from ${url}`)));
    sent.on('error', reject);
  });
}

/**
 * Every url at once over `connections` kept-alive connections, every answer read to the end. More connections
 * than the burst: the requests past it reach nginx while the admitted ones are still rendering, however fast
 * the instances are (and few enough for the suite nginx's 1024 worker connections, upstream ones included).
 */
export async function burst(urls: string[], connections: number): Promise<Answer[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  try {
    return await Promise.all(urls.map((url) => get(url, agent)));
  } finally {
    agent.destroy();
  }
}
