// Who was paid, as a receipt prints it: shared by the printable page and the receipt e-mail.
import type { Organisation } from './catalogue';

const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/** Legal name, address, company registration and NTN, a line each. */
export function issuerLines(issuer: Organisation): string[] {
  const { address } = issuer;
  return [
    issuer.legalName,
    address.streetAddress,
    `${address.locality} ${address.postalCode}, ${address.region}, ${COUNTRY_NAMES.of(address.countryCode) ?? address.countryCode}`,
    issuer.registration,
    ...(issuer.taxNumber ? [`NTN ${issuer.taxNumber}`] : []),
  ];
}
