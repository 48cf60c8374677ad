'use client';
// One button under the explanation; the token from the link rides along. Its words are the catalogue's `revertForm`
// namespace in the page's language; an Urdu page says so in the hidden `locale` field.
import { useActionState } from 'react';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { initialActionState } from '@/lib/forms/action-state';
import type { Locale } from '@/lib/i18n/locales';
import type { PlainWords } from '@/lib/i18n/translator';
import { revertEmailChangeAction, type RevertState } from '../actions';
import noticeStyles from '@/components/ui/status-notice.module.css';
import styles from '../../../auth.module.css';
import { LocaleField } from '@/components/ui/locale-field';

const initialState: RevertState = initialActionState;

export function RevertForm({
  token,
  locale,
  words,
  errorSummaryTitle,
  path,
  recoveryPath,
}: {
  token: string;
  locale: Locale;
  words: PlainWords<'revertForm'>;
  /** Left out on an English page: the summary's own English. */
  errorSummaryTitle?: string;
  /** This page's address and the password recovery's, in the page's language. */
  path: string;
  recoveryPath: string;
}) {
  const [state, action, pending] = useActionState(
    revertEmailChangeAction,
    initialState,
    `${path}?token=${encodeURIComponent(token)}`,
  );
  if (state.receipt) {
    return (
      <div role="status" className={noticeStyles.notice}>
        <p>{state.receipt.message}</p>
        <p>
          <Link href={recoveryPath}>{words.setNewPassword}</Link>
        </p>
      </div>
    );
  }
  return (
    <form action={action} className={styles.form}>
      <ErrorSummary state={state} fields={[]} {...(errorSummaryTitle ? { title: errorSummaryTitle } : {})} />
      <LocaleField locale={locale} />
      <input type="hidden" name="token" value={token} />
      <Button type="submit" variant="danger" fullWidth disabled={pending} aria-disabled={pending}>
        {pending ? words.reverting : words.submit}
      </Button>
    </form>
  );
}
