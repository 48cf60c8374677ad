// The checkout's state lives in its URL (so back, reload and a shared link all work): which programme and
// intake, which order, which step. Anything malformed is dropped rather than trusted.
import { z } from 'zod';
import { slugSchema } from '@/contract';
import { splitLocale } from '../i18n/locale-path';
import { CHECKOUT_PATH, STEP_PARAMS, type CheckoutSearch } from './checkout-href';

export { checkoutHref, type CheckoutSearch } from './checkout-href';

const one = (value: unknown) => (Array.isArray(value) ? value[0] : value);

const checkoutSearchSchema = z.object({
  programme: slugSchema.optional().catch(undefined),
  intake: slugSchema.optional().catch(undefined),
  order: z.uuid().optional().catch(undefined),
  step: z.enum(STEP_PARAMS).optional().catch(undefined),
  notice: z.enum(['unverified']).optional().catch(undefined),
});

export function parseCheckoutSearch(params: Record<string, string | string[] | undefined>): CheckoutSearch {
  return checkoutSearchSchema.parse(
    Object.fromEntries(Object.entries(params).map(([key, value]) => [key, one(value)])),
  );
}

/** The programme a same-origin path is enrolling in (`/checkout?programme=…`, `/ur/checkout?…`), if it is one. */
export function enrollingProgramme(path: string | null | undefined): string | null {
  if (!path) return null;
  try {
    const url = new URL(path, 'http://same-origin.invalid');
    if (splitLocale(url.pathname).path !== CHECKOUT_PATH) return null;
    const programme = slugSchema.safeParse(url.searchParams.get('programme'));
    return programme.success ? programme.data : null;
  } catch {
    return null;
  }
}
