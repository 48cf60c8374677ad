// The 403 page of /staff/*: a signed-in account without the staff role (lib/session/staff-session.ts calls forbidden()).
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';

export default function StaffOnly() {
  return (
    <PageHeader
      title="Staff only"
      lead="This page is for staff. If you work here, ask an administrator to give your account the staff role."
    >
      <Link href="/user-dashboard">Go to my dashboard</Link>
    </PageHeader>
  );
}
