// The checkout's address from its state, for the links and redirects of its steps. Apart from ./checkout-url.ts,
// which parses an address with zod on the server: the steps' links alone brought zod and the whole contract (35 KB
// gzip) to /checkout in the browser.
export const CHECKOUT_PATH = '/checkout';
export const STEP_PARAMS = ['identity', 'order', 'method', 'transfer', 'result'] as const;
export type StepParam = (typeof STEP_PARAMS)[number];

export interface CheckoutSearch {
  programme?: string | undefined;
  intake?: string | undefined;
  order?: string | undefined;
  step?: StepParam | undefined;
  notice?: 'unverified' | undefined;
}

/** `/checkout?…` with the given state, in a stable parameter order. */
export function checkoutHref(state: CheckoutSearch): string {
  const query = new URLSearchParams();
  for (const key of ['programme', 'intake', 'order', 'step', 'notice'] as const) {
    const value = state[key];
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `${CHECKOUT_PATH}?${text}` : CHECKOUT_PATH;
}
