// A route group's frame lives in one layout, so a new page in the group gets the frame without doing anything.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const localeDir = path.join(process.cwd(), 'app/[locale]');
const groups = readdirSync(localeDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^\(.+\)$/.test(entry.name))
  .map((entry) => entry.name);

const filesIn = (group: string, name: string) =>
  readdirSync(path.join(localeDir, group), { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === name)
    .sort();

test('the route groups are found', () => {
  expect(groups).toEqual(expect.arrayContaining(['(auth)', '(dashboard)', '(learner)', '(public)', '(staff)']));
});

test.each(groups)('%s has one layout, above every page of the group', (group) => {
  const layouts = filesIn(group, 'layout.tsx');
  expect(layouts).toHaveLength(1);
  const frame = path.dirname(layouts[0] ?? '');
  const pages = filesIn(group, 'page.tsx');
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.filter((page) => frame !== '.' && !page.startsWith(frame + path.sep))).toEqual([]);
});
