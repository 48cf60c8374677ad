// What a signed-in account without the staff role sees on a staff page.
import { AdaptiveLink as Link } from '@/components/runtime/adaptive-link';
import { PageHeader } from '@/components/ui/page-header';

export function StaffOnly() {
  return (
    <PageHeader title="Staff only" lead="This page is for staff. If you work here, ask an administrator to give your account the staff role.">
      <Link href="/user-dashboard">Go to my dashboard</Link>
    </PageHeader>
  );
}
