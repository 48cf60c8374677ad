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

test('a signed-in learner with a well-formed user_data sees their first name', () => {
  document.cookie = 'is_authenticated=true; Path=/';
  document.cookie = `user_data=${encodeURIComponent(JSON.stringify(user))}; Path=/`;
  render(<HeaderAccount text={accountText('en')} />);
  expect(screen.getByRole('link', { name: 'Signed in as Ayesha · My dashboard' })).toHaveAttribute(
    'href',
    '/user-dashboard',
  );
});

test.each(['%7Bnot-json', '%5Bobject%20Object%5D', encodeURIComponent(JSON.stringify({ full_name: 'No Id' }))])(
  'a malformed user_data (%s) is cleared, and the learner still sees the account menu, not "Sign in"',
  (raw) => {
    document.cookie = 'is_authenticated=true; Path=/';
    document.cookie = `user_data=${raw}; Path=/`;
    render(<HeaderAccount text={accountText('en')} />);
    expect(screen.getByRole('link', { name: 'Signed in: My dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(document.cookie).not.toContain('user_data=');
  },
);

test('without the signed-in flag, a visitor sees Sign in and Register', () => {
  document.cookie = `user_data=${encodeURIComponent(JSON.stringify(user))}; Path=/`;
  render(<HeaderAccount text={accountText('en')} />);
  expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
});

test('a signed-in learner reaches their account from the header', () => {
  document.cookie = 'is_authenticated=true; Path=/';
  document.cookie = `user_data=${encodeURIComponent(JSON.stringify(user))}; Path=/`;
  render(<HeaderAccount text={accountText('en')} />);
  expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
});

test('on an Urdu page a visitor is offered sign-in and sign-up in Urdu, at their Urdu addresses', () => {
  render(<HeaderAccount text={accountText('ur')} />);
  expect(screen.getByRole('link', { name: 'سائن اِن کریں' })).toHaveAttribute('href', '/ur/login');
  expect(screen.getByRole('link', { name: 'اکاؤنٹ بنائیں' })).toHaveAttribute('href', '/ur/register');
});

test('on an Urdu page a signed-in learner reaches their account in Urdu', () => {
  document.cookie = 'is_authenticated=true; Path=/';
  document.cookie = `user_data=${encodeURIComponent(JSON.stringify(user))}; Path=/`;
  render(<HeaderAccount text={accountText('ur')} />);
  expect(screen.getByRole('link', { name: 'میرا اکاؤنٹ' })).toHaveAttribute('href', '/ur/account');
});
