// An intake's form fields and its content: empty optional fields are null (no limit, the day before it starts).
import type { EditableIntake, IntakeContent } from '@/contract';
import type { Values } from './form-content';

const orNull = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/** The form's text as the contract's input; the schema then says what is wrong, at the field. */
export const intakeFromForm = (values: Values) => ({
  slug: (values.slug ?? '').trim(),
  name: (values.name ?? '').trim(),
  nameUr: orNull(values.nameUr),
  startsOn: (values.startsOn ?? '').trim(),
  endsOn: (values.endsOn ?? '').trim(),
  enrolmentClosesOn: orNull(values.enrolmentClosesOn),
  seats: orNull(values.seats?.replace(/,/g, '')) === null ? null : Number(values.seats?.replace(/,/g, '')),
  open: values.open !== 'closed',
});

export const intakeToForm = (content: IntakeContent): Values => ({
  slug: content.slug,
  name: content.name,
  nameUr: content.nameUr ?? '',
  startsOn: content.startsOn,
  endsOn: content.endsOn,
  enrolmentClosesOn: content.enrolmentClosesOn ?? '',
  seats: content.seats === null ? '' : String(content.seats),
  open: content.open ? 'open' : 'closed',
});

export const STATUS_TEXT: Record<EditableIntake['status'], string> = {
  open: 'Taking orders',
  closed: 'Closed: no new orders',
  full: 'Full: every seat is held',
  cancelled: 'Cancelled',
};
