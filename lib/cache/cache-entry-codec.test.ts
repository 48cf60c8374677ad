import { decodeEntry, encodeEntry } from './cache-entry-codec.mjs';

test('a page entry comes back whole: the HTML, the RSC payload as bytes and the per-segment Map', () => {
  const rsc = Buffer.from([0, 1, 2, 250, 255]);
  const page = {
    kind: 'APP_PAGE',
    html: '<h1>Full-Stack Web Development</h1>',
    rscData: rsc,
    headers: { 'x-next-cache-tags': '_N_T_/layout,catalogue' },
    status: 200,
    segmentData: new Map([
      ['/_tree', Buffer.from('tree')],
      ['/__PAGE__', Buffer.from('page')],
    ]),
  };
  const back = decodeEntry(encodeEntry(page)) as typeof page;
  expect(back).toEqual(page);
  expect(Buffer.isBuffer(back.rscData)).toBe(true);
  expect(back.segmentData.get('/_tree')?.toString()).toBe('tree');
  // Bytes travel as base64, not as a JSON array of numbers.
  expect(encodeEntry(page)).toContain(rsc.toString('base64'));
});

test('data entries and plain values are unchanged', () => {
  const data = {
    kind: 'FETCH',
    data: { body: '{"items":[]}', headers: {}, status: 200, url: '' },
    revalidate: 300,
    tags: ['catalogue'],
  };
  expect(decodeEntry(encodeEntry(data))).toEqual(data);
});
