// Where the server's memory goes, by share: V8's heap, buffers outside it, the embedded database's
// WebAssembly heap and the rest of RSS (code, stacks, native allocations). Logged on demand (SIGUSR2)
// when MEMORY_DIAGNOSTICS is on, for npm run bench:memory and operators; never served over HTTP.
import { createPortalLogger, type Logger } from './logger';

interface MemoryShares {
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  /** ArrayBuffers and Node Buffers (request bodies, cached answers, PGlite's message buffers). */
  arrayBuffersMb: number;
  /** External memory other than array buffers and the database's heap. */
  otherExternalMb: number;
  /** The embedded database's WebAssembly memory at its current size (it can grow, never shrink); absent on PostgreSQL. */
  databaseHeapMb?: number;
  /** RSS not explained by the above: compiled code, stacks, native allocations, untouched pages counted above. */
  restMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

/** The shares of `usage`; V8 counts a WebAssembly memory as external but not as an array buffer. */
export function memoryShares(usage: NodeJS.MemoryUsage, databaseHeapBytes: number | undefined): MemoryShares {
  const database = databaseHeapBytes ?? 0;
  return {
    rssMb: mb(usage.rss),
    heapUsedMb: mb(usage.heapUsed),
    heapTotalMb: mb(usage.heapTotal),
    arrayBuffersMb: mb(usage.arrayBuffers),
    otherExternalMb: mb(Math.max(0, usage.external - usage.arrayBuffers - database)),
    ...(databaseHeapBytes === undefined ? {} : { databaseHeapMb: mb(databaseHeapBytes) }),
    restMb: mb(usage.rss - usage.heapTotal - usage.external),
  };
}

interface MemoryReportOptions {
  /** The database's WebAssembly heap in bytes, or undefined (PostgreSQL, or not started). */
  databaseHeapBytes: () => Promise<number | undefined>;
  /** The portal's logger; the report is written at info even when LOG_LEVEL is higher (someone asked for it). */
  logger?: Logger;
  /** A full collection, when the process runs with --expose-gc (benchmarks only). */
  collect?: (() => void) | undefined;
  usage?: () => NodeJS.MemoryUsage;
}

/** One JSON line with the shares now and, when a collection is possible, after one. */
export async function reportMemory({
  databaseHeapBytes,
  logger = createPortalLogger(),
  collect,
  usage = () => process.memoryUsage(),
}: MemoryReportOptions): Promise<void> {
  const now = memoryShares(usage(), await databaseHeapBytes());
  let afterGc: MemoryShares | undefined;
  if (collect) {
    collect();
    afterGc = memoryShares(usage(), await databaseHeapBytes());
  }
  // npm run bench:memory runs the server at LOG_LEVEL=warn and reads this line.
  const log = logger.isLevelEnabled('info') ? logger : logger.child({}, { level: 'info' });
  log.info({ memory: now, ...(afterGc ? { afterGc } : {}) }, 'memory');
}

/** SIGUSR2 logs the report; nothing is installed unless asked (MEMORY_DIAGNOSTICS). */
export function reportMemoryOnSignal(options: MemoryReportOptions): () => void {
  const logger = options.logger ?? createPortalLogger();
  const onSignal = () =>
    void reportMemory({ ...options, logger }).catch((error: unknown) =>
      logger.error({ err: error }, 'memory report failed'),
    );
  process.on('SIGUSR2', onSignal);
  return () => void process.off('SIGUSR2', onSignal);
}
