// The organisation's legal name, address, phone and e-mail: the footer of every page and the About page. In Urdu the
// labels, the address words and the hours are Urdu where the platform holds them (an address in Urdu is what an Urdu
// reader writes on an envelope); the legal name, and any part with no Urdu yet, are marked English.
import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import type { Organisation } from '@/contract';
import { fieldLang } from '@/lib/i18n/field-lang';
import { contentLang, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';

const COUNTRY_NAMES = {
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
  ur: new Intl.DisplayNames(['ur'], { type: 'region' }),
};

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
  const comma = locale === 'ur' ? '، ' : ', ';
  const country = COUNTRY_NAMES[locale].of(address.countryCode) ?? address.countryCode;
  return (
    <address className={className}>
      <strong {...contentLang(locale)}>{organisation.legalName}</strong>
      <br />
      <span {...fieldLang(locale, organisation, 'streetAddress')}>{address.streetAddress}</span>
      <br />
      <span {...fieldLang(locale, organisation, 'locality')}>{address.locality}</span> {address.postalCode}
      {comma}
      <span {...fieldLang(locale, organisation, 'region')}>{address.region}</span>
      {comma}
      {country}
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
      <span {...fieldLang(locale, organisation, 'supportHours')}>{organisation.supportHours}</span>
    </address>
  );
}
