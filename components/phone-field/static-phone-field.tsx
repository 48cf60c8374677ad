// The phone field as the server renders it, drawn in the browser without the field's code (no libphonenumber-js, no
// downshift): what a page mounted by a client-side navigation shows until ./live-phone-field.tsx has loaded, so
// the field is there at once. Same markup as the live field's first render (static-phone-field.test.tsx compares
// them), except that what was typed is shown as typed and the E.164 input stays empty until the live field checks it.
import { useId } from 'react';
import { FieldShell, fieldAria } from '@/components/ui/field-shell';
import { countryName } from '@/lib/phone/country-name';
import { COUNTRY_NAMES_EN } from '@/lib/phone/country-names';
import { callingCodeOf } from '@/lib/phone/dial-codes';
import { CountryButtonContent } from './country-marker';
import type { PhoneFieldProps } from './live-phone-field';
import { ENGLISH_PHONE_TEXT } from './phone-field-text';
import styles from './phone-field.module.css';
import { TEL_INPUT_ATTRIBUTES } from './tel-input-attributes';

const upper = (codes: readonly string[] | undefined) => new Set((codes ?? []).map((c) => c.toUpperCase()));

/** The live field's choice: the default country when offered, else the first preferred one, else the first by name. */
function initialCountry({
  defaultCountry,
  preferredCountries,
  onlyCountries,
  ignoredCountries,
}: PhoneFieldProps): string | undefined {
  const only = upper(onlyCountries);
  const ignored = upper(ignoredCountries);
  const offered = (code: string) =>
    callingCodeOf(code) !== undefined && (only.size === 0 || only.has(code)) && !ignored.has(code);
  const candidates = [defaultCountry, ...(preferredCountries ?? []), ...Object.keys(COUNTRY_NAMES_EN)].map((c) =>
    c.toUpperCase(),
  );
  return candidates.find(offered);
}

export function StaticPhoneField(props: PhoneFieldProps) {
  const { name, label, required, hint, error, locale = 'en', text = ENGLISH_PHONE_TEXT } = props;
  const generatedId = useId();
  const inputId = props.id ?? `${generatedId}-input`;
  const countryId = `${inputId}-country`;
  const code = initialCountry(props);
  const selected = code ? { code, name: countryName(code, locale), dialCode: callingCodeOf(code) ?? '' } : undefined;
  return (
    <FieldShell controlId={inputId} label={label} required={required} hint={hint} error={error}>
      <div className={styles.control} dir="ltr">
        <div className={styles.country}>
          <label id={`${countryId}-label`} htmlFor={`${countryId}-toggle`} className={styles.visuallyHidden}>
            {text.countryCodeFor.replace('{label}', label)}
          </label>
          <button
            type="button"
            aria-controls={`${countryId}-menu`}
            aria-expanded="false"
            aria-haspopup="listbox"
            aria-labelledby={`${countryId}-label`}
            id={`${countryId}-toggle`}
            role="combobox"
            tabIndex={0}
            className={styles.countryButton}
            data-placement="below"
          >
            <CountryButtonContent selected={selected} noCountry={text.noCountry} />
          </button>
          <ul
            id={`${countryId}-menu`}
            role="listbox"
            aria-labelledby={`${countryId}-label`}
            className={styles.menu}
            data-placement="below"
            hidden
          />
        </div>
        <input
          id={inputId}
          name={name}
          {...TEL_INPUT_ATTRIBUTES}
          placeholder={text.placeholder ?? TEL_INPUT_ATTRIBUTES.placeholder}
          defaultValue={props.defaultValue ?? ''}
          required={required}
          {...fieldAria(inputId, hint, error)}
        />
      </div>
      <input type="hidden" name={`${name}E164`} value="" />
      <input type="hidden" name={`${name}Country`} value={code ?? ''} />
    </FieldShell>
  );
}
