// The test gateway's hosted payment page: plain HTML that works without JavaScript, where the tester
// decides what the "bank" answers. Every value is escaped; nothing here trusts the merchant's text.
import { formatRupees } from '@/contract';
import type { TestSession } from './sessions';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const METHOD_NAME: Record<string, string> = {
  card: 'Debit or credit card',
  jazzcash: 'JazzCash wallet',
  easypaisa: 'Easypaisa wallet',
};

const STYLE = `body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#16202c;background:#f5f7fa}
main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #c9d2dd;border-radius:.875rem}
.banner{background:#fdf3e7;border:1px solid #a3420b;color:#6b2c07;padding:.5rem .75rem;border-radius:.5rem}
dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.actions{display:grid;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.75rem 1rem;border-radius:.5rem;border:2px solid #0b5cad;background:#fff;color:#0b5cad;cursor:pointer;text-align:left}
button[value=approve]{background:#0b5cad;color:#fff}button:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} – Test payment gateway</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export function paymentPage(session: TestSession, actionUrl: string): string {
  const amount = formatRupees({ amountPaisa: session.amountPaisa, currency: 'PKR' });
  return layout(
    `Pay ${amount}`,
    `<p class="banner" role="note"><strong>Test gateway.</strong> No real money moves. Choose what the bank answers.</p>
<h1>Pay ${escape(amount)}</h1>
<dl><dt>To</dt><dd>Learner Portal</dd><dt>For</dt><dd>${escape(session.description)}</dd>
<dt>Method</dt><dd>${escape(METHOD_NAME[session.method] ?? session.method)}</dd><dt>Transaction</dt><dd>${escape(session.id)}</dd></dl>
<form method="post" action="${escape(actionUrl)}" class="actions" aria-label="What the bank answers">
<button type="submit" name="decision" value="approve">Approve the payment</button>
<button type="submit" name="decision" value="decline">Decline (the bank refuses)</button>
<button type="submit" name="decision" value="later">Confirm later (the bank answers in a few seconds)</button>
<button type="submit" name="decision" value="cancel">Cancel and go back</button>
</form>`,
  );
}

export function closedPage(session: TestSession, backUrl: string, expired: boolean): string {
  const what = expired ? 'This payment session has expired.' : 'This payment has already been decided.';
  return layout(
    'Payment closed',
    `<h1>${what}</h1><p>Nothing more can be paid here.</p><p><a href="${escape(backUrl)}">Back to Learner Portal</a></p>`,
  );
}

export const notFoundPage = () =>
  layout('Not found', '<h1>No such payment</h1><p>The link is wrong or the payment never existed.</p>');
