'use server';
// Saves the name and phone with sign-up's rules (the phone re-checked here with the full metadata); the session's
// user_data follows, so the header greets the learner by the new name. And the language of the learner's e-mails.
// A form from an Urdu page says so (`locale`): its messages come back in Urdu.
import { revalidatePath } from 'next/cache';
import { emailLanguageUpdateSchema, profileUpdateSchema } from '@/contract';
import { updateEmailLanguage, updateProfile } from '@/lib/api/account';
import { fieldErrorsOf, fromPlatformError, readValues, submitted, type ActionState } from '@/lib/forms/action-state';
import { formLocale, inLocale } from '@/lib/forms/form-locale';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { optionalPhoneInputSchema } from '@/lib/phone/server';
import { requireSession, writeServerSession } from '@/lib/session/server-session';

export type ProfileState = ActionState<{ message: string }>;

const formSchema = profileUpdateSchema.extend({ phone: optionalPhoneInputSchema() });

export async function updateProfileAction(previous: ProfileState, formData: FormData): Promise<ProfileState> {
  const locale = formLocale(formData);
  return inLocale(locale, await saveProfile(previous, formData, locale));
}

async function saveProfile(previous: ProfileState, formData: FormData, locale: Locale): Promise<ProfileState> {
  const values = readValues(formData, ['full_name', 'phone', 'phoneCountry']);
  const state = submitted(previous, values);
  const session = await requireSession(localePath(locale, '/account/profile'));
  const parsed = formSchema.safeParse({
    full_name: values.full_name,
    phone: { typed: values.phone, country: values.phoneCountry || undefined },
  });
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    const user = await updateProfile(session.accessToken, {
      full_name: parsed.data.full_name,
      phone: parsed.data.phone ?? null,
    });
    await writeServerSession((store) => store.refreshTokens({ user }));
    revalidatePath('/account', 'layout');
    return { ...state, receipt: { message: translator(locale, 'accountPages')('profileSaved') } };
  } catch (error) {
    return { ...state, ...fromPlatformError(error, { full_name: 'The name', phone: 'The phone number' }) };
  }
}

export type EmailLanguageState = ActionState<{ message: string }>;

export async function updateEmailLanguageAction(
  previous: EmailLanguageState,
  formData: FormData,
): Promise<EmailLanguageState> {
  const locale = formLocale(formData);
  return inLocale(locale, await saveEmailLanguage(previous, formData, locale));
}

async function saveEmailLanguage(
  previous: EmailLanguageState,
  formData: FormData,
  locale: Locale,
): Promise<EmailLanguageState> {
  const values = readValues(formData, ['language']);
  const state = submitted(previous, values);
  const session = await requireSession(localePath(locale, '/account/profile'));
  const parsed = emailLanguageUpdateSchema.safeParse(values);
  if (!parsed.success) return { ...state, fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    const user = await updateEmailLanguage(session.accessToken, parsed.data);
    await writeServerSession((store) => store.refreshTokens({ user }));
    revalidatePath('/account', 'layout');
    const t = translator(locale, 'accountPages');
    return { ...state, receipt: { message: user.language === 'ur' ? t('languageSavedUr') : t('languageSavedEn') } };
  } catch (error) {
    return { ...state, ...fromPlatformError(error, { language: 'The language' }) };
  }
}
