// Reads a request body into memory only up to a limit: a declared Content-Length past it is refused before a byte
// is read, and a body that grows past it while streaming is cancelled at that point, so a client cannot make the
// server buffer more than `maxBytes`.
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

export async function readBoundedBody(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) throw new BodyTooLargeError(`body of ${declared} bytes is over ${maxBytes}`);
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(`body is over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
