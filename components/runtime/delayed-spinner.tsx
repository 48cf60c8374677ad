// A loading indicator for loading.tsx files and lazily loaded components. Pure CSS, no client JS:
// it stays hidden for 200 ms (loading indicators always wait that long; see the stylesheet), so loads faster than
// that never flash it, and screen readers hear nothing until it shows.
// A loading.tsx is not given the route's [locale], so it may pass its words in every language: the stylesheet shows
// the one the page's <html lang> names.
import type { Locale } from '@/lib/i18n/locales';
import styles from './delayed-spinner.module.css';

/** `inline`: beside a link's words (./link-pending.tsx), the words for screen readers only. */
export function DelayedSpinner({
  label = 'Loading…',
  inline = false,
}: {
  label?: string | Record<Locale, string>;
  inline?: boolean;
}) {
  const Box = inline ? 'span' : 'div';
  return (
    <Box
      className={inline ? `${styles.indicator} ${styles.inline}` : styles.indicator}
      role="status"
      data-testid="delayed-spinner"
    >
      <span className={styles.spinner} aria-hidden="true" />
      {typeof label === 'string' ? (
        <span className={inline ? 'visually-hidden' : undefined}>{label}</span>
      ) : (
        Object.entries(label).map(([locale, words]) => (
          <span key={locale} lang={locale} className={styles.inLanguage}>
            {words}
          </span>
        ))
      )}
    </Box>
  );
}
