// The languages the learner may read the portal and its e-mails in: the account keeps its learner's, and the
// requests that send a mail before there is an account (sign-up, recovery) say which. English when not said.
import { z } from 'zod';

export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

export const languageSchema = z
  .enum(LANGUAGES)
  .default('en')
  .describe('The language of the e-mails this request sends, and of the account it creates: en or ur.');
