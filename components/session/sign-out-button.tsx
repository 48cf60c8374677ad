'use client';
// Sign-out as a form posting to the server action: works before hydration and without JavaScript. Through
// useActionState so the form gets a real action URL (the home page), not the empty action="" React writes otherwise.
// On an Urdu page it says so in a hidden `locale` field and ends on the Urdu home page; its words come from the server.
import { useActionState } from 'react';
import { signOutFormAction } from '@/lib/session/sign-out-action';
import { Button } from '@/components/ui/button';

export function SignOutButton({
  className,
  label = 'Sign out',
  locale,
}: {
  className?: string;
  label?: string;
  /** Only for a page not in English ('ur'). */
  locale?: string;
}) {
  const [, action] = useActionState(signOutFormAction, null, locale ? `/${locale}` : '/');
  return (
    <form action={action} className={className}>
      {locale ? <input type="hidden" name="locale" value={locale} /> : null}
      <Button type="submit" variant="secondary" size="small">
        {label}
      </Button>
    </form>
  );
}
