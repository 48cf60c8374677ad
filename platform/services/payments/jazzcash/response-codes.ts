// JazzCash response codes as the checkout reads them: 000 is success, 124 and 157 mean the payment is
// still pending (a voucher, a wallet waiting for the customer's MPIN), anything else is a refusal.
import type { GatewayOutcome } from '../gateway';

const PENDING = new Set(['124', '157']);

export function outcomeOfCode(code: string | undefined): GatewayOutcome['status'] {
  if (code === '000') return 'succeeded';
  if (code && PENDING.has(code)) return 'pending';
  return 'failed';
}

/** "yyyyMMddHHmmss" in Pakistan time, the format of pp_TxnDateTime and pp_TxnExpiryDateTime. */
export function jazzCashDateTime(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Karachi',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}${part('month')}${part('day')}${part('hour')}${part('minute')}${part('second')}`;
}

/** The guide hashes ISO-8859-1 bytes; plain ASCII is the same in UTF-8, so free text is kept to it. */
export const asciiText = (text: string, max: number) =>
  text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[&]/g, 'and')
    .slice(0, max)
    .trim();
