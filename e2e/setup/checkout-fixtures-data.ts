// What e2e/setup/checkout-fixtures.ts puts in the run's database before the server opens it, for the specs to use.
import path from 'node:path';

/** A programme the fixtures close for enrolment: not featured, and no other spec enrols in it. */
export const CLOSED_PROGRAMME = { slug: 'ui-ux-product-design', title: 'UI/UX and Product Design' };

/** A learner whose order was opened yesterday and never paid in time. */
export const EXPIRED_ORDER_LEARNER = {
  email: 'expired-order@e2e.test',
  fullName: 'Bilal Ahmed',
  password: 'e2e expired order learner password',
};

/** A learner with an order for CLOSED_PROGRAMME, opened just before it closed (today: not overdue), never paid. */
export const OPEN_ORDER_LEARNER = {
  email: 'closed-open-order@e2e.test',
  fullName: 'Mariam Qureshi',
  password: 'e2e open order learner password',
};

/** The test gateway's webhook secret in the e2e run (playwright.config.ts sets TEST_GATEWAY_SECRET to it). */
export const E2E_TEST_GATEWAY_SECRET = 'e2e-test-gateway-secret-of-at-least-32-characters';

/** Bearer token of POST /api/revalidate in the e2e run (playwright.config.ts sets REVALIDATE_SECRET to it). */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret-of-at-least-32-characters';

export interface ExpiredOrderFixture {
  orderId: string;
  /** The payment's reference at the gateway, and the hosted page the learner was sent to. */
  gatewayRef: string;
  hostedPageUrl: string;
  amountPaisa: number;
}

/** Where the fixtures tell the specs the ids they created (one file per e2e port: runs on other ports do not meet). */
export const fixturesFile = (port: number | string = process.env.E2E_PORT ?? 3210) =>
  path.resolve('.data', `e2e-checkout-fixtures-${port}.json`);
