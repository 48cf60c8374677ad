// Nothing proxy.ts imports reaches platform/: the proxy runs before every signed-in page and only routes on cookies,
// asking the platform over HTTP or through the fetch the running server handed over (lib/api/direct-fetch.ts). The
// whole import graph is followed with the TypeScript compiler's own resolution (tsconfig paths, dynamic import(),
// type-only imports), which ESLint's no-restricted-imports cannot do.
import path from 'node:path';
import ts from 'typescript';

const root = __dirname;
const { config } = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);

/** Every project file `entry` imports, directly or through others (packages in node_modules are not followed). */
function importGraph(entry: string): Map<string, string> {
  const importedBy = new Map<string, string>([[entry, entry]]);
  const pending = [entry];
  for (let file = pending.pop(); file; file = pending.pop()) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport || importedBy.has(resolved.resolvedFileName)) continue;
      importedBy.set(resolved.resolvedFileName, file);
      pending.push(resolved.resolvedFileName);
    }
  }
  return importedBy;
}

/** The files of `graph` under platform/, each with the chain of imports that reaches it. */
function platformFilesIn(graph: Map<string, string>): string[] {
  const platform = path.join(root, 'platform') + path.sep;
  return [...graph.keys()]
    .filter((file) => file.startsWith(platform))
    .map((file) => {
      const chain = [file];
      while (graph.get(chain[0]!) !== chain[0]) chain.unshift(graph.get(chain[0]!)!);
      return chain.map((step) => path.relative(root, step)).join(' -> ');
    });
}

test('nothing proxy.ts imports reaches platform/', () => {
  expect(platformFilesIn(importGraph(path.join(root, 'proxy.ts')))).toEqual([]);
});

test('the walk follows aliases and dynamic imports: the API adapter does reach the platform', () => {
  const reached = platformFilesIn(importGraph(path.join(root, 'lib/api/client.ts')));
  expect(reached).toContainEqual(expect.stringMatching(/^lib\/api\/client\.ts -> platform\/index\.ts/));
});
