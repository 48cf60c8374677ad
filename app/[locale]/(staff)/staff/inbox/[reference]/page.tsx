// /staff/inbox/{reference} – one support request or scholarship application: what the sender wrote, kept as sent; the
// office's replies and notes beneath it, oldest first; and the forms to set its status and assignee, reply by e-mail
// and add a note. Staff only; the platform checks the role again on every call.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { inboxReferenceSchema } from '@/contract';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { orNotFound } from '@/lib/api/client';
import { listInboxStaff, readInboxItem } from '@/lib/api/staff-inbox';
import { formatMoment } from '@/lib/format';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireStaffSession } from '@/lib/session/staff-session';
import styles from '../../_components/staff.module.css';
import { KIND_LABELS, STATUS_LABELS } from '../labels';
import { HandlingForm, NoteForm, ReplyForm } from './_components/inbox-forms';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Inbox form',
  description: 'One support request or scholarship application, its notes and replies.',
});

export default async function InboxItemPage({ params }: { params: Promise<{ reference: string }> }) {
  const { reference } = await params;
  const valid = inboxReferenceSchema.safeParse(reference).success;
  const session = await requireStaffSession(valid ? `/staff/inbox/${reference}` : '/staff/inbox');
  if (!valid) notFound();
  const [item, staff] = await Promise.all([
    orNotFound(readInboxItem(session.accessToken, reference)),
    listInboxStaff(session.accessToken),
  ]);
  if (!item) notFound();
  const formKey = crypto.randomUUID();
  return (
    <>
      <p>
        <Link href="/staff/inbox">Back to the inbox</Link>
      </p>
      <PageHeader
        title={`${KIND_LABELS[item.kind]} ${item.reference}`}
        lead={`${STATUS_LABELS[item.status]} · assigned to ${item.assignee?.email ?? 'nobody yet'}`}
      />
      <section aria-labelledby="sender">
        <h2 id="sender">From {item.name}</h2>
        <dl>
          <dt>Received</dt>
          <dd>
            <time dateTime={item.receivedAt}>{formatMoment(item.receivedAt)}</time>
          </dd>
          <dt>E-mail address</dt>
          <dd>{item.email}</dd>
          <dt>Phone</dt>
          <dd>{item.phone}</dd>
          <dt>Language of their mail</dt>
          <dd>{item.language === 'ur' ? 'Urdu' : 'English'}</dd>
          {item.details.map((detail) => (
            <div key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
        <h3>Their message</h3>
        <blockquote className={styles.message}>{item.message}</blockquote>
      </section>
      <section aria-labelledby="history">
        <h2 id="history">Replies and notes</h2>
        {item.messages.length === 0 ? (
          <p>Nothing yet.</p>
        ) : (
          <ol>
            {item.messages.map((message) => (
              <li key={message.id}>
                <article aria-label={`${message.kind === 'reply' ? 'Reply' : 'Note'} by ${message.author}`}>
                  <p>
                    <strong>{message.kind === 'reply' ? `Reply: ${message.subject}` : 'Internal note'}</strong>
                    {' · '}
                    {message.author}
                    {' · '}
                    <time dateTime={message.at}>{formatMoment(message.at)}</time>
                  </p>
                  <p className={styles.message}>{message.body}</p>
                </article>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="handling">
        <h2 id="handling">Status and assignee</h2>
        <HandlingForm
          reference={item.reference}
          formKey={formKey}
          status={item.status}
          assigneeId={item.assignee?.id ?? null}
          staff={staff.items}
        />
      </section>
      <section aria-labelledby="reply">
        <h2 id="reply">Reply</h2>
        <ReplyForm reference={item.reference} formKey={formKey} email={item.email} />
      </section>
      <section aria-labelledby="note">
        <h2 id="note">Note</h2>
        <NoteForm reference={item.reference} formKey={formKey} />
      </section>
    </>
  );
}
