// Display formats for catalogue data: money in PKR (stored as integer paisa) and semester dates.
// Fixed locale and time zone, so the server's HTML is the same on every machine.
import type { Money, Programme, Semester } from '@/contract';

const rupees = new Intl.NumberFormat('en-PK', { style: 'currency', currency: 'PKR', maximumFractionDigits: 0 });
const withPaisa = new Intl.NumberFormat('en-PK', { style: 'currency', currency: 'PKR', minimumFractionDigits: 2 });
const day = new Intl.DateTimeFormat('en-PK', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Rs 85,000" — whole rupees unless there are paisa ("Rs 1.50"). */
export function formatPrice(money: Money): string {
  return (money.amountPaisa % 100 === 0 ? rupees : withPaisa).format(money.amountPaisa / 100);
}

/** "7 Sept 2026 – 20 Dec 2026" style range of two ISO dates (inclusive). */
export function formatDateRange(startsOn: string, endsOn: string): string {
  return day.formatRange(new Date(`${startsOn}T00:00:00Z`), new Date(`${endsOn}T00:00:00Z`));
}

export const SEMESTER_STATUS_LABEL: Record<Semester['status'], string> = {
  past: 'Completed',
  current: 'In progress',
  upcoming: 'Upcoming',
};

export const LEVEL_LABEL: Record<Programme['level'], string> = {
  foundation: 'Foundation',
  diploma: 'Diploma',
  professional: 'Professional',
};

export const MODE_LABEL: Record<Programme['mode'], string> = { online: 'Online', hybrid: 'Hybrid' };
