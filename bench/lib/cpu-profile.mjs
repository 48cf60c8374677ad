// Reads a V8 .cpuprofile (node --cpu-prof) and says where the time went: self time by package or source
// folder, mapped back through the build's source maps (the server's chunks bundle most packages), and the
// busiest functions, per request of the load that ran while it was recorded.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

const maps = new Map();

function sourceMapOf(url) {
  if (!maps.has(url)) {
    let map = null;
    try {
      const file = url.startsWith('file://') ? fileURLToPath(url) : url;
      if (existsSync(`${file}.map`)) map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      map = null;
    }
    maps.set(url, map);
  }
  return maps.get(url);
}

/** The original file of a profiled function, through its chunk's source map when there is one. */
function originalFile({ url, lineNumber, columnNumber }) {
  if (!url) return '';
  const map = sourceMapOf(url);
  const entry = map?.findEntry(lineNumber, columnNumber);
  return entry?.originalSource ?? url;
}

/** node_modules/<package> (scoped too), the repository's top folders (app, lib, platform…), node internals. */
function bucketOf(file, functionName) {
  if (!file) return functionName.startsWith('(') ? functionName : '(native)';
  if (file.startsWith('node:')) return 'node: internals';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (modules) return modules[1];
  // Next's own sources, as its source maps name them (src/server/…, webpack://next/…).
  if (/(?:^|\/)src\/(?:server|shared|client|lib|build|export)\/|webpack:\/\/next\//.test(file)) return 'next';
  const own = /(?:^|\/)(app|lib|platform|components|contract|proxy\.ts)(?:\/|$)/.exec(file.replace(/^[^:]*:\/\/\/?/, ''));
  return own ? `(repo) ${own[1]}` : file.replace(/^.*\//, '');
}

const ms = (micro) => (micro / 1000).toFixed(1);

/**
 * Summary of one profile: time recorded, busy (not idle) time, and self time by bucket and function, with
 * per-request figures for `requests` requests. `window` ([startUs, endUs] on the profile's clock) limits it.
 */
export function summarizeProfile(path, { requests, window, top = 18 } = {}) {
  const profile = JSON.parse(readFileSync(path, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  let time = profile.startTime;
  let recorded = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    if (window && (time < window[0] || time > window[1])) return;
    recorded += delta;
    selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  const byBucket = new Map();
  const byFunction = new Map();
  let busy = 0;
  for (const [id, us] of selfUs) {
    const { callFrame } = nodes.get(id);
    const name = callFrame.functionName || '(anonymous)';
    if (name === '(idle)') continue;
    busy += us;
    const file = originalFile(callFrame);
    const bucket = bucketOf(file, name);
    byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + us);
    const fn = `${name} ${file.replace(/^.*node_modules\//, '').replace(/^.*\.next-bench\//, '.next-bench/')}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const perRequest = (us) => (requests ? `${(us / 1000 / requests).toFixed(3)} ms/req` : '');
  const share = (us) => `${((100 * us) / busy).toFixed(1)}%`;
  const rows = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `| ${name} | ${ms(us)} | ${share(us)} | ${perRequest(us)} |`);
  return [
    `profile ${path.replace(/^.*\//, '')}: ${ms(recorded)} ms recorded, ${ms(busy)} ms busy (${((100 * busy) / recorded).toFixed(0)}%)${requests ? `, ${requests} requests: ${(busy / 1000 / requests).toFixed(2)} ms of CPU per request` : ''}`,
    '',
    '| package or folder (self time) | ms | share | per request |',
    '|---|--:|--:|--:|',
    ...rows(byBucket),
    '',
    '| function (self time) | ms | share | per request |',
    '|---|--:|--:|--:|',
    ...rows(byFunction),
  ].join('\n');
}
