// What the test gateway needs to run beside the platform: its signing secret (shared with the merchant
// adapter, as a real gateway's webhook secret is), where its hosted pages live, and a way to send webhooks.
import type { Database } from '../../db/client';
import type { Logger } from '../../logger';

export interface TestGatewaySettings {
  secret: string;
  /** Base URL the hosted page is served from (the platform's public URL). */
  publicUrl: string;
  /** Seconds before "confirm later" sends its webhook. */
  confirmLaterSeconds: number;
  fetch: typeof fetch;
}

export interface TestGatewayContext {
  db: Database;
  logger: Logger;
  now: () => Date;
  settings: TestGatewaySettings;
}
