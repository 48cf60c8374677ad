// The streaming multipart reader on real bodies: fields collected, each file handed on as a stream, limits kept,
// and a file part nobody reads to the end never stalls the rest of the form.
import { UPLOAD_MINIMUM_RATE } from '@/contract/minimum-rate';
import { FormTooLargeError, FormTooSlowError, streamMultipart, UnreadableFormError } from './stream-multipart';

const boundary = '----stream-multipart-test';
const contentType = `multipart/form-data; boundary=${boundary}`;
const limits = {
  fields: 10,
  fieldSize: 1024,
  files: 4,
  fileSize: 1000,
  totalBytes: 10_000,
  minimumRate: UPLOAD_MINIMUM_RATE,
};

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer; type?: string };
const bodyOf = (parts: Part[]) =>
  Buffer.concat([
    ...parts.flatMap((part) =>
      'value' in part
        ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)]
        : [
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'image/jpeg'}\r\n\r\n`,
            ),
            part.bytes,
            Buffer.from('\r\n'),
          ],
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
/** The body in small chunks, as a network delivers it. */
const streamOf = (bytes: Buffer) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 100) controller.enqueue(new Uint8Array(bytes.subarray(at, at + 100)));
      controller.close();
    },
  });
async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

test('fields are collected and each file arrives whole as its own stream; an empty file input (as Chromium sends it) is skipped', async () => {
  const received: Record<string, Buffer> = {};
  const fields = await streamMultipart(
    streamOf(
      bodyOf([
        { name: 'legal_name', value: 'Ayesha Khan' },
        { name: 'front', filename: 'front.jpg', bytes: Buffer.alloc(900, 1) },
        { name: 'back', filename: '', bytes: Buffer.alloc(0), type: 'application/octet-stream' },
        { name: 'selfie', filename: 's.jpg', bytes: Buffer.alloc(10, 2) },
      ]),
    ),
    contentType,
    limits,
    async (name, file) => {
      received[name] = await readAll(file);
    },
  );
  expect(fields).toEqual({ legal_name: 'Ayesha Khan' });
  expect(Object.keys(received)).toEqual(['front', 'selfie']);
  expect(received.front?.equals(Buffer.alloc(900, 1))).toBe(true);
  expect(received.selfie?.length).toBe(10);
});

test('a file over the size limit ends at the limit; the form goes on', async () => {
  let received: Buffer = Buffer.alloc(0);
  const fields = await streamMultipart(
    streamOf(
      bodyOf([
        { name: 'front', filename: 'front.jpg', bytes: Buffer.alloc(5000, 1) },
        { name: 'legal_name', value: 'After the photo' },
      ]),
    ),
    contentType,
    limits,
    async (_name, file) => {
      received = await readAll(file);
    },
  );
  expect(received.length).toBe(limits.fileSize);
  expect(fields).toEqual({ legal_name: 'After the photo' });
});

test('a file part its handler does not read (refused unread) is dropped and the rest of the form still arrives', async () => {
  const fields = await streamMultipart(
    streamOf(
      bodyOf([
        { name: 'front', filename: 'front.jpg', bytes: Buffer.alloc(900, 1) },
        { name: 'legal_name', value: 'Still here' },
      ]),
    ),
    contentType,
    limits,
    async () => {},
  );
  expect(fields).toEqual({ legal_name: 'Still here' });
});

test('a body past the total limit stops with FormTooLargeError; one that is not multipart is unreadable', async () => {
  const many = Array.from({ length: 4 }, (_, index) => ({
    name: `photo${index}`,
    filename: `${index}.jpg`,
    bytes: Buffer.alloc(999, 1),
  }));
  await expect(
    streamMultipart(
      streamOf(bodyOf(many)),
      contentType,
      { ...limits, totalBytes: 2000 },
      async (_name, file) => void (await readAll(file).catch(() => {})),
    ),
  ).rejects.toBeInstanceOf(FormTooLargeError);
  await expect(
    streamMultipart(streamOf(Buffer.from('a=1')), 'text/plain', limits, async () => {}),
  ).rejects.toBeInstanceOf(UnreadableFormError);
  const cutShort = bodyOf([{ name: 'legal_name', value: 'x' }]).subarray(0, 40);
  await expect(streamMultipart(streamOf(cutShort), contentType, limits, async () => {})).rejects.toBeInstanceOf(
    UnreadableFormError,
  );
});

test('a body that stops sending, in a photo or between fields, is stopped with FormTooSlowError', async () => {
  const start = bodyOf([
    { name: 'legal_name', value: 'Slow sender' },
    { name: 'front', filename: 'front.jpg', bytes: Buffer.alloc(900, 1) },
  ]);
  // The first bytes, then nothing: the form ends only if the minimum rate stops it.
  for (const sent of [start.subarray(0, start.length - 400), start.subarray(0, 60)]) {
    const body = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new Uint8Array(sent)) });
    await expect(
      streamMultipart(
        body,
        contentType,
        { ...limits, minimumRate: { bytes: 64 * 1024, perMs: 100 } },
        async (_name, file) => void (await readAll(file).catch(() => {})),
      ),
    ).rejects.toBeInstanceOf(FormTooSlowError);
  }
});
