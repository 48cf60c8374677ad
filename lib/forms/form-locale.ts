// The language a form was sent from, and its messages in that language. A form on an Urdu page says so in a hidden
// `locale` field (so it works as a plain post); anything else, or nothing, is English. The messages a server action
// returns are the contract's and the platform's English ones until here.
import 'server-only';
import { DEFAULT_LOCALE, isLocale, LOCALE_FIELD, type Locale } from '@/lib/i18n/locales';
import { platformText } from '@/lib/i18n/platform-text';
import type { ActionState } from './action-state';
export function formLocale(formData: FormData): Locale {
  const value = formData.get(LOCALE_FIELD);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** `state` with its field and form messages in `locale`. */
export function inLocale<State extends Pick<ActionState<unknown>, 'fieldErrors' | 'formError'>>(
  locale: Locale,
  state: State,
): State {
  if (locale === DEFAULT_LOCALE) return state;
  const fieldErrors = Object.fromEntries(
    Object.entries(state.fieldErrors).map(([name, message]) => [name, platformText(locale, message)]),
  );
  return {
    ...state,
    fieldErrors,
    ...(state.formError === undefined ? {} : { formError: platformText(locale, state.formError) }),
  };
}

/** A server action's work done in the language its form was sent from, its state's messages in that language. */
export async function inFormLocale<State extends Pick<ActionState<unknown>, 'fieldErrors' | 'formError'>>(
  formData: FormData,
  work: (locale: Locale) => Promise<State>,
): Promise<State> {
  const locale = formLocale(formData);
  return inLocale(locale, await work(locale));
}
