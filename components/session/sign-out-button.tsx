'use client';
// Sign-out as a form posting to the server action: works before hydration and without JavaScript. Through
// useActionState so the form gets a real action URL ('/'), not the empty action="" React writes otherwise.
import { useActionState } from 'react';
import { signOutFormAction } from '@/lib/session/sign-out-action';
import { Button } from '@/components/ui/button';

export function SignOutButton({ className }: { className?: string }) {
  const [, action] = useActionState(signOutFormAction, null, '/');
  return (
    <form action={action} className={className}>
      <Button type="submit" variant="secondary" size="small">
        Sign out
      </Button>
    </form>
  );
}
