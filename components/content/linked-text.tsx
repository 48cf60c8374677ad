// Plain site text (editable in the platform, so it carries no markup) with what it names made into links: an
// e-mail address opens the mail program, and a page of the site named the way the text names it links to it.
import { Fragment } from 'react';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';

/** The site's pages as site text names them, in English and in Urdu (the pages' own names, messages/ur.json). */
const NAMED_PAGES: Record<string, string> = {
  'Support page': '/support',
  'مدد کے صفحے': '/support',
  'مدد کا صفحہ': '/support',
  // The privacy policy's rights, each where the learner exercises it.
  'My account page': '/account',
  'میرا اکاؤنٹ کے صفحے': '/account',
  'Download my data': '/account/data',
  'میرا ڈیٹا ڈاؤن لوڈ کریں': '/account/data',
  'Name and phone': '/account/profile',
  'نام اور فون': '/account/profile',
  'Change e-mail address': '/account/email',
  'ای میل پتہ بدلیں': '/account/email',
  'Close my account': '/account/close',
  'میرا اکاؤنٹ بند کریں': '/account/close',
};

const EMAIL = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
// Longest first: a name inside a longer one never takes its place.
const NAMES = Object.keys(NAMED_PAGES).sort((a, b) => b.length - a.length);
const NAMED = new RegExp(`(${EMAIL}|${NAMES.join('|')})`);

/** `locale`: the page's language, whose pages the links open. */
export function LinkedText({ text, locale = 'en' }: { text: string; locale?: Locale }) {
  // split() with a capturing group: every odd piece is a name or an address, the even ones the text between.
  return text.split(NAMED).map((piece, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{piece}</Fragment>;
    const page = NAMED_PAGES[piece];
    return page ? (
      <Link key={index} href={localePath(locale, page)}>
        {piece}
      </Link>
    ) : (
      <a key={index} href={`mailto:${piece}`}>
        {piece}
      </a>
    );
  });
}
