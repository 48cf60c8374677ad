// Asks a server started with MEMORY_DIAGNOSTICS=true for its memory by share: SIGUSR2 makes it log one JSON
// line (lib/operations/memory-report.ts), read here from its stdout.
import { readFileSync } from 'node:fs';
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
    const answer = await Promise.race([report, sleep(10_000).then(() => undefined)]);
    if (!answer) return undefined;
    const resident = databaseResidentMb(server.pid, answer.memory.databaseHeapMb);
    for (const shares of [answer.memory, answer.afterGc]) {
      // External memory counts PGlite's heap at its size; only its touched pages are in RSS, the rest is not "rest".
      if (shares && resident !== undefined)
        Object.assign(shares, {
          databaseResidentMb: resident,
          restMb: shares.restMb + shares.databaseHeapMb - resident,
        });
    }
    return answer;
  };
}

/** Resident MB of the server's mapping as large as PGlite's WebAssembly memory (Linux /proc), if exactly one is. */
function databaseResidentMb(pid, heapMb) {
  if (heapMb === undefined) return undefined;
  try {
    const sizes = [];
    let size = 0;
    for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
      const range = /^([0-9a-f]+)-([0-9a-f]+) rw-p 0+ 00:00 0/.exec(line);
      if (range) size = (parseInt(range[2], 16) - parseInt(range[1], 16)) / 1_048_576;
      else if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) size = 0;
      else if (line.startsWith('Rss:') && size && Math.abs(size - heapMb) < 0.1)
        sizes.push(Number(line.split(/\s+/)[1]) / 1024);
    }
    return sizes.length === 1 ? sizes[0] : undefined;
  } catch {
    return undefined;
  }
}

const round = (mb) => (mb === undefined ? '–' : String(Math.round(mb)));

/** "heap 120/180, array buffers 12, other external 30, PGlite heap 128 (47 resident), rest 350 MB (RSS …)" for one set of shares. */
export function describeShares(shares) {
  if (!shares) return 'no report';
  const parts = [
    `heap ${round(shares.heapUsedMb)}/${round(shares.heapTotalMb)}`,
    `array buffers ${round(shares.arrayBuffersMb)}`,
    `other external ${round(shares.otherExternalMb)}`,
    `PGlite heap ${round(shares.databaseHeapMb)}${shares.databaseResidentMb === undefined ? '' : ` (${round(shares.databaseResidentMb)} resident)`}`,
    `rest ${round(shares.restMb)}`,
  ];
  return `${parts.join(', ')} MB (RSS ${round(shares.rssMb)})`;
}
