'use client';
// Sign-out as a form posting to the server action: works before hydration and without JavaScript. Through
// useActionState so the form gets a real action URL (the home page), not the empty action="" React writes otherwise.
// On an Urdu page it says so in a hidden `locale` field and ends on the Urdu home page; its words come from the server.
import { useActionState } from 'react';
import { signOutFormAction } from '@/lib/session/sign-out-action';
import { Button } from '@/components/ui/button';
import { DEFAULT_LOCALE, LOCALE_FIELD, type Locale } from '@/lib/i18n/locales';
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
  // LocaleField's markup, written out: this form is in every page's header, where that module of its own cost each
  // English page about 50 bytes (gzip) of JavaScript.
  return (
    <form action={action} className={className}>
      {locale === DEFAULT_LOCALE ? null : <input type="hidden" name={LOCALE_FIELD} value={locale} />}
      <Button type="submit" variant="secondary" size="small">
        {label}
      </Button>
    </form>
  );
}
