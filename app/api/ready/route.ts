// GET /api/ready – the platform's database answers (readiness); 503 until it does.
import { checkPlatformHealth } from '@/lib/api/platform-health';
import { config } from '@/lib/config';

export const dynamic = 'force-dynamic';

export async function GET() {
  const ready = await checkPlatformHealth(config().PLATFORM_API_URL);
  return Response.json({ status: ready ? 'ready' : 'unavailable' }, { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
