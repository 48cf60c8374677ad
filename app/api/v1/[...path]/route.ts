// The one mount point of the platform API inside the Next.js server: every request goes to the platform as it is
// (catalogue reads carry the platform's own ETag and Cache-Control, which nginx in front follows).
import { platformFetch } from '@/platform';

export const dynamic = 'force-dynamic';

const handle = (request: Request) => platformFetch(request);

export {
  handle as GET,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
  handle as OPTIONS,
  handle as HEAD,
};
