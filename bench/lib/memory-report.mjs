// Asks a server started with MEMORY_DIAGNOSTICS=true for its memory by share: SIGUSR2 makes it log one JSON
// line (lib/operations/memory-report.ts), read here from its stdout.
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

/** Returns ask(): the server's next report ({ memory, afterGc? }), or undefined if none comes within 10 s. */
export function memoryReports(server) {
  let waiting;
  createInterface({ input: server.stdout }).on('line', (line) => {
    if (!line.startsWith('{') || !line.includes('"msg":"memory"')) return;
    try {
      waiting?.(JSON.parse(line));
    } catch {
      // not ours
    }
  });
  return async function ask() {
    const report = new Promise((resolve) => (waiting = resolve));
    process.kill(server.pid, 'SIGUSR2');
    return Promise.race([report, sleep(10_000).then(() => undefined)]);
  };
}

const round = (mb) => (mb === undefined ? '–' : String(Math.round(mb)));

/** "heap 120/180, buffers 12, other external 30, PGlite 189, rest 350 MB" for one set of shares. */
export function describeShares(shares) {
  if (!shares) return 'no report';
  const parts = [
    `heap ${round(shares.heapUsedMb)}/${round(shares.heapTotalMb)}`,
    `array buffers ${round(shares.arrayBuffersMb)}`,
    `other external ${round(shares.otherExternalMb)}`,
    `PGlite heap ${round(shares.databaseHeapMb)}`,
    `rest ${round(shares.restMb)}`,
  ];
  return `${parts.join(', ')} MB (RSS ${round(shares.rssMb)})`;
}
