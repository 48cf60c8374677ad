// The test gateway's merchant API, answered in process: create a payment session and ask its status.
// Outcomes still reach the platform only as signed returns, signed webhooks and these status answers.
import { createSession, findSessionByRef, type NewSession, type TestSession } from './sessions';
import type { TestGatewayContext } from './settings';

export interface TestGatewayApi {
  createSession(input: NewSession): Promise<{ id: string; url: string }>;
  status(merchantRef: string): Promise<TestSession | undefined>;
}

export const hostedPageUrl = (publicUrl: string, id: string) => `${publicUrl}/test-gateway/pay/${id}`;

export function testGatewayApi(context: TestGatewayContext): TestGatewayApi {
  return {
    async createSession(input) {
      const session = await createSession(context.db, input, context.now());
      return { id: session.id, url: hostedPageUrl(context.settings.publicUrl, session.id) };
    },
    status: (merchantRef) => findSessionByRef(context.db, merchantRef),
  };
}
