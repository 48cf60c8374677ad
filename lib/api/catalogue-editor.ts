// The platform's catalogue-editor calls (/staff/catalogue, admins only). Each write carries the form's own
// Idempotency-Key, so a double submit or a retry is one change.
import 'server-only';
import {
  catalogueChangeSchema,
  catalogueOverviewSchema,
  editableInstructorSchema,
  editableIntakeSchema,
  editableFaqSchema,
  editablePageSchema,
  editableProgrammeSchema,
  faqSchema,
  listOf,
  siteContentSchema,
  slugRedirectSchema,
  type FaqContent,
  type InstructorContent,
  type IntakeContent,
  type PageContent,
  type ProgrammeContent,
} from '@/contract';
import type { Locale } from '@/lib/i18n/locales';
import { callPlatform, orNotFound } from './client';
import { localeQuery } from './locale-query';

export type EditorKind = 'programmes' | 'instructors' | 'pages' | 'faq';

export const readCatalogueOverview = (accessToken: string) =>
  callPlatform('/staff/catalogue', catalogueOverviewSchema, { accessToken });

export const readEditableProgramme = (accessToken: string, slug: string) =>
  orNotFound(
    callPlatform(`/staff/catalogue/programmes/${encodeURIComponent(slug)}`, editableProgrammeSchema, { accessToken }),
  );

export const readEditableInstructor = (accessToken: string, slug: string) =>
  orNotFound(
    callPlatform(`/staff/catalogue/instructors/${encodeURIComponent(slug)}`, editableInstructorSchema, {
      accessToken,
    }),
  );

export const readEditablePage = (accessToken: string, key: string) =>
  orNotFound(callPlatform(`/staff/catalogue/pages/${encodeURIComponent(key)}`, editablePageSchema, { accessToken }));

export const readEditableFaq = (accessToken: string, id: string) =>
  orNotFound(callPlatform(`/staff/catalogue/faq/${encodeURIComponent(id)}`, editableFaqSchema, { accessToken }));

/** A page as the public will read it once its draft is published (the preview; admins only). */
export const readPagePreview = (accessToken: string, key: string, locale: Locale) =>
  orNotFound(
    callPlatform(`/staff/catalogue/preview/content/${encodeURIComponent(key)}`, siteContentSchema, {
      accessToken,
      query: localeQuery(locale),
    }),
  );

/** The support page's questions with every waiting draft and unpublished question (the preview; admins only). */
export const readFaqPreview = (accessToken: string, locale: Locale) =>
  callPlatform('/staff/catalogue/preview/faq', listOf(faqSchema), { accessToken, query: localeQuery(locale) });

type Content = ProgrammeContent | InstructorContent | PageContent | FaqContent;

export const createEntry = (accessToken: string, kind: EditorKind, content: Content, idempotencyKey: string) =>
  callPlatform(`/staff/catalogue/${kind}`, catalogueChangeSchema, {
    method: 'POST',
    accessToken,
    body: { content },
    idempotencyKey,
  });

export const saveDraft = (
  accessToken: string,
  kind: EditorKind,
  slug: string,
  request: { version: number; content: Content },
  idempotencyKey: string,
) =>
  callPlatform(`/staff/catalogue/${kind}/${encodeURIComponent(slug)}/draft`, catalogueChangeSchema, {
    method: 'POST',
    accessToken,
    body: request,
    idempotencyKey,
  });

export const publishEntry = (
  accessToken: string,
  kind: EditorKind,
  slug: string,
  step: 'publish' | 'unpublish' | 'remove',
  version: number,
  idempotencyKey: string,
) =>
  callPlatform(`/staff/catalogue/${kind}/${encodeURIComponent(slug)}/${step}`, catalogueChangeSchema, {
    method: 'POST',
    accessToken,
    body: { version },
    idempotencyKey,
  });

export const uploadInstructorPhoto = (accessToken: string, slug: string, body: Uint8Array, contentType: string) =>
  callPlatform(
    `/staff/catalogue/instructors/${encodeURIComponent(slug)}/photo`,
    catalogueChangeSchema.pick({ slug: true }),
    { method: 'POST', accessToken, body, headers: { 'content-type': contentType || 'application/octet-stream' } },
  );

/** Where a renamed programme or instructor is now, or null: the public pages answer 308 to it. */
export const findSlugRedirect = (kind: 'programme' | 'instructor', slug: string) =>
  orNotFound(callPlatform(`/catalogue-redirects/${kind}/${encodeURIComponent(slug)}`, slugRedirectSchema));

export const readEditableIntake = (accessToken: string, slug: string) =>
  orNotFound(
    callPlatform(`/staff/catalogue/intakes/${encodeURIComponent(slug)}`, editableIntakeSchema, { accessToken }),
  );

export const createIntake = (accessToken: string, content: IntakeContent, idempotencyKey: string) =>
  callPlatform('/staff/catalogue/intakes', catalogueChangeSchema, {
    method: 'POST',
    accessToken,
    body: { content },
    idempotencyKey,
  });

export const saveIntake = (
  accessToken: string,
  slug: string,
  request: { version: number; content: IntakeContent },
  idempotencyKey: string,
) =>
  callPlatform(`/staff/catalogue/intakes/${encodeURIComponent(slug)}/save`, catalogueChangeSchema, {
    method: 'POST',
    accessToken,
    body: request,
    idempotencyKey,
  });

/** Cancel (final: paid learners' orders cancelled, what they paid owed back) or delete (only when nobody holds it). */
export const endIntake = (
  accessToken: string,
  slug: string,
  step: 'cancel' | 'delete',
  version: number,
  idempotencyKey: string,
) =>
  callPlatform(`/staff/catalogue/intakes/${encodeURIComponent(slug)}/${step}`, catalogueChangeSchema, {
    method: 'POST',
    accessToken,
    body: { version },
    idempotencyKey,
  });
