// Where a test run's time went: the slowest Jest files and Playwright spec files of the last run, read from the
// reports scripts/test.sh asks them to write (.test-times/). Run on its own after any run: node scripts/slowest-tests.mjs
import { existsSync, readFileSync } from 'node:fs';

const LIMIT = 10;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

function print(title, rows) {
  if (rows.length === 0) return;
  console.log(`== slowest ${title}`);
  for (const [name, ms] of rows.sort((a, b) => b[1] - a[1]).slice(0, LIMIT)) console.log(`${seconds(ms)}  ${name}`);
}

function read(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const jest = read('.test-times/jest.json');
if (jest) {
  const root = `${process.cwd()}/`;
  print(
    'Jest files',
    jest.testResults.map((file) => [file.name.replace(root, ''), file.endTime - file.startTime]),
  );
}

/** Playwright's JSON report nests describe blocks; a spec file's time is the sum of its tests' attempts. */
function specTimes(report) {
  const totals = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) totals.set(file, (totals.get(file) ?? 0) + result.duration);
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites) walk(suite, suite.file);
  return [...totals];
}

for (const [title, file] of [
  ['end-to-end specs', '.test-times/e2e.json'],
  ['production specs', '.test-times/production.json'],
]) {
  const report = read(file);
  if (report) print(title, specTimes(report));
}
