// Staff review of bank transfers: the queue (oldest first), the receipt screenshot, and a decision recorded
// once. Confirming settles the payment like a gateway's confirmation would; rejecting lets the learner try again.
import { asc, eq } from 'drizzle-orm';
import type { TransferDecision, TransferQueueItem } from '@/contract';
import type { PlatformDeps } from '../../deps';
import { accounts, orders, payments, programmes } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { Staff } from '../auth/require-staff';
import type { StoredBlob } from '../storage/blob-store';
import { storageOf } from '../storage/storage-of';
import { settlePayment } from './settle';

export async function transferQueue(deps: PlatformDeps): Promise<TransferQueueItem[]> {
  const rows = await deps.db
    .select({ payment: payments, reference: orders.reference, name: accounts.fullName, email: accounts.email, title: programmes.title })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .innerJoin(programmes, eq(programmes.slug, orders.programmeSlug))
    .where(eq(payments.status, 'awaiting_confirmation'))
    .orderBy(asc(payments.submittedAt));
  return rows
    .filter(({ payment }) => payment.method === 'bank_transfer')
    .map(({ payment, reference, name, email, title }) => ({
      paymentId: payment.id,
      orderReference: reference,
      learnerName: name,
      learnerEmail: email,
      programmeTitle: title,
      amount: { amountPaisa: payment.amountPaisa, currency: 'PKR' as const },
      transferId: payment.transferId ?? '',
      submittedAt: (payment.submittedAt ?? payment.startedAt).toISOString(),
      status: payment.status,
    }));
}

async function bankPayment(deps: PlatformDeps, paymentId: string) {
  const [row] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row || row.method !== 'bank_transfer') throw notFound('No such bank transfer.');
  return row;
}

export async function transferReceipt(deps: PlatformDeps, paymentId: string): Promise<StoredBlob> {
  const row = await bankPayment(deps, paymentId);
  const blob = row.transferReceiptKey ? await storageOf(deps).get(row.transferReceiptKey) : undefined;
  if (!blob) throw notFound('This transfer has no receipt.');
  return blob;
}

export async function decideTransfer(deps: PlatformDeps, staff: Staff, paymentId: string, input: TransferDecision): Promise<void> {
  const row = await bankPayment(deps, paymentId);
  if (row.status !== 'awaiting_confirmation') throw conflict('This transfer has already been decided.');
  await deps.db.update(payments).set({ reviewedBy: staff.account.id }).where(eq(payments.id, paymentId));
  const outcome =
    input.decision === 'confirm'
      ? { reference: row.gatewayRef, status: 'succeeded' as const, amountPaisa: row.amountPaisa, currency: row.currency, gatewayTxnId: row.transferId ?? undefined }
      : { reference: row.gatewayRef, status: 'failed' as const, reason: `Not confirmed by our staff: ${input.note ?? ''}`.trim() };
  const result = await settlePayment(deps, paymentId, outcome, 'staff');
  if (!result.changed) throw conflict('This transfer has already been decided.');
}
