'use client';
// One button under the explanation; the token from the link rides along.
import { useActionState } from 'react';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { initialActionState } from '@/lib/forms/action-state';
import { revertEmailChangeAction, type RevertState } from '../actions';
import noticeStyles from '@/components/ui/status-notice.module.css';
import styles from '../../../auth.module.css';

const initialState: RevertState = initialActionState;

export function RevertForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState(
    revertEmailChangeAction,
    initialState,
    `/email-change/revert?token=${encodeURIComponent(token)}`,
  );
  if (state.receipt) {
    return (
      <div role="status" className={noticeStyles.notice}>
        <p>{state.receipt.message}</p>
        <p>
          <Link href="/forgot-password">Set a new password</Link>
        </p>
      </div>
    );
  }
  return (
    <form action={action} className={styles.form}>
      <ErrorSummary state={state} fields={[]} />
      <input type="hidden" name="token" value={token} />
      <Button type="submit" variant="danger" fullWidth disabled={pending} aria-disabled={pending}>
        {pending ? 'Undoing…' : 'This was not me: put my address back'}
      </Button>
    </form>
  );
}
