// Preloaded into the profiled server (node --import): counts the statements the embedded database runs. Every
// PGlite query and exec (a transaction's too) enters _runExclusiveQuery once; query and exec also name the statement
// (its first words). The server's own copy of PGlite is patched (resolved from the working directory, ESM and
// CommonJS alike). On SIGUSR2 the counts go to BENCH_STATEMENTS_FILE as JSON, read by the bench before and after a run.
import { renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

let total = 0;
const byStatement = {};
const require = createRequire(join(process.cwd(), 'package.json'));
const cjs = require('@electric-sql/pglite').PGlite;
const esm = (await import(pathToFileURL(require.resolve('@electric-sql/pglite').replace(/\.cjs$/, '.js')).href)).PGlite;
for (const PGlite of new Set([cjs, esm])) {
  const exclusive = PGlite.prototype._runExclusiveQuery;
  PGlite.prototype._runExclusiveQuery = function counted(...args) {
    total += 1;
    return exclusive.apply(this, args);
  };
  for (const method of ['query', 'exec']) {
    const original = PGlite.prototype[method];
    PGlite.prototype[method] = function named(text, ...rest) {
      const name = String(text).replace(/\s+/g, ' ').slice(0, 90);
      byStatement[name] = (byStatement[name] ?? 0) + 1;
      return original.call(this, text, ...rest);
    };
  }
}
process.on('SIGUSR2', () => {
  // Whole or not at all: the bench reads the file as soon as it exists.
  const file = process.env.BENCH_STATEMENTS_FILE;
  writeFileSync(`${file}.partial`, JSON.stringify({ total, byStatement }));
  renameSync(`${file}.partial`, file);
});
