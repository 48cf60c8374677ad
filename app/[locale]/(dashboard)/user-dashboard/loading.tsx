// Signed-in pages wait for the platform on every request: show progress, but only after 200 ms.
import { DelayedSpinner } from '@/components/runtime/delayed-spinner';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';

const LABEL = Object.fromEntries(
  LOCALES.map((locale) => [locale, translator(locale, 'dashboard')('loading')]),
) as Record<Locale, string>;

export default function AccountLoading() {
  return (
    <div className="container">
      <DelayedSpinner label={LABEL} />
    </div>
  );
}
