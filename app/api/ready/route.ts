// GET /api/ready – the platform's database answers (readiness); 503 until it does.
import { config } from '@/lib/config';

export const dynamic = 'force-dynamic';

export async function GET() {
  const ready = config().PLATFORM_API_URL ? await externalPlatformReady() : await (await import('@/platform')).platformReady();
  return Response.json({ status: ready ? 'ready' : 'unavailable' }, { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}

async function externalPlatformReady(): Promise<boolean> {
  try {
    const response = await fetch(new URL('health', `${config().PLATFORM_API_URL}/`), { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}
