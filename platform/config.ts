// The platform's own configuration, read once from the environment and validated.
import { z } from 'zod';

const platformEnvSchema = z.object({
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  PGLITE_DATA_DIR: z.string().min(1).default('.data/pglite'),
  /** Seed the demo catalogue into an empty database on start. */
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
});

export type PlatformConfig = z.infer<typeof platformEnvSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function readPlatformConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const parsed = platformEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new ConfigError(`Invalid platform configuration: ${issues}`);
  }
  return parsed.data;
}
