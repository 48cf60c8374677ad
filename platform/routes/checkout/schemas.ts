// The checkout's contract schemas as named OpenAPI components (the response helpers come from http/openapi).
import { z } from 'zod';
import { bearerProblem } from '../../http/openapi';
import { checkoutOptionsSchema, enrolmentSchema, orderSchema, paymentStartSchema, receiptSchema } from '@/contract';

export const OrderDoc = orderSchema.meta({
  id: 'Order',
  description: 'Amounts are integer paisa (1 PKR = 100 paisa).',
});
export const PaymentStartDoc = paymentStartSchema.meta({
  id: 'PaymentStart',
  description: 'Where to send the learner: a gateway redirect, or bank-transfer instructions.',
});
export const CheckoutOptionsDoc = checkoutOptionsSchema.meta({ id: 'CheckoutOptions' });
export const EnrolmentDoc = enrolmentSchema.meta({ id: 'Enrolment' });
export const ReceiptDoc = receiptSchema.meta({ id: 'Receipt' });

export const bearer = [{ bearerAuth: [] }];
export const idParams = z.object({ id: z.uuid().meta({ param: { name: 'id', in: 'path' } }) });

export { created, json, jsonBody, problem } from '../../http/openapi';
export const listOf = <T extends z.ZodType>(item: T, name: string) =>
  z.object({ items: z.array(item), total: z.number().int().nonnegative() }).meta({ id: name });

/** Learner endpoints answer these whatever else they do. */
export const learnerProblems = { 401: bearerProblem('No valid access token') };
