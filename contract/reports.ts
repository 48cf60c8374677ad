// The office's numbers on /staff/reports: per intake and programme the funnel from sign-up to each paid semester,
// money taken per month and method, and money owed back per month. Amounts are integer paisa; months are YYYY-MM in
// Pakistan time.
import { z } from 'zod';

export const funnelRowSchema = z.object({
  intake: z.string(),
  intakeName: z.string(),
  programme: z.string(),
  programmeTitle: z.string(),
  /** Accounts that placed a first-semester order for this programme and intake, whatever became of it. */
  signedUp: z.number().int(),
  /** Of those, accounts whose e-mail address is confirmed. */
  confirmed: z.number().int(),
  /** Of those, accounts with an approved identity verification. */
  identityApproved: z.number().int(),
  /** `paidSemesters[n - 1]`: accounts enrolled in this intake that paid semester n (scholarships are not payments). */
  paidSemesters: z.array(z.number().int()),
});
export type FunnelRow = z.infer<typeof funnelRowSchema>;

/** A funnel row's figures as text in column order, as the page's table and the CSV show them. */
export const funnelCells = (row: FunnelRow): string[] => [
  row.intakeName,
  row.programmeTitle,
  String(row.signedUp),
  String(row.confirmed),
  String(row.identityApproved),
  ...row.paidSemesters.map(String),
];

export const revenueRowSchema = z.object({
  month: z.string().regex(/^\d{4}-\d\d$/),
  method: z.enum(['card', 'jazzcash', 'easypaisa', 'bank_transfer']),
  payments: z.number().int(),
  amountPaisa: z.number().int(),
});
export type RevenueRow = z.infer<typeof revenueRowSchema>;

export const refundRowSchema = z.object({
  month: z.string().regex(/^\d{4}-\d\d$/),
  /** A withdrawal's refund, or a payment taken twice for one semester. */
  source: z.enum(['withdrawal', 'duplicate_payment']),
  count: z.number().int(),
  owedPaisa: z.number().int(),
  /** Recorded as sent back (withdrawals settled by staff). */
  sentPaisa: z.number().int(),
});
export type RefundRow = z.infer<typeof refundRowSchema>;

export const reportsSchema = z.object({
  funnel: z.array(funnelRowSchema),
  revenue: z.array(revenueRowSchema),
  refunds: z.array(refundRowSchema),
});
export type Reports = z.infer<typeof reportsSchema>;

export const REPORT_NAMES = ['funnel', 'revenue', 'refunds'] as const;
export const reportNameSchema = z.enum(REPORT_NAMES, 'Not one of the reports.');
export type ReportName = z.infer<typeof reportNameSchema>;
