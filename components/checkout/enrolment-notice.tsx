// Told on the sign-in and sign-up pages: which programme the visitor is enrolling in, and that they come back to it.
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { PlatformText } from '@/components/ui/platform-text';

export function EnrolmentNotice({ title, locale, className }: { title: string; locale: Locale; className?: string }) {
  return (
    <p className={className} role="status">
      {translator(locale, 'checkout').rich('enrolling', {
        programme: () => (
          <strong>
            <PlatformText locale={locale}>{title}</PlatformText>
          </strong>
        ),
      })}
    </p>
  );
}
