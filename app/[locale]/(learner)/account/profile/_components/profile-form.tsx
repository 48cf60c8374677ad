'use client';
// Name and phone, with sign-up's fields and rules; what was typed stays on an error.
import { useActionState } from 'react';
import { PhoneField } from '@/components/phone-field';
import { Button } from '@/components/ui/button';
import { FormOutcome } from '@/components/ui/form-outcome';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import { updateProfileAction, type ProfileState } from '../actions';
import styles from '../../account.module.css';

const FIELDS = [
  { name: 'full_name', id: 'profile-name' },
  { name: 'phone', id: 'profile-phone' },
] as const;

const initialState: ProfileState = initialActionState;

export function ProfileForm({
  fullName,
  phone,
  defaultCountry,
}: {
  fullName: string;
  phone: string | null;
  defaultCountry: string;
}) {
  const [state, action, pending] = useActionState(updateProfileAction, initialState, '/account/profile');
  const { values, fieldErrors: errors, submission: k } = state;
  const typed = state.submission > 0;
  return (
    <form action={action} className={styles.form} noValidate>
      <FormOutcome state={state} fields={FIELDS} />
      <TextField
        id="profile-name"
        label="Full name"
        name="full_name"
        autoComplete="name"
        required
        defaultValue={typed ? values.full_name : fullName}
        key={`name-${k}`}
        error={errors.full_name}
      />
      <PhoneField
        key={`phone-${k}`}
        id="profile-phone"
        name="phone"
        label="Phone (optional)"
        defaultCountry={values.phoneCountry || defaultCountry}
        defaultValue={typed ? values.phone : (phone ?? '')}
        error={errors.phone}
        preferredCountries={['PK']}
      />
      <Button type="submit" disabled={pending} aria-disabled={pending}>
        {pending ? 'Saving…' : 'Save name and phone'}
      </Button>
    </form>
  );
}
