// The organisation's legal name, address, phone and e-mail: the footer of every page and the About page.
import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import type { Organisation } from '@/contract';

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

export function OrganisationContact({ organisation, className }: { organisation: Organisation; className?: string }) {
  const { address } = organisation;
  return (
    <address className={className}>
      <strong>{organisation.legalName}</strong>
      <br />
      {address.streetAddress}
      <br />
      {address.locality} {address.postalCode}, {address.region},{' '}
      {COUNTRY_NAMES.of(address.countryCode) ?? address.countryCode}
      <br />
      Phone: <a href={`tel:${organisation.phone}`}>{displayPhone(organisation.phone)}</a>
      <br />
      E-mail: <a href={`mailto:${organisation.email}`}>{organisation.email}</a>
      <br />
      {organisation.supportHours}
    </address>
  );
}
