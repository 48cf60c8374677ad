// A cached page made ASCII reads the same in the browser: its text, attributes, flight data and JSON-LD.
import { JSDOM } from 'jsdom';
import { asciiHtml, withAsciiPage } from './ascii-html.mjs';

const flight = '1:["$","h1",null,{"children":"Rs 85,000 — a semester’s fee ₨ 𝔸"}]\n';
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<title>Learner Portal — programmes</title>',
  '<meta name="description" content="Semester by semester – in Pakistani rupees (Rs)."/>',
  '<style>.dash::before{content:"—"}</style>',
  '</head><body><h1 title="Full-Stack – Web">Learner Portal — programmes’ 𝔸</h1><p>14 Nov 2026, 9:00 am</p>',
  '<script type="application/ld+json">{"@type":"Course","name":"UI/UX — Design","provider":"Learner Portal ₨"}</script>',
  `<SCRIPT>self.__next_f.push([1,${JSON.stringify(flight)}])</SCRIPT>`,
  '</body></html>',
].join('');

/** What a browser makes of the page: the document without scripts, the decoded flight data and the JSON-LD. */
function read(html: string) {
  const { document } = new JSDOM(html).window;
  const scripts = [...document.querySelectorAll('script')].map((element) => {
    element.remove();
    return element.textContent ?? '';
  });
  let decoded = '';
  const self = { __next_f: { push: ([, text]: [number, string]) => void (decoded += text) } };
  for (const text of scripts.filter((script) => script.startsWith('self.__next_f'))) new Function('self', text)(self);
  const jsonLd = scripts.filter((script) => script.startsWith('{')).map((script) => JSON.parse(script));
  const style = document.querySelector('style')?.textContent;
  document.querySelector('style')?.remove();
  return { document: document.documentElement.outerHTML, title: document.title, decoded, jsonLd, style };
}

test('a page with characters past ASCII becomes ASCII and reads the same: text, attributes, flight data, JSON-LD', () => {
  const ascii = asciiHtml(page);
  expect(ascii).toMatch(/^[\x00-\x7f]*$/);
  const before = read(page);
  const after = read(ascii);
  expect(after).toEqual({ ...before, style: '.dash::before{content:"\\2014 "}' });
  expect(after.title).toBe('Learner Portal — programmes');
  expect(after.decoded).toBe(flight);
  expect(after.jsonLd).toEqual([{ '@type': 'Course', name: 'UI/UX — Design', provider: 'Learner Portal ₨' }]);
  expect(after.document).toContain('Learner Portal — programmes’ 𝔸');
});

test('an ASCII page is left as it is, and only page entries are changed', () => {
  const plain = '<html><body><p>Rs 85,000</p></body></html>';
  expect(asciiHtml(plain)).toBe(plain);
  const entry = { kind: 'APP_PAGE', html: '<p>a — b</p>', status: 200 };
  expect(withAsciiPage(entry)).toEqual({ kind: 'APP_PAGE', html: '<p>a &#x2014; b</p>', status: 200 });
  const route = { kind: 'APP_ROUTE', body: Buffer.from('—') };
  expect(withAsciiPage(route)).toBe(route);
});
