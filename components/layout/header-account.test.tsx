/** @jest-environment jsdom */
// The public pages' account area, read from the browser's cookies: a malformed user_data is cleared here too, and a
// learner whose is_authenticated flag says signed in never sees "Sign in".
import { render, screen } from '@testing-library/react';
import { accountText } from './frame-text';
import { HeaderAccount } from './header-account';

// The sign-out button posts a server action, which jsdom cannot load; its markup is all this test needs.
jest.mock('@/components/session/sign-out-button', () => ({
  SignOutButton: () => <button type="button">Sign out</button>,
}));

// Whether the signed-in area's module was loaded: a visitor's page must not load it (issue 50). On globalThis, since
// the mock's factory may run while the imports above are evaluated, before this file's own variables exist.
const loads = globalThis as { signedInAreaLoaded?: boolean };
jest.mock('./signed-in-account', () => {
  (globalThis as { signedInAreaLoaded?: boolean }).signedInAreaLoaded = true;
  return jest.requireActual('./signed-in-account');
});

// The signed-in area arrives as its own module (the first time, through Jest's transform: seconds on a busy machine).
const findSignedIn = (role: 'link', options: { name: string }) => screen.findByRole(role, options, { timeout: 10_000 });

const clearCookies = () => {
  for (const name of ['is_authenticated', 'user_data']) document.cookie = `${name}=; Max-Age=0; Path=/`;
};
afterEach(clearCookies);

const user = {
  id: '7b0c5a52-0f8e-4b8e-9a55-3f4c1f2b9d10',
  email: 'ayesha@example.pk',
  full_name: 'Ayesha Khan',
  phone: null,
  country: 'PK',
};

// First in the file: the signed-in tests after it load the module on purpose.
test('without the signed-in flag, a visitor sees Sign in and Register, and the signed-in area never loads', async () => {
  document.cookie = `user_data=${encodeURIComponent(JSON.stringify(user))}; Path=/`;
  render(<HeaderAccount text={accountText('en')} />);
  expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Register' })).toBeInTheDocument();
  // Given the chance to load (a tick of the module loader), the signed-in area's module still has not.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loads.signedInAreaLoaded).toBeUndefined();
});

test('a signed-in learner with a well-formed user_data sees their first name', async () => {
  document.cookie = 'is_authenticated=true; Path=/';
  document.cookie = `user_data=${encodeURIComponent(JSON.stringify(user))}; Path=/`;
  render(<HeaderAccount text={accountText('en')} />);
  expect(await findSignedIn('link', { name: 'Signed in as Ayesha · My dashboard' })).toHaveAttribute(
    'href',
    '/user-dashboard',
  );
});

test.each(['%7Bnot-json', '%5Bobject%20Object%5D', encodeURIComponent(JSON.stringify({ full_name: 'No Id' }))])(
  'a malformed user_data (%s) is cleared, and the learner still sees the account menu, not "Sign in"',
  async (raw) => {
    document.cookie = 'is_authenticated=true; Path=/';
    document.cookie = `user_data=${raw}; Path=/`;
    render(<HeaderAccount text={accountText('en')} />);
    expect(await findSignedIn('link', { name: 'Signed in: My dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(document.cookie).not.toContain('user_data=');
  },
);

test('a signed-in learner reaches their account from the header', async () => {
  document.cookie = 'is_authenticated=true; Path=/';
  document.cookie = `user_data=${encodeURIComponent(JSON.stringify(user))}; Path=/`;
  render(<HeaderAccount text={accountText('en')} />);
  expect(await findSignedIn('link', { name: 'My account' })).toHaveAttribute('href', '/account');
});

test('on an Urdu page a visitor is offered sign-in and sign-up in Urdu, at their Urdu addresses', () => {
  render(<HeaderAccount text={accountText('ur')} />);
  expect(screen.getByRole('link', { name: 'سائن اِن کریں' })).toHaveAttribute('href', '/ur/login');
  expect(screen.getByRole('link', { name: 'اکاؤنٹ بنائیں' })).toHaveAttribute('href', '/ur/register');
});

test('on an Urdu page a signed-in learner reaches their account in Urdu', async () => {
  document.cookie = 'is_authenticated=true; Path=/';
  document.cookie = `user_data=${encodeURIComponent(JSON.stringify(user))}; Path=/`;
  render(<HeaderAccount text={accountText('ur')} />);
  expect(await findSignedIn('link', { name: 'میرا اکاؤنٹ' })).toHaveAttribute('href', '/ur/account');
});
