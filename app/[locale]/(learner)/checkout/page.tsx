// /checkout – pay for a programme: identity, the order, the payment method, the result. The step and the
// order live in the URL; the server works out what to show and the client component shows it.
import { cache } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';
import { checkoutHref, parseCheckoutSearch } from '@/lib/checkout/checkout-url';
import { requireSession } from '@/lib/session/server-session';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { CheckoutFlow } from './_components/checkout-flow';
import { NotForSalePage } from './_components/not-for-sale';
import { loadCheckout } from './checkout-view';

const CHECKOUT_METADATA: Metadata = signedInPageMetadata({
  title: 'Checkout',
  description: 'Enrol in a programme: confirm your order, then pay by card, JazzCash, Easypaisa or bank transfer.',
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// What the page shows, loaded once per request for the title and the page (keyed by the query, as JSON); an unknown
// order or programme is notFound() for both, so the tab says "Page Not Found" too.
const checkoutFor = cache(async (query: string) => {
  const search = parseCheckoutSearch(JSON.parse(query) as Record<string, string | string[] | undefined>);
  const loaded = await loadCheckout(await requireSession(checkoutHref(search)), search);
  if (loaded.kind === 'not-found') notFound();
  return loaded;
});

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  await checkoutFor(JSON.stringify(await searchParams));
  return CHECKOUT_METADATA;
}

export default async function CheckoutPage({ searchParams }: { searchParams: SearchParams }) {
  const loaded = await checkoutFor(JSON.stringify(await searchParams));
  if (loaded.kind === 'not-for-sale') return <NotForSalePage notForSale={loaded.notForSale} />;
  if (loaded.kind === 'no-programme') {
    return (
      <div className="container section">
        <PageHeader
          eyebrow="Checkout"
          title="Choose a programme first"
          lead="Checkout starts from a programme’s page: pick the one you want and press “Enrol”."
        />
        <Link href="/">Browse programmes</Link>
      </div>
    );
  }
  const { view } = loaded;
  return (
    <div className="container section">
      <PageHeader
        eyebrow="Checkout"
        title={
          view.order && view.order.semester > 1
            ? `Pay for semester ${view.order.semester} of ${view.options.programme.title}`
            : `Enrol in ${view.options.programme.title}`
        }
      />
      <CheckoutFlow view={view} />
    </div>
  );
}
