// The languages the learner may read the portal and its e-mails in: the account keeps its learner's, and the
// requests that send a mail before there is an account (sign-up, recovery) say which. English when not said.
import { z } from 'zod';

export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

/** One of the languages, chosen: a field's message if it is anything else. */
export const languageChoiceSchema = z.enum(LANGUAGES, 'Choose English or Urdu.');

export const languageSchema = languageChoiceSchema
  .default('en')
  .describe('The language of the e-mails this request sends, and of the account it creates: en or ur.');

/** PUT /me/language: the language of the learner's e-mails from now on. */
export const emailLanguageUpdateSchema = z.object({
  language: languageChoiceSchema.describe('The language of the e-mails the platform sends the learner: en or ur.'),
});
export type EmailLanguageUpdate = z.infer<typeof emailLanguageUpdateSchema>;
