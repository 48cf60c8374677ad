// What flight data is made of, KB by part (issue 50: "the RSC payload carries no data the page does not draw"), one
// column per file: a prerendered page (.html, its inline self.__next_f data) or an RSC answer (.rsc, e.g. a prefetch
// answer under <build>/server/app/<page>.segments/). Usage, after a build:
//   node bench/flight-parts.mjs .next-bench/server/app/en.html '.next-bench/server/app/en/programmes.segments/$d$locale/!KHB1YmxpYyk/programmes/__PAGE__.segment.rsc'
// Each row of the payload goes to the part that first refers to it (breadth first from row 0); inside a row, the
// subtrees at labelled places (a segment's data; its not-found, forbidden, unauthorized and error boundaries; the head;
// the header; the footer; icon symbols; JSON-LD; stylesheet and script elements) go to their own part. Bytes are the
// rows' UTF-8 bytes (the HTML carries them JSON-escaped, a little more: bench:cpu's "inline flight KB").
import { readFileSync } from 'node:fs';

/** The payload's text: an .rsc answer as it is, a page's inline chunks joined. */
function payloadOf(file) {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.html')) return text;
  let payload = '';
  for (const match of text.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)) {
    const [kind, chunk] = JSON.parse(match[1]);
    if (kind === 1) payload += chunk;
  }
  return payload;
}

/** The payload's rows: `id:value` lines, and text rows (`id:T<hex byte length>,<text>`) that end without a newline. */
function* lines(payload) {
  const bytes = Buffer.from(payload, 'utf8');
  let at = 0;
  while (at < bytes.length) {
    const text = /^([0-9a-f]*):T([0-9a-f]+),/.exec(bytes.subarray(at, at + 40).toString('latin1'));
    if (text) {
      const length = text[0].length + parseInt(text[2], 16);
      yield { id: text[1], line: `${text[1]}:"text"`, bytes: length };
      at += length;
      continue;
    }
    let end = bytes.indexOf(0x0a, at);
    if (end === -1) end = bytes.length;
    yield { line: bytes.subarray(at, end).toString('utf8'), bytes: end - at + 1 };
    at = end + 1;
  }
}

function parse(payload) {
  const rows = new Map();
  let hints = 0;
  for (const { line, bytes } of lines(payload)) {
    if (!line) continue;
    const match = /^([0-9a-f]*):(.*)$/s.exec(line);
    if (!match || match[1] === '') {
      rows.set(`hint ${hints++}`, { kind: 'hint', bytes });
      continue;
    }
    const [, id, rest] = match;
    if (rows.has(id)) {
      rows.get(id).bytes += bytes;
      continue;
    }
    if (rest.startsWith('I[')) rows.set(id, { kind: 'module', bytes });
    else {
      let value;
      try {
        value = JSON.parse(rest);
      } catch {
        // a marker row (X, C…)
      }
      rows.set(id, { kind: value === undefined ? 'other' : 'json', bytes, value });
    }
  }
  return rows;
}

/** The part a subtree belongs to: `label` (its parent's) unless the place or the element names another. */
function partOf(value, key, parent, label) {
  if (parent && typeof parent === 'object' && !Array.isArray(parent)) {
    if (['notFound', 'forbidden', 'unauthorized'].includes(key)) return `${label}: ${key} boundary`;
    if (['error', 'errorStyles', 'errorScripts'].includes(key)) return `${label}: error boundary`;
    if (key === 'h' && parent.t !== undefined && value && typeof value === 'object') return 'head (metadata)';
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && value.d !== undefined && value.s !== undefined) {
    const name = typeof value.s === 'string' ? value.s : value.s?.n && `[${value.s.n}]`;
    return name === undefined ? 'router nodes' : `segment ${name === '' ? '(root)' : name}`;
  }
  if (Array.isArray(value) && value[0] === '$' && typeof value[1] === 'string') {
    const [, type, , props = {}] = value;
    if (type === 'svg' && JSON.stringify(props.children ?? '').includes('"symbol"')) return 'icon symbols';
    if (type === 'script' && props.type === 'application/ld+json') return 'JSON-LD';
    if ((type === 'link' && props.rel === 'stylesheet') || (type === 'script' && props.src))
      return 'stylesheet and script elements';
    if (type === 'header' && label === 'segment (public)') return 'header';
    if (type === 'footer') return 'footer';
  }
  return label;
}

