// A staff form's fields: each name with the id of its control, and a field's own props from the form's state.

/** Each field's name with its control's id, `${prefix}-${name}`, in form order (what the error summary links to). */
export const fieldIds = <const Name extends string>(prefix: string, names: readonly Name[]) =>
  names.map((name) => ({ name, id: `${prefix}-${name}` }));

/** What a form's fields are filled from: what was typed (or sent), and each field's message. */
interface FieldState {
  values: Partial<Record<string, string>>;
  fieldErrors: Partial<Record<string, string>>;
}

/** A field's own props: its id and name (as `fields` pair them), what was typed, and its message. */
export const fieldPropsOf =
  <Field extends { name: string; id: string }>(fields: ReadonlyArray<Field>, state: FieldState) =>
  (name: Field['name']) => ({
    id: fields.find((field) => field.name === name)?.id,
    name,
    defaultValue: state.values[name],
    error: state.fieldErrors[name],
  });
