// Reads a request body into memory only up to a limit: a declared Content-Length past it is refused before a byte
// is read, and a body that grows past it while streaming is cancelled at that point, so a client cannot make the
// server buffer more than `maxBytes`. With a minimum rate (@/contract/minimum-rate), a body slower than it is
// cancelled too.
import { watchRate, type MinimumRate } from '@/contract/minimum-rate';

export type { MinimumRate };

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

export class BodyTooSlowError extends Error {
  override name = 'BodyTooSlowError';
}

export async function readBoundedBody(request: Request, maxBytes: number, minimumRate?: MinimumRate): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) throw new BodyTooLargeError(`body of ${declared} bytes is over ${maxBytes}`);
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  let tooSlow = false;
  const watch = minimumRate
    ? watchRate(minimumRate, () => {
        tooSlow = true;
        // Ends the pending read at once (done), whatever the client sends next.
        reader.cancel().catch(() => {});
      })
    : undefined;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (tooSlow)
        throw new BodyTooSlowError(`body slower than ${minimumRate?.bytes} bytes in ${minimumRate?.perMs} ms`);
      if (done) break;
      total += value.byteLength;
      watch?.count(value.byteLength);
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new BodyTooLargeError(`body is over ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
  } finally {
    watch?.stop();
  }
  return Buffer.concat(chunks, total);
}
