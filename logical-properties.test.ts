// Every stylesheet lays out with CSS logical properties (margin-inline-start, inset-inline-end, text-align: start…),
// so an Urdu page (dir="rtl") mirrors without a second set of rules. A physical left/right creeping back fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = __dirname;

function stylesheets(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const PHYSICAL = [
  /\b(?:margin|padding|border)-(?:left|right)\b/,
  /(?:^|[;{\s])(?:left|right)\s*:/,
  /\b(?:text-align|float|clear)\s*:\s*(?:left|right)\b/,
  /\bborder-(?:top|bottom)-(?:left|right)-radius\b/,
];

/** "file:line: text" for every declaration that names a physical side (comments ignored). */
function physicalSides(file: string): string[] {
  const css = readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, (comment) =>
    comment.replace(/[^\n]/g, ' '),
  );
  return css
    .split('\n')
    .flatMap((line, index) =>
      PHYSICAL.some((rule) => rule.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
    );
}

test('the stylesheets of app/ and components/ use logical properties, not left and right', () => {
  const files = [...stylesheets('app'), ...stylesheets('components')];
  expect(files.length).toBeGreaterThan(10);
  expect(files.flatMap(physicalSides)).toEqual([]);
});

test('the check finds a physical side when there is one', () => {
  const found = (line: string) => PHYSICAL.some((rule) => rule.test(line));
  for (const line of [
    '  margin-left: 1rem;',
    '  left: 0;',
    '.a{right:0}',
    '  text-align: right;',
    '  padding-right: 0',
  ])
    expect([line, found(line)]).toEqual([line, true]);
  for (const line of ['  margin-inline-start: 1rem;', '  inset-inline-start: 0;', '  text-align: start;'])
    expect([line, found(line)]).toEqual([line, false]);
});
