// The words of the page frame (header, account area, menu) in one locale, computed on the server and handed to the
// client leaves as plain strings: the browser never loads a catalogue or the ICU runtime for them.
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';

export interface AccountText {
  signIn: string;
  register: string;
  myDashboard: string;
  myAccount: string;
  signedIn: string;
  signedInAs: string;
  dashboardHint: string;
  /** Beside the dashboard link while the dashboard is on its way. */
  loadingDashboard: string;
  signOut: string;
  /** The page's language where it is not English: the sign-out form says so. */
  locale?: Locale;
  /** Where "Sign in", "Register", the dashboard and the account lead in this language. */
  signInHref: string;
  dashboardHref: string;
  accountHref: string;
  registerHref: string;
}

export function accountText(locale: Locale): AccountText {
  const t = translator(locale, 'account');
  return {
    signIn: t('signIn'),
    register: t('register'),
    myDashboard: t('myDashboard'),
    myAccount: t('myAccount'),
    signedIn: t('signedIn'),
    signedInAs: t('signedInAs'),
    dashboardHint: t('dashboardHint'),
    loadingDashboard: translator(locale, 'dashboard')('loading'),
    signOut: t('signOut'),
    ...(locale === 'en' ? {} : { locale }),
    signInHref: localePath(locale, '/login'),
    registerHref: localePath(locale, '/register'),
    dashboardHref: localePath(locale, '/user-dashboard'),
    accountHref: localePath(locale, '/account'),
  };
}
