// Which gateway runs where: the test gateway by default outside production, in production only when named.
import { readFileSync } from 'node:fs';
import { readPlatformConfig } from './config';
import { chosenGateway } from './checkout-settings';

test('outside production (next dev, jest, the CLI): the test gateway by default', () => {
  expect(chosenGateway(readPlatformConfig({}))).toBe('test');
  expect(chosenGateway(readPlatformConfig({ NODE_ENV: 'development' }))).toBe('test');
  expect(chosenGateway(readPlatformConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://db/portal' }))).toBe('test');
});

const production = { NODE_ENV: 'production', MAIL_FROM: 'Learner Portal <no-reply@learn.example.org>' } as const;

test('production is NODE_ENV=production, embedded or not: no test gateway unless PAYMENT_GATEWAY names it', () => {
  // next start without DATABASE_URL is production too: a learner must not approve their own payment there.
  expect(chosenGateway(readPlatformConfig(production))).toBe('none');
  expect(
    chosenGateway(
      readPlatformConfig({ ...production, DATABASE_URL: 'postgres://db/portal', AUTH_SECRET: 'x'.repeat(32) }),
    ),
  ).toBe('none');
  expect(chosenGateway(readPlatformConfig({ ...production, TEST_GATEWAY_ENABLED: 'true' }))).toBe('none');
  expect(chosenGateway(readPlatformConfig({ ...production, PAYMENT_GATEWAY: 'test' }))).toBe('test');
});

test('npm run serve (the README’s demo) names the test gateway, so a visitor can still pay', () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  expect(scripts.serve).toContain('PAYMENT_GATEWAY=${PAYMENT_GATEWAY:-test}');
});

test('JazzCash needs all three credentials; bank transfer needs its account details', () => {
  expect(() => readPlatformConfig({ PAYMENT_GATEWAY: 'jazzcash', JAZZCASH_MERCHANT_ID: 'MC1' })).toThrow(
    /needs JAZZCASH_MERCHANT_ID, JAZZCASH_PASSWORD and JAZZCASH_INTEGRITY_SALT/,
  );
  const jazz = readPlatformConfig({
    JAZZCASH_MERCHANT_ID: 'MC1',
    JAZZCASH_PASSWORD: 'p',
    JAZZCASH_INTEGRITY_SALT: 's',
  });
  expect(chosenGateway(jazz)).toBe('jazzcash');
  expect(() => readPlatformConfig({ BANK_TRANSFER_IBAN: 'PK36SCBL0000001123456702' })).toThrow(
    /needs BANK_TRANSFER_ACCOUNT_TITLE/,
  );
  expect(() => readPlatformConfig({ BANK_TRANSFER_IBAN: 'GB00NOPE' })).toThrow(/Pakistani IBAN/);
  expect(
    readPlatformConfig({
      BANK_TRANSFER_IBAN: 'pk36 scbl 0000 0011 2345 6702',
      BANK_TRANSFER_ACCOUNT_TITLE: 'A',
      BANK_TRANSFER_BANK: 'B',
    }).BANK_TRANSFER_IBAN,
  ).toBe('PK36SCBL0000001123456702');
  expect(() => readPlatformConfig({ LMS_CLIENT_ID: 'lms' })).toThrow(/set together/);
});
