// Preloaded into the profiled server (node --import): counts the statements the embedded database runs. Every
// PGlite query and exec (a transaction's too) enters _runExclusiveQuery once; query and exec also name the statement
// (its first words). The server's own copy of PGlite is patched (resolved from the working directory, ESM and
// CommonJS alike). On SIGUSR2 the counts go to BENCH_STATEMENTS_FILE as JSON, read by the bench before and after a run,
// with the event loop's delay and the GC pauses since the previous SIGUSR2.
import { renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

let total = 0;
const byStatement = {};
const require = createRequire(join(process.cwd(), 'package.json'));
const cjs = require('@electric-sql/pglite').PGlite;
const esm = (await import(pathToFileURL(require.resolve('@electric-sql/pglite').replace(/\.cjs$/, '.js')).href)).PGlite;
let naming = false;
/** Names each statement query or exec of `prototype` runs (its first words); once when a subclass's calls its parent's. */
function nameStatements(prototype) {
  for (const method of ['query', 'exec']) {
    if (!Object.hasOwn(prototype, method)) continue;
    const original = prototype[method];
    prototype[method] = function named(text, ...rest) {
      if (naming) return original.call(this, text, ...rest);
      const name = String(text).replace(/\s+/g, ' ').slice(0, 90);
      byStatement[name] = (byStatement[name] ?? 0) + 1;
      naming = true;
      try {
        return original.call(this, text, ...rest);
      } finally {
        naming = false;
      }
    };
  }
}
const named = new Set();
for (const PGlite of new Set([cjs, esm])) {
  const exclusive = PGlite.prototype._runExclusiveQuery;
  PGlite.prototype._runExclusiveQuery = function counted(...args) {
    total += 1;
    // A subclass of PGlite would answer some queries itself: named from its first statement (a migration's) on.
    const own = Object.getPrototypeOf(this);
    if (!named.has(own)) {
      named.add(own);
      nameStatements(own);
    }
    return exclusive.apply(this, args);
  };
  named.add(PGlite.prototype);
  nameStatements(PGlite.prototype);
}
// Why some requests wait long (the p99): how late the event loop ran timers, and garbage-collection pauses, since the last SIGUSR2.
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
let gcPauses = [];
new PerformanceObserver((list) => gcPauses.push(...list.getEntries().map((entry) => entry.duration))).observe({
  entryTypes: ['gc'],
});
const ms = (ns) => Math.round(ns / 1e5) / 10;
process.on('SIGUSR2', () => {
  const pauses = gcPauses.sort((a, b) => a - b);
  const loop = {
    p50: ms(loopDelay.percentile(50)),
    p99: ms(loopDelay.percentile(99)),
    max: ms(loopDelay.max),
    gcCount: pauses.length,
    gcMs: Math.round(pauses.reduce((sum, d) => sum + d, 0)),
    gcMaxMs: Math.round(pauses.at(-1) ?? 0),
  };
  loopDelay.reset();
  gcPauses = [];
  // Whole or not at all: the bench reads the file as soon as it exists.
  const file = process.env.BENCH_STATEMENTS_FILE;
  writeFileSync(`${file}.partial`, JSON.stringify({ total, byStatement, loop }));
  renameSync(`${file}.partial`, file);
});
