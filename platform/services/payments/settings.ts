// The checkout's settings as plain data (from the environment, or a test), and the gateway adapter they select.
import { createHmac } from 'node:crypto';
import type { PlatformConfig } from '../../config';
import { authSettings, type AuthSettings } from '../auth/settings';
import { testGatewayApi } from '../test-gateway/api';
import type { TestGatewayContext } from '../test-gateway/settings';
import type { PaymentGateway } from './gateway';
import { chosenGateway } from '../../checkout-settings';
import { jazzCashAdapter, type JazzCashOptions } from './jazzcash/adapter';
import { testGatewayAdapter } from './test-gateway-adapter';

export interface BankTransferSettings {
  iban: string;
  accountTitle: string;
  bank: string;
  raastId: string | null;
}

export interface PaymentOptions {
  /** The portal's origin: after a gateway, learners land on its /checkout. */
  siteUrl: string;
  /** This platform's public base URL (…/api/v1) for gateway returns and webhooks. */
  publicUrl: string;
  orderExpiryMinutes: number;
  gateway: 'test' | 'jazzcash' | 'none';
  testGateway?: { secret: string; confirmLaterSeconds: number };
  jazzCash?: Omit<JazzCashOptions, 'returnUrl' | 'fetch'>;
  bankTransfer: BankTransferSettings | null;
  /** The LMS's client credentials for token introspection; null: introspection answers no one. */
  lmsClient: { id: string; secret: string } | null;
  /** Outgoing HTTP (webhooks, JazzCash); tests route it into the app. */
  fetch?: typeof fetch;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The test gateway's secret when none is configured: derived from the auth secret, so it survives restarts. */
const derivedTestGatewaySecret = (authSecret: string) =>
  createHmac('sha256', authSecret).update('test-gateway-webhook-secret').digest('base64url');

export function paymentOptionsFromConfig(config: PlatformConfig, authSecret: string): PaymentOptions {
  const siteUrl = trimSlash(config.SITE_URL);
  const gateway = chosenGateway(config);
  return {
    siteUrl,
    publicUrl: trimSlash(config.PLATFORM_PUBLIC_URL ?? `${siteUrl}/api/v1`),
    orderExpiryMinutes: config.ORDER_EXPIRY_MINUTES,
    gateway,
    ...(gateway === 'test'
      ? {
          testGateway: {
            secret: config.TEST_GATEWAY_SECRET ?? derivedTestGatewaySecret(authSecret),
            confirmLaterSeconds: config.TEST_GATEWAY_CONFIRM_LATER_SECONDS,
          },
        }
      : {}),
    ...(gateway === 'jazzcash' &&
    config.JAZZCASH_MERCHANT_ID &&
    config.JAZZCASH_PASSWORD &&
    config.JAZZCASH_INTEGRITY_SALT
      ? {
          jazzCash: {
            merchantId: config.JAZZCASH_MERCHANT_ID,
            password: config.JAZZCASH_PASSWORD,
            integritySalt: config.JAZZCASH_INTEGRITY_SALT,
            environment: config.JAZZCASH_ENVIRONMENT,
          },
        }
      : {}),
    bankTransfer:
      config.BANK_TRANSFER_IBAN && config.BANK_TRANSFER_ACCOUNT_TITLE && config.BANK_TRANSFER_BANK
        ? {
            iban: config.BANK_TRANSFER_IBAN,
            accountTitle: config.BANK_TRANSFER_ACCOUNT_TITLE,
            bank: config.BANK_TRANSFER_BANK,
            raastId: config.RAAST_ID ?? null,
          }
        : null,
    lmsClient:
      config.LMS_CLIENT_ID && config.LMS_CLIENT_SECRET
        ? { id: config.LMS_CLIENT_ID, secret: config.LMS_CLIENT_SECRET }
        : null,
  };
}

/** The part of the platform's deps the checkout reads (declared here so deps.ts imports this file, not the reverse). */
type PaymentDeps = Omit<TestGatewayContext, 'settings'> & { payments?: PaymentOptions; auth?: AuthSettings };

/** The deps' options, or the embedded defaults (test gateway, no bank transfer, no LMS client). */
export function paymentOptions(deps: PaymentDeps): PaymentOptions {
  deps.payments ??= {
    siteUrl: 'http://localhost:3000',
    publicUrl: 'http://localhost:3000/api/v1',
    orderExpiryMinutes: 1440,
    gateway: 'test',
    testGateway: { secret: derivedTestGatewaySecret(authSettings(deps).secret), confirmLaterSeconds: 5 },
    bankTransfer: null,
    lmsClient: null,
  };
  return deps.payments;
}

export const returnUrlOf = (options: PaymentOptions, gateway: string) =>
  `${options.publicUrl}/payments/return/${gateway}`;
export const webhookUrlOf = (options: PaymentOptions, gateway: string) =>
  `${options.publicUrl}/payments/webhooks/${gateway}`;

/** The test gateway's own running context (its hosted pages and webhook sender), when it is the gateway. */
export function testGatewayContext(deps: PaymentDeps): TestGatewayContext | null {
  const options = paymentOptions(deps);
  if (options.gateway !== 'test' || !options.testGateway) return null;
  return {
    db: deps.db,
    logger: deps.logger,
    now: deps.now,
    settings: { ...options.testGateway, publicUrl: options.publicUrl, fetch: options.fetch ?? globalThis.fetch },
  };
}

const adapters = new WeakMap<PaymentDeps, PaymentGateway | null>();

/** The hosted gateway in use, or null when only bank transfer (or nothing) is offered. */
export function activeGateway(deps: PaymentDeps): PaymentGateway | null {
  if (adapters.has(deps)) return adapters.get(deps) ?? null;
  const options = paymentOptions(deps);
  let adapter: PaymentGateway | null = null;
  const context = testGatewayContext(deps);
  if (context && options.testGateway) {
    adapter = testGatewayAdapter({
      api: testGatewayApi(context),
      secret: options.testGateway.secret,
      returnUrl: returnUrlOf(options, 'test'),
      webhookUrl: webhookUrlOf(options, 'test'),
    });
  } else if (options.gateway === 'jazzcash' && options.jazzCash) {
    adapter = jazzCashAdapter({
      ...options.jazzCash,
      returnUrl: returnUrlOf(options, 'jazzcash'),
      fetch: options.fetch ?? globalThis.fetch,
    });
  }
  adapters.set(deps, adapter);
  return adapter;
}
