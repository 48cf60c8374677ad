// Public forms against the platform: the support FAQ and scholarship intakes (cached reads) and the two
// submissions, each sent with the form render's Idempotency-Key so a double submit is stored once.
import 'server-only';
import { unstable_cache } from 'next/cache';
import {
  faqSchema,
  formReceiptSchema,
  listOf,
  programmeSummarySchema,
  PUBLIC_CACHE,
  scholarshipIntakeSchema,
  type ScholarshipApplicationInput,
  type SupportRequestInput,
} from '@/contract';
import type { Locale } from '@/lib/i18n/locales';
import { localeQuery } from './locale-query';
import { callPlatform } from './client';
import { clientAddressHeaders } from './client-address-headers';

/**
 * The FAQ shown on /support in the page's language (an argument, so part of the cache key); cached in the data cache
 * so a per-request page does not re-read it.
 */
export const getSupportFaq = unstable_cache(
  (locale: Locale) => callPlatform('/faq', listOf(faqSchema), { query: localeQuery(locale) }),
  ['support-faq'],
  { revalidate: PUBLIC_CACHE.revalidateSeconds, tags: ['faq'] },
);

/** Upcoming next-gen scholar intakes; the status (open, upcoming) follows the calendar, hence the short cache. */
export const getScholarshipIntakes = unstable_cache(
  () => callPlatform('/scholarship/intakes', listOf(scholarshipIntakeSchema)),
  ['scholarship-intakes'],
  { revalidate: PUBLIC_CACHE.revalidateSeconds, tags: ['scholarship-intakes'] },
);

/**
 * The programmes a scholarship applicant chooses from, in the page's language (an argument, so part of the cache key;
 * per-request page, so from the data cache).
 */
export const getProgrammeChoices = unstable_cache(
  async (locale: Locale) =>
    (
      await callPlatform('/programmes', listOf(programmeSummarySchema), {
        query: { limit: 100, ...localeQuery(locale) },
      })
    ).items
      // A scholar studies from the intake's term on: a programme closed for enrolment is not offered (the platform refuses it too).
      .filter((programme) => programme.enrolmentOpen)
      .map(({ slug, title, untranslated }) => ({ slug, title, untranslated })),
  ['scholarship-programmes'],
  { revalidate: PUBLIC_CACHE.revalidateSeconds, tags: ['programmes'] },
);

// The sender's address goes along: the platform limits submissions per address.
export const sendSupportRequest = async (input: SupportRequestInput, idempotencyKey: string) =>
  callPlatform('/support/requests', formReceiptSchema, {
    method: 'POST',
    body: input,
    idempotencyKey,
    headers: await clientAddressHeaders(),
  });

export const sendScholarshipApplication = async (input: ScholarshipApplicationInput, idempotencyKey: string) =>
  callPlatform('/scholarship/applications', formReceiptSchema, {
    method: 'POST',
    body: input,
    idempotencyKey,
    headers: await clientAddressHeaders(),
  });
