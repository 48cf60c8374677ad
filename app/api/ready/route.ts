// GET /api/ready – readiness: 503 while the process drains (SIGTERM) or the platform's database does not answer.
import { config } from '@/lib/config';
import { isDraining } from '@/lib/operations/lifecycle';

export const dynamic = 'force-dynamic';

export async function GET() {
  const status = isDraining() ? 'draining' : (await platformReady()) ? 'ready' : 'unavailable';
  return Response.json({ status }, { status: status === 'ready' ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}

async function platformReady(): Promise<boolean> {
  if (!config().PLATFORM_API_URL) return (await import('@/platform')).platformReady();
  try {
    const response = await fetch(new URL('health', `${config().PLATFORM_API_URL}/`), { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}
