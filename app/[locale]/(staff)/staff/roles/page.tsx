// /staff/roles – for administrators: who holds the staff and admin roles, and the form that gives or takes one.
// Nobody changes their own role, and the last administrator stays (the platform refuses both, at the field).
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { Table } from '@/components/ui/table';
import { listRoleHolders } from '@/lib/api/staff-admin';
import { signedInPageMetadata } from '@/lib/seo/page-metadata';
import { requireAdminSession } from '@/lib/session/staff-session';
import { RoleForm } from './_components/role-form';

export const metadata: Metadata = signedInPageMetadata({
  title: 'Roles',
  description: 'Who is staff and who is an administrator; give or take a role.',
});

const ROLE_LABELS = { learner: 'Learner', staff: 'Staff', admin: 'Administrator' } as const;

export default async function StaffRolesPage() {
  const session = await requireAdminSession('/staff/roles');
  const { items } = await listRoleHolders(session.accessToken);
  return (
    <>
      <PageHeader
        title="Roles"
        lead="Staff decide identities, bank transfers, scholarships and withdrawals. Administrators also give roles, read the audit log and edit the catalogue. Every change is in the audit log."
      />
      <section aria-labelledby="give-role">
        <h2 id="give-role">Give or take a role</h2>
        <RoleForm formKey={crypto.randomUUID()} />
      </section>
      <section aria-labelledby="role-holders">
        <h2 id="role-holders">Staff and administrators</h2>
        <Table
          caption="Accounts holding a role, administrators first"
          stackOnPhone
          columns={['Name', 'E-mail address', 'Role']}
          rows={items.map((item) => ({
            key: item.accountId,
            cells: [item.fullName, item.email, ROLE_LABELS[item.role]],
          }))}
        />
      </section>
    </>
  );
}
