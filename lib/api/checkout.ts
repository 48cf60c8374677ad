// The platform's checkout calls for pages and server actions (through the one API adapter). Writes that
// move money carry the form render's Idempotency-Key; reads are per learner and never cached.
import 'server-only';
import { z } from 'zod';
import {
  checkoutOptionsSchema,
  enrolmentSchema,
  listOf,
  orderSchema,
  paymentStartSchema,
  receiptSchema,
  type PaymentMethod,
} from '@/contract';
import type { Locale } from '@/lib/i18n/locales';
import { callPlatform, orNotFound } from './client';
import { localeQuery } from './locale-query';

const enc = encodeURIComponent;

/** The checkout's options, with the refund policy in the page's language. */
export const getCheckoutOptions = (accessToken: string, programme: string, locale: Locale) =>
  orNotFound(
    callPlatform(`/checkout/programmes/${enc(programme)}`, checkoutOptionsSchema, {
      accessToken,
      query: localeQuery(locale),
    }),
  );

export const getOrder = (accessToken: string, orderId: string) =>
  orNotFound(callPlatform(`/orders/${enc(orderId)}`, orderSchema, { accessToken }));

export const listEnrolments = (accessToken: string) =>
  callPlatform('/enrolments', listOf(enrolmentSchema), { accessToken });

export const getReceipt = (accessToken: string, number: string) =>
  orNotFound(callPlatform(`/receipts/${enc(number)}`, receiptSchema, { accessToken }));

export const createOrder = (
  accessToken: string,
  input: { programme: string; intake: string; semester?: number },
  idempotencyKey: string,
) => callPlatform('/orders', orderSchema, { method: 'POST', body: input, accessToken, idempotencyKey });

export const startPayment = (accessToken: string, orderId: string, method: PaymentMethod, idempotencyKey: string) =>
  callPlatform(`/orders/${enc(orderId)}/payments`, paymentStartSchema, {
    method: 'POST',
    body: { method },
    accessToken,
    idempotencyKey,
  });

export const cancelOrder = (accessToken: string, orderId: string) =>
  callPlatform(`/orders/${enc(orderId)}/cancel`, orderSchema, { method: 'POST', body: {}, accessToken });

export const checkPayment = (accessToken: string, paymentId: string) =>
  callPlatform(`/payments/${enc(paymentId)}/check`, orderSchema, { method: 'POST', body: {}, accessToken });

/** The screenshot of a bank-transfer receipt, its image bytes streamed on (the platform's photo pipeline checks it). */
export const uploadTransferReceipt = (
  accessToken: string,
  paymentId: string,
  body: ReadableStream<Uint8Array>,
  contentType: string,
) =>
  callPlatform(`/payments/${enc(paymentId)}/transfer-receipt`, z.unknown(), {
    method: 'PUT',
    body,
    headers: { 'content-type': contentType },
    accessToken,
    timeout: 60_000,
  });

export const sendTransfer = (accessToken: string, paymentId: string, transactionId: string, idempotencyKey: string) =>
  callPlatform(`/payments/${enc(paymentId)}/transfer`, orderSchema, {
    method: 'POST',
    body: { transaction_id: transactionId },
    accessToken,
    idempotencyKey,
  });
