import { Writable } from 'node:stream';
import { createPortalLogger } from './logger';
import { memoryShares, reportMemory } from './memory-report';

const MB = 1_048_576;
const usage = (overrides: Partial<NodeJS.MemoryUsage> = {}): NodeJS.MemoryUsage => ({
  rss: 900 * MB,
  heapTotal: 200 * MB,
  heapUsed: 150 * MB,
  external: 260 * MB,
  arrayBuffers: 40 * MB,
  ...overrides,
});

test('the shares split external memory into array buffers, the database heap and the rest, and RSS into what is left', () => {
  expect(memoryShares(usage(), 189 * MB)).toEqual({
    rssMb: 900,
    heapUsedMb: 150,
    heapTotalMb: 200,
    arrayBuffersMb: 40,
    otherExternalMb: 31,
    databaseHeapMb: 189,
    restMb: 440,
  });
});

test('on PostgreSQL there is no database heap and all non-buffer external memory is other', () => {
  const shares = memoryShares(usage(), undefined);
  expect(shares).not.toHaveProperty('databaseHeapMb');
  expect(shares.otherExternalMb).toBe(220);
});

/** A logger at `level` whose JSON lines land in the returned array. */
function capturedLogger(level: string) {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().trim().split('\n'));
      done();
    },
  });
  return { lines, logger: createPortalLogger(level, destination) };
}

test('one JSON line with the shares, and after a collection when one is possible', async () => {
  const { lines, logger } = capturedLogger('info');
  let collected = false;
  const readings = [usage(), usage({ rss: 700 * MB, heapUsed: 60 * MB })];
  await reportMemory({
    databaseHeapBytes: async () => 128 * MB,
    logger,
    collect: () => void (collected = true),
    usage: () => readings.shift()!,
  });
  expect(collected).toBe(true);
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0]!) as {
    level: number;
    service: string;
    msg: string;
    memory: { rssMb: number };
    afterGc: { rssMb: number; heapUsedMb: number };
  };
  expect(line).toMatchObject({ level: 30, service: 'portal', msg: 'memory' });
  expect(line.memory.rssMb).toBe(900);
  expect(line.afterGc).toMatchObject({ rssMb: 700, heapUsedMb: 60, databaseHeapMb: 128 });
});

test('without --expose-gc the line has no collected level', async () => {
  const { lines, logger } = capturedLogger('info');
  await reportMemory({ databaseHeapBytes: async () => undefined, logger });
  expect(JSON.parse(lines[0]!)).not.toHaveProperty('afterGc');
});

test('the report is written when LOG_LEVEL is warn (npm run bench:memory), since it was asked for; other info lines are not', async () => {
  const { lines, logger } = capturedLogger('warn');
  logger.info('not written');
  await reportMemory({ databaseHeapBytes: async () => undefined, logger, usage: () => usage() });
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, msg: 'memory', memory: { rssMb: 900 } });
});
