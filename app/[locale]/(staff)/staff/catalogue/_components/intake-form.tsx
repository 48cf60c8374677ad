'use client';
// The intake editor: name, dates, seats and whether it takes orders. Saved at once on the version the page was read at
// (a hidden field), so another admin's save meanwhile is refused rather than overwritten.
import { useActionState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { initialActionState } from '@/lib/forms/action-state';
import { saveIntakeAction, type IntakeState } from '../intake-actions';
import { type Values } from './form-content';
import { TwinField } from './twin-field';
import { EditorForm } from './editor-form';

const FIELDS = ['name', 'nameUr', 'slug', 'startsOn', 'endsOn', 'enrolmentClosesOn', 'seats', 'open'].map((name) => ({
  name,
  id: `intake-${name}`,
}));

const DATE_HINT = 'YYYY-MM-DD, for example 2027-03-01.';

interface Props {
  /** The intake's slug; absent for a new one. */
  original?: string;
  version?: number;
  initial: Values;
  /** Once a learner holds an order for it, its name and dates no longer change. */
  datesFixed?: boolean;
  formKey: string;
  permalink: string;
}

export function IntakeForm({ original, version, initial, datesFixed, formKey, permalink }: Props) {
  const [state, action, pending] = useActionState(saveIntakeAction, initialActionState as IntakeState, permalink);
  const value = (name: string) => state.values[name] ?? initial[name] ?? '';
  const field = (name: string) => ({
    id: `intake-${name}`,
    name,
    defaultValue: value(name),
    error: state.fieldErrors[name],
  });
  const fixed = datesFixed ? 'Fixed: learners hold orders for this intake.' : undefined;
  return (
    <EditorForm
      action={action}
      state={state}
      pending={pending}
      fields={FIELDS}
      notSaved="The intake was not saved"
      formKey={formKey}
      original={original}
      version={version}
      submit={original ? 'Save the intake' : 'Create the intake'}
    >
      <TwinField label="Name" name="name" field={field} hint={fixed ?? 'For example: Spring 2027'} required />
      {original ? (
        <input type="hidden" name="slug" value={value('slug')} />
      ) : (
        <TextField
          label="Address (slug)"
          hint="Lowercase letters, digits and hyphens; orders name it, so it is fixed once created."
          dir="ltr"
          autoComplete="off"
          required
          {...field('slug')}
        />
      )}
      <TextField
        label="Starts on"
        hint={fixed ?? DATE_HINT}
        dir="ltr"
        autoComplete="off"
        required
        {...field('startsOn')}
      />
      <TextField label="Ends on" hint={fixed ?? DATE_HINT} dir="ltr" autoComplete="off" required {...field('endsOn')} />
      <TextField
        label="Enrolment closes on"
        hint="The last day an order can be started, before the start date. Empty: the day before it starts."
        dir="ltr"
        autoComplete="off"
        {...field('enrolmentClosesOn')}
      />
      <TextField
        label="Seats"
        hint="Paid orders and unpaid ones not yet expired hold a seat; a full intake closes itself. Empty: no limit."
        inputMode="numeric"
        autoComplete="off"
        {...field('seats')}
      />
      <SelectField
        label="Orders"
        hint="Closing stops new orders; the orders already made stand."
        options={[
          { value: 'open', label: 'Taking orders' },
          { value: 'closed', label: 'Closed to new orders' },
        ]}
        {...field('open')}
      />
    </EditorForm>
  );
}