function partsOf(file) {
  const rows = parse(payloadOf(file));
  const parts = new Map();
  const add = (part, bytes) => parts.set(part, (parts.get(part) ?? 0) + bytes);
  const labels = new Map([['0', 'segment (root)']]);
  const queue = ['0'];
  const walk = (value, label) => {
    if (typeof value === 'string') {
      const ref = /^\$[LQ@]?([0-9a-f]+)(:|$)/.exec(value)?.[1];
      if (ref !== undefined && rows.has(ref) && !labels.has(ref)) {
        labels.set(ref, label);
        queue.push(ref);
      }
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
      const part = partOf(child, key, value, label);
      if (part !== label && child && typeof child === 'object') {
        const bytes = Buffer.byteLength(JSON.stringify(child));
        add(part, bytes);
        add(label, -bytes);
      }
      walk(child, part);
    }
  };
  while (queue.length > 0) {
    const id = queue.shift();
    const row = rows.get(id);
    if (row.kind === 'module') {
      add('module references, preload hints', row.bytes);
      continue;
    }
    const label = row.value === undefined ? labels.get(id) : partOf(row.value, null, null, labels.get(id));
    add(label, row.bytes);
    if (row.value !== undefined) walk(row.value, label);
  }
  for (const [id, row] of rows) if (!labels.has(id)) add('module references, preload hints', row.bytes);
  return parts;
}

const GROUPS = [
  ['the page (its segment)', (part) => part === 'segment __PAGE__' || /^segment [a-z]/.test(part)],
  ['icon symbols (each drawn once, then <use>)', (part) => part === 'icon symbols'],
  ['JSON-LD', (part) => part === 'JSON-LD'],
  ['head (title, description, Open Graph, alternates)', (part) => part === 'head (metadata)'],
  ['header (public layout)', (part) => part === 'header'],
  ['footer ([locale] layout)', (part) => part === 'footer'],
  ["layouts' own elements, router nodes", (part) => /^segment [([][^:]*$|router nodes|error boundary/.test(part)],
  [
    'stylesheet and script elements, module references, hints',
    (part) => part === 'stylesheet and script elements' || part.startsWith('module references'),
  ],
  ['public not-found boundary (not drawn)', (part) => part === 'segment (public): notFound boundary'],
  ["Next's default 404 at the root (not drawn)", (part) => part === 'segment (root): notFound boundary'],
  ['root 403 and 401 (not drawn)', (part) => /^segment \(root\): (forbidden|unauthorized)/.test(part)],
];

const files = process.argv.slice(2);
if (files.length === 0) throw new Error('usage: node bench/flight-parts.mjs <page.html|answer.rsc>...');
const columns = files.map(partsOf);
const kb = (bytes) => (bytes / 1000).toFixed(1);
/** Each part in the first group that takes it. */
const groupOf = (part) => GROUPS.find(([, test]) => test(part))?.[0] ?? 'other';
const sum = (parts, group) =>
  [...parts]
    .filter(([part]) => group === null || groupOf(part) === group)
    .reduce((total, [, bytes]) => total + bytes, 0);
console.log(`| part, KB | ${files.map((file) => `\`${file.split('/server/app/').at(-1)}\``).join(' | ')} |`);
console.log(`|---|${files.map(() => '--:').join('|')}|`);
for (const group of [...GROUPS.map(([name]) => name), 'other'])
  console.log(`| ${group} | ${columns.map((parts) => kb(sum(parts, group))).join(' | ')} |`);
console.log(`| total | ${columns.map((parts) => kb(sum(parts, null))).join(' | ')} |`);
