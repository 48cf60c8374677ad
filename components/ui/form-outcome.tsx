// The top of a form that stays on its page after a submit: what went wrong (the error summary, focused), or what was
// done (the platform's message, announced as a status).
import type { ActionState } from '@/lib/forms/action-state';
import { ErrorSummary, type ErrorSummaryProps } from './error-summary';
import noticeStyles from './status-notice.module.css';

export function FormOutcome({
  state,
  fields,
  title,
}: {
  state: ActionState<{ message: string }>;
  fields: ErrorSummaryProps['fields'];
  /** The error summary's title in the page's language (English's own when left out). */
  title?: string;
}) {
  return (
    <>
      <ErrorSummary state={state} fields={fields} {...(title === undefined ? {} : { title })} />
      {state.receipt ? (
        <p role="status" className={noticeStyles.notice}>
          {state.receipt.message}
        </p>
      ) : null}
    </>
  );
}
