'use client';
// One button under the explanation; the token from the link rides along. Its words come from the server in the page's
// language; an Urdu page says so in the hidden `locale` field.
import { useActionState } from 'react';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { initialActionState } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import { revertEmailChangeAction, type RevertState } from '../actions';
import noticeStyles from '@/components/ui/status-notice.module.css';
import styles from '../../../auth.module.css';
import { LocaleField } from '@/components/ui/locale-field';

export interface RevertText {
  submit: string;
  reverting: string;
  setNewPassword: string;
  errorSummaryTitle?: string;
  /** This page's address and the password recovery's, in the page's language. */
  path: string;
  recoveryPath: string;
}

const initialState: RevertState = initialActionState;

export function RevertForm({ token, locale, text }: { token: string; locale: Locale; text: RevertText }) {
  const [state, action, pending] = useActionState(
    revertEmailChangeAction,
    initialState,
    `${text.path}?token=${encodeURIComponent(token)}`,
  );
  if (state.receipt) {
    return (
      <div role="status" className={noticeStyles.notice}>
        <p>{state.receipt.message}</p>
        <p>
          <Link href={text.recoveryPath}>{text.setNewPassword}</Link>
        </p>
      </div>
    );
  }
  return (
    <form action={action} className={styles.form}>
      <ErrorSummary state={state} fields={[]} {...(text.errorSummaryTitle ? { title: text.errorSummaryTitle } : {})} />
      <LocaleField locale={locale} />
      <input type="hidden" name="token" value={token} />
      <Button type="submit" variant="danger" fullWidth disabled={pending} aria-disabled={pending}>
        {pending ? text.reverting : text.submit}
      </Button>
    </form>
  );
}
