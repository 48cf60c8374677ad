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

test('one JSON line with the shares, and after a collection when one is possible', async () => {
  const lines: string[] = [];
  let collected = false;
  const readings = [usage(), usage({ rss: 700 * MB, heapUsed: 60 * MB })];
  await reportMemory({
    databaseHeapBytes: async () => 128 * MB,
    log: (line) => lines.push(line),
    collect: () => void (collected = true),
    usage: () => readings.shift()!,
  });
  expect(collected).toBe(true);
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0]!) as { msg: string; memory: { rssMb: number }; afterGc: { rssMb: number; heapUsedMb: number } };
  expect(line.msg).toBe('memory');
  expect(line.memory.rssMb).toBe(900);
  expect(line.afterGc).toMatchObject({ rssMb: 700, heapUsedMb: 60, databaseHeapMb: 128 });
});

test('without --expose-gc the line has no collected level', async () => {
  const lines: string[] = [];
  await reportMemory({ databaseHeapBytes: async () => undefined, log: (line) => lines.push(line) });
  expect(JSON.parse(lines[0]!)).not.toHaveProperty('afterGc');
});
