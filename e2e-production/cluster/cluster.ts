// Two instances of the e2e build on one throwaway PostgreSQL behind nginx with the deploy configuration.
// Ports derive from E2E_PORT: PostgreSQL +4000, the instances +5000 and +5001, nginx +6000.
import path from 'node:path';
import { TestNginx } from './nginx';
import { PortalInstance } from './portal-instance';
import { TestPostgres } from './postgres';

export const REVALIDATE_SECRET = 'production-suite-revalidate-secret-0123456789';

export interface Cluster {
  postgres: TestPostgres;
  instances: [PortalInstance, PortalInstance];
  nginx: TestNginx;
  stop(): Promise<void>;
}

export async function startCluster(): Promise<Cluster> {
  const base = Number(process.env.E2E_PORT ?? 3210);
  const postgres = await TestPostgres.create(base + 4000);
  const nginx = new TestNginx(base + 6000, path.resolve('.data', `production-nginx-${Date.now()}`));
  const env = {
    NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next-e2e',
    DATABASE_URL: postgres.url(),
    AUTH_SECRET: 'production-suite-auth-secret-0123456789abcdef',
    STORAGE_ENCRYPTION_KEY: 'Z9HXOplimJ86bTLaAOZ1Ll0Mp/dZuxPzxvSlXtpYUiQ=',
    REVALIDATE_SECRET,
    SITE_URL: nginx.url,
    TRUSTED_CLIENT_IP_HEADER: 'x-real-ip',
    MAIL_FROM: 'Learner Portal <no-reply@learn.example.org>',
    // The write load sends every support request from nginx's one address (127.0.0.1): no per-address form limit.
    FORM_SUBMISSIONS_PER_HOUR: '0',
    LOG_LEVEL: 'info',
    // Tight limits so an outage shows in seconds; the suite's clients wait far longer than these.
    DATABASE_CONNECT_TIMEOUT_MS: '1000',
    DATABASE_STATEMENT_TIMEOUT_MS: '2000',
    SHUTDOWN_TIMEOUT_MS: '15000',
  };
  const instances: [PortalInstance, PortalInstance] = [
    new PortalInstance(base + 5000, env),
    new PortalInstance(base + 5001, env),
  ];
  // Started together on the empty database: migrations and seeding take turns under the advisory lock.
  for (const instance of instances) instance.launch();
  try {
    await Promise.all(instances.map((instance) => instance.ready()));
    await nginx.start(instances.map((instance) => instance.port));
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.stop()));
    await nginx.stop();
    postgres.destroy();
    throw error;
  }
  return {
    postgres,
    instances,
    nginx,
    async stop() {
      await nginx.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
      postgres.destroy();
    },
  };
}
