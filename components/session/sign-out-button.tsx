'use client';
// Sign-out as a form posting to the server action: works before hydration and without JavaScript. Through
// useActionState so the form gets a real action URL (the home page), not the empty action="" React writes otherwise.
// On an Urdu page it says so in a hidden `locale` field and ends on the Urdu home page; its words come from the server.
import { useActionState } from 'react';
import { signOutFormAction } from '@/lib/session/sign-out-action';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';

export function SignOutButton({
  className,
  label = 'Sign out',
  locale,
}: {
  className?: string;
  label?: string;
  /** Only for a page not in English ('ur'). */
  locale?: Locale;
}) {
  const [, action] = useActionState(signOutFormAction, null, locale ? `/${locale}` : '/');
  // LocaleField's markup (LOCALE_FIELD), written out with nothing imported: this form is in every page's header,
  // where LocaleField's module, or the locale helpers, cost each English page bytes of JavaScript.
  return (
    <form action={action} className={className}>
      {locale ? <input type="hidden" name="locale" value={locale} /> : null}
      <Button type="submit" variant="secondary" size="small">
        {label}
      </Button>
    </form>
  );
}
