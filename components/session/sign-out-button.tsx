// Sign-out as a plain form posting to the server action: works before hydration and without JavaScript.
import { signOutAction } from '@/lib/session/sign-out-action';
import { Button } from '@/components/ui/button';

export function SignOutButton({ className }: { className?: string }) {
  return (
    <form action={signOutAction} className={className}>
      <Button type="submit" variant="secondary" size="small">
        Sign out
      </Button>
    </form>
  );
}
