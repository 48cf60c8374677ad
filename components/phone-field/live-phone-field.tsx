'use client';
// The product's one phone field: country picker + tel input on libphonenumber-js. It formats once the
// number is valid, keeps the caret on its digit, follows pasted/autofilled international numbers to their
// country, and posts what was typed plus hidden E.164 and country inputs (the server re-checks them).
// Pages load it through ./phone-field.tsx, which brings this code (and its libraries) when the field is first used.
import { useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { CountryCode } from 'libphonenumber-js/max';
import {
  buildCountryList,
  caretAfterReformat,
  countryName,
  phoneErrorMessage,
  presentPhone,
  restrictCharacters,
  switchCountryPrefix,
  toAsciiDigits,
  VALID_PHONE_CHARACTERS,
  type CountryOption,
  type PhoneMode,
  type PhoneValidity,
} from '@/lib/phone';
import { CountrySelect } from './country-select';
import type { PhoneFieldText } from '@/lib/forms/phone-field-text';
import { ENGLISH_PHONE_TEXT } from './phone-field-text';
import styles from './phone-field.module.css';
import { FieldShell, fieldAria } from '@/components/ui/field-shell';
import { TEL_INPUT_ATTRIBUTES } from './tel-input-attributes';
import { useLeftField } from './use-left-field';

export interface PhoneFieldProps {
  /** Posts the typed text as `name`, plus `${name}E164` and `${name}Country`. */
  name: string;
  label: string;
  /** Decided on the server (trusted header or IP lookup) so the first paint is already right. */
  defaultCountry: string;
  defaultValue?: string;
  mode?: PhoneMode;
  autoFormat?: boolean;
  /** Accept only digits, spaces, parentheses, plus and minus. */
  validCharactersOnly?: boolean;
  /** Replaces the specific message whenever the number is not valid. */
  invalidMessage?: string;
  preferredCountries?: readonly string[];
  onlyCountries?: readonly string[];
  ignoredCountries?: readonly string[];
  /** A message from the server, shown until the value changes. */
  error?: string;
  hint?: string;
  required?: boolean;
  id?: string;
  locale?: string;
  /** The field's own words, for a page in another language than English. */
  text?: PhoneFieldText;
  onValidate?: (validity: PhoneValidity) => void;
}

const split = (codes: string) => (codes ? codes.split(',') : undefined);

/**
 * `countryListAsked`: the visitor asked for the country list (click, Enter, Space or an arrow key on its button)
 * before this code arrived; ./phone-field.tsx hands it over with what was typed.
 */
export function LivePhoneField(props: PhoneFieldProps & { countryListAsked?: boolean }) {
  const { name, label, mode = 'auto', autoFormat = true, required, hint, locale = 'en', countryListAsked } = props;
  const text = props.text ?? ENGLISH_PHONE_TEXT;
  const generatedId = useId();
  const inputId = props.id ?? `${generatedId}-input`;
  // Keyed on the codes, not the arrays: callers pass literals, which are new on every render.
  const preferred = props.preferredCountries?.join() ?? '';
  const only = props.onlyCountries?.join() ?? '';
  const ignored = props.ignoredCountries?.join() ?? '';
  const countries = useMemo(
    () => buildCountryList({ locale, preferred: split(preferred), only: split(only), ignored: split(ignored) }),
    [locale, preferred, only, ignored],
  );
  const initialCountry =
    countries.find((c) => c.code === props.defaultCountry.toUpperCase())?.code ?? countries[0]?.code;
  const [state, setState] = useState(() => {
    const shown = presentPhone(props.defaultValue ?? '', { country: initialCountry, mode, autoFormat });
    return { typed: shown.display, country: shown.country ?? initialCountry, validity: shown.validity };
  });
  // The country the visitor last chose from the list (at first the server's default): where the field returns when
  // the number is cleared, so a +44 number pasted and deleted does not leave GB behind.
  const [chosenCountry, setChosenCountry] = useState(initialCountry);
  const { left: touched, onBlur } = useLeftField();
  const [serverError, setServerError] = useState(props.error);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !inputRef.current) return;
    inputRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const selected = countries.find((c) => c.code === state.country);

  const update = (typed: string, country: CountryCode | undefined, caret: number | null) => {
    const shown = presentPhone(typed, { country, mode, autoFormat });
    if (caret !== null && shown.display !== typed)
      pendingCaret.current = caretAfterReformat(typed, caret, shown.display);
    else if (caret !== null) pendingCaret.current = caret;
    const nextCountry = countries.some((c) => c.code === shown.country) ? shown.country : country;
    setState({ typed: shown.display, country: nextCountry, validity: shown.validity });
    setServerError(undefined);
    props.onValidate?.(shown.validity);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    let value = toAsciiDigits(event.target.value);
    let caret = event.target.selectionStart ?? value.length;
    if (props.validCharactersOnly) ({ value, caret } = restrictCharacters(value, caret, VALID_PHONE_CHARACTERS));
    update(value, value.trim() === '' ? chosenCountry : state.country, caret);
  };

  const onSelectCountry = (country: CountryOption) => {
    setChosenCountry(country.code);
    update(switchCountryPrefix(state.typed, selected?.dialCode, country.dialCode, mode), country.code, null);
    inputRef.current?.focus();
  };

  const { validity } = state;
  const clientError =
    touched && state.typed.trim() !== '' && !validity.valid
      ? (props.invalidMessage ??
        phoneErrorMessage(
          validity.error ?? 'invalid-number',
          selected?.name ?? (validity.country && countryName(validity.country, locale)),
          text.messages,
        ))
      : undefined;
  const error = serverError ?? clientError;

  return (
    <FieldShell controlId={inputId} label={label} required={required} hint={hint} error={error}>
      <div className={styles.control} dir="ltr">
        <CountrySelect
          id={`${inputId}-country`}
          items={countries}
          selected={selected}
          onSelect={onSelectCountry}
          label={text.countryCodeFor.replace('{label}', label)}
          noCountry={text.noCountry}
          openOnMount={countryListAsked}
        />
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          {...TEL_INPUT_ATTRIBUTES}
          placeholder={text.placeholder ?? TEL_INPUT_ATTRIBUTES.placeholder}
          value={state.typed}
          onChange={onChange}
          onBlur={onBlur}
          required={required}
          {...fieldAria(inputId, hint, error)}
        />
      </div>
      <input type="hidden" name={`${name}E164`} value={validity.valid ? validity.e164 : ''} />
      <input type="hidden" name={`${name}Country`} value={state.country ?? ''} />
    </FieldShell>
  );
}
