// GET /api/build – the id of the build serving this request; clients poll it to notice a new deploy.
import { currentBuildId } from '@/lib/build/current-build-id';

export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ buildId: currentBuildId() }, { headers: { 'cache-control': 'no-store' } });
}
