'use client';
// Sign-out as a form posting to the server action: works before hydration and without JavaScript. Through
// useActionState so the form gets a real action URL (the home page), not the empty action="" React writes otherwise.
// Its words and the home page it ends on are in the page's language (AccountText).
import { useActionState } from 'react';
import { signOutFormAction } from '@/lib/session/sign-out-action';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';

export function SignOutButton({
  className,
  label = 'Sign out',
  locale = 'en',
}: {
  className?: string;
  label?: string;
  locale?: Locale;
}) {
  const [, action] = useActionState(signOutFormAction, null, localePath(locale, '/'));
  return (
    <form action={action} className={className}>
      {locale === 'en' ? null : <input type="hidden" name="locale" value={locale} />}
      <Button type="submit" variant="secondary" size="small">
        {label}
      </Button>
    </form>
  );
}
