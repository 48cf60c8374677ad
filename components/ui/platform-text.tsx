// Text the platform holds only in English (programme and instructor texts, site copy), inline: marked lang="en" and
// isolated left to right (dir="ltr") inside an Urdu page, left as it is on an English one.
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';

export function PlatformText({ locale, children }: { locale: Locale; children: ReactNode }) {
  return locale === 'en' ? (
    children
  ) : (
    <span lang="en" dir="ltr">
      {children}
    </span>
  );
}
