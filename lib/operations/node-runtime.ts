// The Node.js release line the server runs on. Node 20 stopped receiving security releases on 2026-04-30;
// `npm install` puts Node 24 LTS (the `node` package, pinned in the lockfile) in node_modules/.bin, which npm
// scripts put first on the PATH, so `npm start`, `npm test` and the bench run on it whatever the machine carries.
const SUPPORTED_NODE_MAJOR = 24;

/** Why this Node.js cannot run the server, or undefined when it can. */
export function unsupportedNodeReason(version: string = process.versions.node): string | undefined {
  const major = Number.parseInt(version, 10);
  if (major >= SUPPORTED_NODE_MAJOR) return undefined;
  return (
    `Node.js ${version} is not supported: the server needs Node.js ${SUPPORTED_NODE_MAJOR} or later ` +
    '(run it through npm, `npm start`, which uses the Node.js that `npm install` puts in node_modules/.bin)'
  );
}
