// The local test gateway's own records: what a real gateway keeps on its side of the wire. The platform's
// payment code never reads this table; it learns outcomes only through signed returns, webhooks and the status API.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const TEST_GATEWAY_STATUSES = ['open', 'pending', 'succeeded', 'failed', 'cancelled'] as const;

export const testGatewaySessions = pgTable(
  'test_gateway_sessions',
  {
    /** The gateway's transaction id (tg_…), shown on its hosted page. */
    id: text('id').primaryKey(),
    /** The merchant's reference for the payment. */
    merchantRef: text('merchant_ref').notNull().unique(),
    amountPaisa: integer('amount_paisa').notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull(),
    description: text('description').notNull(),
    returnUrl: text('return_url').notNull(),
    webhookUrl: text('webhook_url').notNull(),
    status: text('status', { enum: TEST_GATEWAY_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('test_gateway_sessions_status_idx').on(t.status)],
);
