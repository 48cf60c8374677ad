// Reads a multipart body as it arrives (busboy): text fields are collected, and each file part is handed on as a
// stream the moment it starts, so no file is ever held here whole. Parts beyond the limits are skipped; a file
// larger than `fileSize` ends there (its handler's reader sees `fileSize` bytes and judges it too large). A body
// slower than the minimum rate (@/contract/minimum-rate) is stopped, whichever part it is in.
import 'server-only';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { watchRate, type MinimumRate } from '@/contract/minimum-rate';

export class FormTooLargeError extends Error {
  override name = 'FormTooLargeError';
}

export class FormTooSlowError extends Error {
  override name = 'FormTooSlowError';
}

/** Not a multipart body, or one that ends mid-way. */
export class UnreadableFormError extends Error {
  override name = 'UnreadableFormError';
}

/**
 * A photo part's limit: one byte past the platform's 10 MB (platform/services/images/image-rules.ts), so a larger
 * photo reaches the platform cut there and it refuses it in its own words.
 */
export const PHOTO_PART_BYTES = 10 * 1024 * 1024 + 1;

/** What the sender of an upload form is told when its body ended mid-way or came too slowly. */
export const UNREADABLE_FORM = 'Your form arrived incomplete, so nothing was sent. Send it again.';

/** Why a form's body was not read to its end (too large, slower than the minimum rate, cut short); else undefined. */
export function unreadFormReason(error: unknown): 'too-large' | 'too-slow' | 'unreadable' | undefined {
  if (error instanceof FormTooLargeError) return 'too-large';
  if (error instanceof FormTooSlowError) return 'too-slow';
  if (error instanceof UnreadableFormError) return 'unreadable';
  return undefined;
}

interface MultipartLimits {
  fields: number;
  fieldSize: number;
  files: number;
  fileSize: number;
  /** The whole body: past it the read stops (FormTooLargeError). */
  totalBytes: number;
  minimumRate: MinimumRate;
}

/**
 * Called for each file part as it starts, with the text fields read before it; the form is read on only as `file` is
 * (backpressure). When the handler settles, whatever it left of the part is dropped.
 */
type FileHandler = (
  name: string,
  file: ReadableStream<Uint8Array>,
  mimeType: string,
  fieldsBefore: Readonly<Record<string, string>>,
) => Promise<void>;

/**
 * A busboy file part as a web stream. Busboy finishes only once every part has ended, so a part nobody reads on
 * (cancelled, refused unread) is drained, its bytes dropped, never destroyed.
 */
function webStreamOf(file: Readable, stop: AbortSignal) {
  let open = true;
  const drain = () => {
    open = false;
    file.resume();
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const fail = (error: Error) => {
        if (open) controller.error(error);
        drain();
      };
      file.on('data', (chunk: Buffer) => {
        if (!open) return;
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 0) <= 0) file.pause();
      });
      file.on('end', () => {
        if (open) controller.close();
        open = false;
      });
      // Busboy destroys the part with the form's own error when the body fails (too large, cut off).
      file.on('error', (error: Error) => fail(error));
      stop.addEventListener('abort', () => fail(new FormTooLargeError()), { once: true });
    },
    pull() {
      if (open) file.resume();
    },
    cancel: drain,
  });
  return { stream, drain };
}

/** Counts the body's bytes on their way to the parser and stops it past `limit`, or when they come too slowly. */
function countBytes(limit: number, rate: MinimumRate, stop: AbortController): Transform {
  let total = 0;
  const counter: Transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.byteLength;
      watch.count(chunk.byteLength);
      if (total <= limit) return done(null, chunk);
      stop.abort();
      done(new FormTooLargeError());
    },
    flush(done) {
      watch.stop();
      done();
    },
    destroy(error, done) {
      watch.stop();
      done(error);
    },
  });
  // Fails the pipeline at once, whether or not the client sends anything more.
  const watch = watchRate(rate, () => counter.destroy(new FormTooSlowError()));
  return counter;
}

/** Streams `body` through busboy; resolves with the text fields once the body has ended and every handler settled. */
export async function streamMultipart(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  limits: MultipartLimits,
  onFile: FileHandler,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const handled: Promise<void>[] = [];
  const stop = new AbortController();
  let parser: ReturnType<typeof busboy>;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: {
        fields: limits.fields,
        fieldSize: limits.fieldSize,
        files: limits.files,
        fileSize: limits.fileSize,
        parts: limits.fields + limits.files,
      },
    });
  } catch (error) {
    throw new UnreadableFormError('not a multipart body', { cause: error });
  }
  parser.on('field', (name, value) => {
    fields[name] = value;
  });
  parser.on('file', (name, file, info) => {
    // An empty file input: browsers send a part with filename="" (typed application/octet-stream) and no bytes.
    if (!info.filename) {
      file.resume();
      return;
    }
    const part = webStreamOf(file, stop.signal);
    handled.push(onFile(name, part.stream, info.mimeType, { ...fields }).finally(part.drain));
  });
  try {
    await pipeline(
      Readable.fromWeb(body as NodeReadableStream<Uint8Array>),
      countBytes(limits.totalBytes, limits.minimumRate, stop),
      parser,
    );
  } catch (error) {
    stop.abort();
    throw error instanceof FormTooLargeError || error instanceof FormTooSlowError
      ? error
      : new UnreadableFormError('multipart body could not be read', { cause: error });
  } finally {
    await Promise.allSettled(handled);
  }
  return fields;
}
