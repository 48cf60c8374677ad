// Checkout settings from the environment: which gateway takes payments, where learners and webhooks come
// back to, the bank account for transfers, order expiry and the LMS's client credentials.
import { z } from 'zod';

const optionalText = (max: number) => z.string().trim().min(1).max(max).optional();
const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

export const checkoutEnvShape = {
  /** The portal's public origin: learners are sent back to its /checkout after a gateway. */
  SITE_URL: httpUrl.default('http://localhost:3000'),
  /** This platform's own public base URL (…/api/v1), used in gateway return and webhook URLs. */
  PLATFORM_PUBLIC_URL: httpUrl.optional(),
  PAYMENT_GATEWAY: z.enum(['test', 'jazzcash', 'none']).optional(),
  TEST_GATEWAY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TEST_GATEWAY_CONFIRM_LATER_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  JAZZCASH_MERCHANT_ID: optionalText(40),
  JAZZCASH_PASSWORD: optionalText(100),
  JAZZCASH_INTEGRITY_SALT: optionalText(100),
  JAZZCASH_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  ORDER_EXPIRY_MINUTES: z.coerce.number().int().min(5).max(10_080).default(1440),
  /** Pakistani IBAN: PK, 2 check digits, 4-letter bank code, 16 digits. */
  BANK_TRANSFER_IBAN: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^PK\d{2}[A-Z]{4}\d{16}$/, 'must be a Pakistani IBAN like PK36SCBL0000001123456702'))
    .optional(),
  BANK_TRANSFER_ACCOUNT_TITLE: optionalText(120),
  BANK_TRANSFER_BANK: optionalText(120),
  /** Raast ID (the mobile number alias of the account), e.g. 03001234567. */
  RAAST_ID: z
    .string()
    .regex(/^03\d{9}$/, 'must be a Raast ID like 03001234567')
    .optional(),
  LMS_CLIENT_ID: z
    .string()
    .regex(/^[\x21-\x39\x3b-\x7e]{3,100}$/, 'must be 3 to 100 visible characters without a colon')
    .optional(),
  LMS_CLIENT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
};

type CheckoutEnv = z.infer<z.ZodObject<typeof checkoutEnvShape>> & { NODE_ENV?: string };

/** Production is the production build (`NODE_ENV=production`), whichever database it runs on. */
const isProduction = (env: Pick<CheckoutEnv, 'NODE_ENV'>) => env.NODE_ENV === 'production';

/**
 * Explicit choice first; else JazzCash when configured; else the test gateway outside production only. In production
 * the test gateway runs only when PAYMENT_GATEWAY=test names it (npm run serve's demo): it lets a learner approve
 * their own payment, so nothing turns it on by default there.
 */
export function chosenGateway(env: CheckoutEnv): 'test' | 'jazzcash' | 'none' {
  if (env.PAYMENT_GATEWAY) return env.PAYMENT_GATEWAY;
  if (env.JAZZCASH_MERCHANT_ID) return 'jazzcash';
  return isProduction(env) ? 'none' : 'test';
}

/** One sentence naming what is wrong, or null. */
export function checkCheckoutConfig(env: CheckoutEnv): string | null {
  const gateway = chosenGateway(env);
  if (gateway === 'jazzcash' && !(env.JAZZCASH_MERCHANT_ID && env.JAZZCASH_PASSWORD && env.JAZZCASH_INTEGRITY_SALT)) {
    return 'PAYMENT_GATEWAY jazzcash needs JAZZCASH_MERCHANT_ID, JAZZCASH_PASSWORD and JAZZCASH_INTEGRITY_SALT';
  }
  if (env.BANK_TRANSFER_IBAN && !(env.BANK_TRANSFER_ACCOUNT_TITLE && env.BANK_TRANSFER_BANK)) {
    return 'BANK_TRANSFER_IBAN needs BANK_TRANSFER_ACCOUNT_TITLE and BANK_TRANSFER_BANK';
  }
  if (Boolean(env.LMS_CLIENT_ID) !== Boolean(env.LMS_CLIENT_SECRET))
    return 'LMS_CLIENT_ID and LMS_CLIENT_SECRET are set together';
  return null;
}
