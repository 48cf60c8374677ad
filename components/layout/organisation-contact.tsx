// The organisation's legal name, address, phone and e-mail: the footer of every page and the About page. In Urdu the
// labels are Urdu; the postal address is wholly English, country included, marked so and left to right: it is what a
// learner copies onto an envelope or a courier's form, as the platform holds it, not a sentence to translate.
import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import type { Organisation } from '@/contract';
import { contentLang, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';

const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/** "+92 42 35781200"; the stored E.164 text if it does not parse. */
function formatPhone(e164: string): string {
  try {
    return parsePhoneNumberWithError(e164).formatInternational();
  } catch {
    return e164;
  }
}

// Every per-request page's footer shows the one organisation number: parse it once, not on every render (bounded).
const shownPhones = new Map<string, string>();
function displayPhone(e164: string): string {
  let shown = shownPhones.get(e164);
  if (shown === undefined) {
    shown = formatPhone(e164);
    if (shownPhones.size < 8) shownPhones.set(e164, shown);
  }
  return shown;
}

export function OrganisationContact({
  organisation,
  className,
  locale = 'en',
}: {
  organisation: Organisation;
  className?: string;
  locale?: Locale;
}) {
  const { address } = organisation;
  const t = translator(locale, 'frame');
  // English text inside an Urdu page says so (screen readers switch voice, the Urdu typeface is not applied).
  const english = contentLang(locale);
  return (
    <address className={className}>
      <span {...english}>
        <strong>{organisation.legalName}</strong>
        <br />
        {address.streetAddress}
        <br />
        {address.locality} {address.postalCode}, {address.region},{' '}
        {COUNTRY_NAMES.of(address.countryCode) ?? address.countryCode}
      </span>
      <br />
      {t('phone')}{' '}
      <a href={`tel:${organisation.phone}`} dir="ltr">
        {displayPhone(organisation.phone)}
      </a>
      <br />
      {t('email')}{' '}
      <a href={`mailto:${organisation.email}`} dir="ltr">
        {organisation.email}
      </a>
      <br />
      <span {...english}>{organisation.supportHours}</span>
    </address>
  );
}
