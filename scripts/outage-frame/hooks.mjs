// Module hooks for rendering the layout's header and footer outside Next (./write.tsx): `next/navigation` answers from
// ./navigation.mjs (the address the frame is drawn for, a router that does nothing), and a CSS module's class names are
// its file's name and the class (site-header__bar), which ./write.tsx also writes into the module's CSS.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NAVIGATION = new URL('./navigation.mjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'next/navigation') return { url: NAVIGATION, shortCircuit: true };
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.module.css')) return nextLoad(url, context);
  const prefix = path.basename(fileURLToPath(url), '.module.css');
  const source = `export default new Proxy({}, { get: (_, name) => typeof name === 'string' ? ${JSON.stringify(prefix)} + '__' + name : undefined });`;
  return { format: 'module', source, shortCircuit: true };
}
