'use client';
// The admin's form: whose account (its e-mail address) and which role. A hidden key per form makes a double submit or
// a retry one change (Idempotency-Key); a new one comes with every answer.
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import { fieldIds, fieldPropsOf } from '../../_components/form-fields';
import { changeRoleAction, type RoleState } from '../actions';

const FIELDS = fieldIds('role', ['email', 'role']);

const ROLES = [
  { value: 'staff', label: 'Staff: decides identities, transfers, scholarships and withdrawals' },
  { value: 'admin', label: 'Administrator: staff, and also roles, the audit log and the catalogue' },
  { value: 'learner', label: 'Learner: no staff role (withdraws it)' },
];
const ROLE_NAMES: Record<string, string> = { learner: 'a learner', staff: 'staff', admin: 'an administrator' };

export function RoleForm({ formKey }: { formKey: string }) {
  const [state, action, pending] = useActionState(changeRoleAction, initialActionState as RoleState, '/staff/roles');
  const receipt = state.receipt;
  const field = fieldPropsOf(FIELDS, state);
  return (
    <form action={action} noValidate key={state.submission}>
      <ErrorSummary state={state} fields={FIELDS} />
      {receipt ? (
        <p role="status">
          {receipt.changed
            ? `${receipt.fullName} (${receipt.email}) is now ${ROLE_NAMES[receipt.role]}. They see it the next time they sign in.`
            : `${receipt.fullName} (${receipt.email}) was already ${ROLE_NAMES[receipt.role]}; nothing changed.`}
        </p>
      ) : null}
      <input type="hidden" name="key" value={`${formKey}-${state.submission}`} />
      <TextField
        label="E-mail address of their account"
        hint="They register on the portal first."
        type="email"
        autoComplete="off"
        {...field('email')}
      />
      <SelectField label="Role" options={ROLES} {...field('role')} defaultValue={state.values.role ?? 'staff'} />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Saving…' : 'Save role'}
      </Button>
    </form>
  );
}
