// A bounded stream of support requests, each with its own Idempotency-Key and a marker in its message, so the
// suite can tell which writes were answered, which were stored, and whether anything was stored late.
import { randomUUID } from 'node:crypto';

export interface Write {
  key: string;
  marker: string;
  /** HTTP status, or what happened instead of an answer. */
  outcome: number | 'no answer' | 'network error';
  /** How long the answer took (reported, never asserted). */
  ms: number;
}

const requestBody = (marker: string) => ({
  name: 'Load Test',
  email: 'load@example.com',
  phone: '+923001234567',
  topic: 'technical',
  message: `Load test request ${marker}`,
});

export async function sendWrite(
  url: string,
  key = randomUUID(),
  marker = randomUUID(),
  patienceMs = 30_000,
): Promise<Write> {
  const startedAt = Date.now();
  const ms = () => Date.now() - startedAt;
  try {
    const response = await fetch(`${url}/api/v1/support/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(requestBody(marker)),
      signal: AbortSignal.timeout(patienceMs),
    });
    await response.arrayBuffer();
    return { key, marker, outcome: response.status, ms: ms() };
  } catch (error) {
    return { key, marker, outcome: (error as Error).name === 'TimeoutError' ? 'no answer' : 'network error', ms: ms() };
  }
}

/** `perSecond` writes a second until `until()` resolves; answers to all of them. */
export async function writeLoad(url: string, perSecond: number, until: Promise<unknown>): Promise<Write[]> {
  const pending: Promise<Write>[] = [];
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    pending.push(sendWrite(url));
    await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond));
  }
  return Promise.all(pending);
}

/** "503: 12 answers, slowest 3.1 s" per outcome, for the test report. */
export function summary(writes: Write[]): string {
  const byOutcome = new Map<string, Write[]>();
  for (const write of writes)
    byOutcome.set(String(write.outcome), [...(byOutcome.get(String(write.outcome)) ?? []), write]);
  return [...byOutcome]
    .map(
      ([outcome, group]) =>
        `${outcome}: ${group.length} answers, slowest ${(Math.max(...group.map((w) => w.ms)) / 1000).toFixed(1)} s`,
    )
    .join('; ');
}
