// What the country button shows, the same before the field's code loads (./static-phone-field.tsx) and after
// (./country-select.tsx): the flag and the code (the stylesheet shows one: ./flag-support.ts), the name for
// screen readers and the calling code.
import { flagEmoji } from '@/lib/phone/flag-emoji';
import styles from './phone-field.module.css';

export function CountryMarker({ code }: { code: string }) {
  return (
    <>
      <span className={styles.flag} aria-hidden="true">
        {flagEmoji(code)}
      </span>
      <span className={styles.code} aria-hidden="true">
        {code}
      </span>
    </>
  );
}

export function CountryButtonContent({
  selected,
  noCountry,
}: {
  selected: { code: string; name: string; dialCode: string } | undefined;
  /** What screen readers hear with no country chosen, in the page's language. */
  noCountry: string;
}) {
  return (
    <>
      {selected ? <CountryMarker code={selected.code} /> : <span aria-hidden="true">🌐</span>}
      <span className={styles.visuallyHidden}>{selected ? selected.name : noCountry}</span>
      <span aria-hidden="true">{selected ? `+${selected.dialCode}` : '+'}</span>
      <span className={styles.chevron} aria-hidden="true" />
    </>
  );
}
