'use client';
// The intake editor: name, dates, seats and whether it takes orders. Saved at once on the version the page was read at
// (a hidden field), so another admin's save meanwhile is refused rather than overwritten.
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { fieldIds } from '../../_components/form-fields';
import { saveIntakeAction } from '../intake-actions';
import { TwinField } from './twin-field';
import { EditorForm, useEditor, type EditorEntry } from './editor-form';

const FIELDS = fieldIds('intake', [
  'name',
  'nameUr',
  'slug',
  'startsOn',
  'endsOn',
  'enrolmentClosesOn',
  'seats',
  'open',
]);

const DATE_HINT = 'YYYY-MM-DD, for example 2027-03-01.';

interface Props extends EditorEntry {
  /** Once a learner holds an order for it, its name and dates no longer change. */
  datesFixed?: boolean;
}

export function IntakeForm({ datesFixed, ...entry }: Props) {
  const { editor, value, field } = useEditor(saveIntakeAction, entry, 'intake');
  const fixed = datesFixed ? 'Fixed: learners hold orders for this intake.' : undefined;
  return (
    <EditorForm editor={editor} fields={FIELDS} what="intake" save="Save the intake" create="Create the intake">
      <TwinField label="Name" name="name" field={field} hint={fixed ?? 'For example: Spring 2027'} required />
      {entry.original ? (
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
