// Reads a request body into memory only up to a limit: a declared Content-Length past it is refused before a byte
// is read, and a body that grows past it while streaming is cancelled at that point, so a client cannot make the
// server buffer more than `maxBytes`. With a minimum rate, a body that sends fewer than `bytes` in any `perMs`
// is cancelled too, so a client trickling a byte now and then cannot hold a read open for long.
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

export class BodyTooSlowError extends Error {
  override name = 'BodyTooSlowError';
}

export interface MinimumRate {
  bytes: number;
  perMs: number;
}

export async function readBoundedBody(request: Request, maxBytes: number, minimumRate?: MinimumRate): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) throw new BodyTooLargeError(`body of ${declared} bytes is over ${maxBytes}`);
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  let tooSlow = false;
  let sinceCheck = 0;
  const watch = minimumRate
    ? setInterval(() => {
        if (sinceCheck < minimumRate.bytes) {
          tooSlow = true;
          // Ends the pending read at once (done), whatever the client sends next.
          reader.cancel().catch(() => {});
        }
        sinceCheck = 0;
      }, minimumRate.perMs)
    : undefined;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (tooSlow)
        throw new BodyTooSlowError(`body slower than ${minimumRate?.bytes} bytes in ${minimumRate?.perMs} ms`);
      if (done) break;
      total += value.byteLength;
      sinceCheck += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new BodyTooLargeError(`body is over ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
  } finally {
    clearInterval(watch);
  }
  return Buffer.concat(chunks, total);
}
