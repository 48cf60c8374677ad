// Which gateway runs where: the test gateway by default on the embedded setup, never silently in production.
import { readPlatformConfig } from '../../config';
import { chosenGateway } from './config';

const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/portal', AUTH_SECRET: 'x'.repeat(32) };

test('embedded (PGlite), even under next start: the test gateway', () => {
  expect(chosenGateway(readPlatformConfig({}))).toBe('test');
  expect(chosenGateway(readPlatformConfig({ NODE_ENV: 'production' }))).toBe('test');
});

test('production with PostgreSQL: no test gateway unless explicitly enabled', () => {
  expect(chosenGateway(readPlatformConfig(production))).toBe('none');
  expect(() => readPlatformConfig({ ...production, PAYMENT_GATEWAY: 'test' })).toThrow(/PAYMENT_GATEWAY test refuses to run in production.*TEST_GATEWAY_ENABLED=true/);
  expect(chosenGateway(readPlatformConfig({ ...production, PAYMENT_GATEWAY: 'test', TEST_GATEWAY_ENABLED: 'true' }))).toBe('test');
});

test('JazzCash needs all three credentials; bank transfer needs its account details', () => {
  expect(() => readPlatformConfig({ PAYMENT_GATEWAY: 'jazzcash', JAZZCASH_MERCHANT_ID: 'MC1' })).toThrow(/needs JAZZCASH_MERCHANT_ID, JAZZCASH_PASSWORD and JAZZCASH_INTEGRITY_SALT/);
  const jazz = readPlatformConfig({ JAZZCASH_MERCHANT_ID: 'MC1', JAZZCASH_PASSWORD: 'p', JAZZCASH_INTEGRITY_SALT: 's' });
  expect(chosenGateway(jazz)).toBe('jazzcash');
  expect(() => readPlatformConfig({ BANK_TRANSFER_IBAN: 'PK36SCBL0000001123456702' })).toThrow(/needs BANK_TRANSFER_ACCOUNT_TITLE/);
  expect(() => readPlatformConfig({ BANK_TRANSFER_IBAN: 'GB00NOPE' })).toThrow(/Pakistani IBAN/);
  expect(readPlatformConfig({ BANK_TRANSFER_IBAN: 'pk36 scbl 0000 0011 2345 6702', BANK_TRANSFER_ACCOUNT_TITLE: 'A', BANK_TRANSFER_BANK: 'B' }).BANK_TRANSFER_IBAN).toBe('PK36SCBL0000001123456702');
  expect(() => readPlatformConfig({ LMS_CLIENT_ID: 'lms' })).toThrow(/set together/);
});
