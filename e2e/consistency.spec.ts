// One way of saying each thing across the public pages, as a careful reader would notice: the scholarship's
// name, money in rupees, dates, times of day, semester counts and intake titles.
import { test, expect } from '@playwright/test';
import { publicPaths } from './public-paths';

test('every public page says things one way', async ({ page, request }) => {
  test.setTimeout(90_000);
  const paths = await publicPaths(request);
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const text = await page.locator('body').innerText();
    const found = (label: string, pattern: RegExp) => {
      for (const match of text.matchAll(pattern)) problems.push(`${path}: ${label}: "${match[0]}"`);
    };
    // "Next-gen scholar", spelt so everywhere (the URL is lower case, the name is not).
    for (const match of text.matchAll(/next[\s-]?gen[\s-]?scholar/gi))
      if (match[0] !== 'Next-gen scholar') problems.push(`${path}: spelling: "${match[0]}"`);
    found('PKR in visible text (prices are in Rs)', /\bPKR\b/g);
    found('"all N semesters"', /\ball \d+ semesters\b/gi);
    // One date format: "11 January 2027" (no "11 Jan 2027", "11-Jan-2027", "2027-01-11" or "11/01/2027").
    found('short date', /\b\d{1,2}[\s-](Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[\s-]\d{4}\b/g);
    // A date field's example shows what to type ("For example 21/03/2007"), so it is the one numeric date allowed.
    found('numeric date', /(?<!example )\b(\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4})\b/g);
    // One time format, the 12-hour clock Pakistan reads ("6:05 pm", "9:00 am to 6:00 pm"), never "18:00".
    found('time without am/pm', /\b\d{1,2}:[0-5]\d\b(?!\s?[ap]m\b)/g);
    // An intake's title has one colon at most ("Intake: Spring 2027"), never "Intake: Semester 2: Core Skills".
    found('double colon', /\b[Ii]ntake\b[^.\n]*:[^.\n\d]*:/g);
  }
  expect(problems).toEqual([]);
});
