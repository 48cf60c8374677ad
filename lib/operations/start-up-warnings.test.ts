import { logStartUpWarnings, NO_CLIENT_ADDRESS_HEADER } from './start-up-warnings';

const logged = (settings: Parameters<typeof logStartUpWarnings>[0]) => {
  const lines: string[] = [];
  logStartUpWarnings(settings, (line) => lines.push(line));
  return lines.map((line) => JSON.parse(line) as { level: number; msg: string });
};

test('production without a trusted client-address header says so in one warning line', () => {
  expect(logged({ NODE_ENV: 'production', TRUSTED_CLIENT_IP_HEADER: undefined })).toEqual([
    { level: 40, time: expect.any(Number), service: 'portal', msg: NO_CLIENT_ADDRESS_HEADER },
  ]);
});

test('with the header set, or outside production, nothing is said', () => {
  expect(logged({ NODE_ENV: 'production', TRUSTED_CLIENT_IP_HEADER: 'x-real-ip' })).toEqual([]);
  expect(logged({ NODE_ENV: 'development', TRUSTED_CLIENT_IP_HEADER: undefined })).toEqual([]);
});
