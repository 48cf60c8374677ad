// Writes the platform's OpenAPI document as the server serves it, without a server or a database: routes only
// read their dependencies when a request comes, and this asks for the document alone.
// Usage: tsx scripts/write-openapi.ts <file>
import { writeFileSync } from 'node:fs';
import { createPlatformApp } from '../platform/app';
import type { PlatformDeps } from '../platform/deps';
import { createLogger } from '../platform/logger';

const [file] = process.argv.slice(2);
if (!file) throw new Error('Usage: tsx scripts/write-openapi.ts <file>');

const deps = { db: undefined as never, logger: createLogger('silent'), now: () => new Date() } satisfies PlatformDeps;
const response = await createPlatformApp(deps).request('/api/v1/openapi.json');
if (response.status !== 200) throw new Error(`openapi.json answered ${response.status}`);
writeFileSync(file, `${JSON.stringify(await response.json(), null, 2)}\n`);
