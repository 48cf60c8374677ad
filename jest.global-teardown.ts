// The run's database templates (jest.global-setup.ts) go with the run.
import { rmSync } from 'node:fs';

export default function globalTeardown(): void {
  const dir = process.env.TEST_DATABASE_TEMPLATES;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
