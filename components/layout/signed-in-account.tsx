// The header's account area for a signed-in learner on a public page, from the readable user_data cookie. Loaded by
// HeaderAccount only when the cookie says the visitor is signed in, so a visitor's page never loads it.
import { useEffect } from 'react';
import { serialize } from 'cookie';
import { firstNameOf, parseUserDataCookie } from '@/lib/session/user-data';
import { AccountLinks } from './account-links';
import type { AccountText } from './frame-text';

export function SignedInAccount({ userData, text }: { userData: string; text: AccountText }) {
  const malformed = parseUserDataCookie(userData).malformed;
  // A malformed user_data is cleared wherever it is read, public pages included (it is not HttpOnly); the learner
  // stays signed in and sees the account menu without a name until the next sign-in writes it again.
  useEffect(() => {
    if (malformed)
      document.cookie = serialize('user_data', '', {
        path: '/',
        maxAge: 0,
        sameSite: 'lax',
        secure: window.location.protocol === 'https:',
      });
  }, [malformed]);
  return <AccountLinks signedIn firstName={malformed ? null : firstNameOf(userData)} text={text} />;
}
