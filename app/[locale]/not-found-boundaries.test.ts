// One not-found boundary per area, beside the area's frame, so every page of the area answers its 404 the same way and a
// new page needs none of its own (docs/architecture.md, Not found).
import { readdirSync } from 'node:fs';
import path from 'node:path';

const appDir = path.join(process.cwd(), 'app');
const inApp = (name: string) =>
  readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === name)
    .sort();

test('each area has one not-found boundary, in the folder of its layout', () => {
  const boundaries = inApp('not-found.tsx');
  expect(boundaries).toEqual([
    '[locale]/(learner)/not-found.tsx',
    '[locale]/(public)/not-found.tsx',
    '[locale]/(staff)/staff/not-found.tsx',
  ]);
  for (const boundary of boundaries)
    expect(inApp('layout.tsx')).toContain(path.join(path.dirname(boundary), 'layout.tsx'));
});
