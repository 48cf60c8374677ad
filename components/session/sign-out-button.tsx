'use client';
// Sign-out as a form posting to the server action: works before hydration and without JavaScript. Through
// useActionState so the form gets a real action URL (the home page), not the empty action="" React writes otherwise.
// On an Urdu page it says so in a hidden `locale` field and ends on the Urdu home page; its words come from the server.
import { useActionState } from 'react';
import { signOutFormAction } from '@/lib/session/sign-out-action';
import { Button } from '@/components/ui/button';
import { LocaleField } from '@/components/ui/locale-field';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';

export function SignOutButton({
  className,
  label = 'Sign out',
  locale = DEFAULT_LOCALE,
}: {
  className?: string;
  label?: string;
  locale?: Locale;
}) {
  const [, action] = useActionState(signOutFormAction, null, localePath(locale, '/'));
  return (
    <form action={action} className={className}>
      <LocaleField locale={locale} />
      <Button type="submit" variant="secondary" size="small">
        {label}
      </Button>
    </form>
  );
}
