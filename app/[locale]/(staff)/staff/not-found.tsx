// The staff area's one not-found boundary: a case page whose id names nothing (malformed, or none such) answers the
// route-validation 404 inside the staff frame, with the way back to its queue. Signed-in pages render per request, so
// the status is 404 and the message comes in once JavaScript runs (docs/architecture.md, Not found).
import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';
import { QueueNotFound } from './_components/queue-not-found';

export const metadata: Metadata = NOT_FOUND_METADATA;

/** The queues whose case pages look an id up, and the way back to each. */
const QUEUES = {
  kyc: 'See the identity verifications',
  transfers: 'See the bank transfers',
  inbox: 'See the inbox',
} as const;

export default function StaffNotFound() {
  const queues = Object.fromEntries(
    Object.entries(QUEUES).map(([queue, label]) => [
      queue,
      <NotFoundMessage key={queue} kind="invalid" back={{ href: `/staff/${queue}`, label }} />,
    ]),
  );
  return <QueueNotFound queues={queues} other={<NotFoundMessage kind="invalid" />} />;
}
