// GET /api/ready – readiness: 503 while the process drains (SIGTERM) or the platform's database does not answer.
import { checkPlatformHealth } from '@/lib/api/platform-health';
import { config } from '@/lib/config';
import { isDraining } from '@/lib/operations/lifecycle';

export const dynamic = 'force-dynamic';

export async function GET() {
  const status = isDraining()
    ? 'draining'
    : (await checkPlatformHealth(config().PLATFORM_API_URL))
      ? 'ready'
      : 'unavailable';
  return Response.json(
    { status },
    { status: status === 'ready' ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
