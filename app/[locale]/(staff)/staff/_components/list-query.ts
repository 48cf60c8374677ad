// A staff list's filters as they come in the URL and go back out in its links (filters, order, the cursor).
import type { z } from 'zod';
import { fieldErrorsOf } from '@/lib/forms/action-state';

/** The first value of a query parameter, or ''. */
export const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The query string of these values, leaving out what is blank, so links stay short. */
export const queryOf = (values: Record<string, unknown>): string =>
  new URLSearchParams(
    Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();

/** `path`, with `?search` when there is one. */
export const withQuery = (path: string, search: string) => (search ? `${path}?${search}` : path);

/** The filter form's state: what was typed, and each field's message when the filters do not parse. */
export const filterState = (
  values: Record<string, string>,
  parsed: { success: true } | { success: false; error: z.ZodError },
) => ({ values, fieldErrors: parsed.success ? {} : fieldErrorsOf(parsed.error), submission: 1 });
