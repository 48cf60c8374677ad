// Text a person typed. Control characters (NUL and the like) are refused at the field that carries them, before
// any reaches storage (PostgreSQL cannot store NUL at all); multi-line fields keep line breaks and tabs.
import type { z } from 'zod';

const LINE_BREAKS_AND_TABS = new Set([0x09, 0x0a, 0x0d]);

/** C0 controls, DEL and the C1 controls; line breaks and tabs too unless the field is multi-line. */
export function hasControlCharacters(value: string, multiLine = false): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (control && !(multiLine && LINE_BREAKS_AND_TABS.has(code))) return true;
  }
  return false;
}

/** The public forms' wording (the form puts the field's label first). */
export const NO_CONTROL_CHARACTERS = 'must not contain control characters';
/** The account and staff forms' wording. */
export const PRINTABLE_ONLY = 'Use printable characters only (no control characters).';

export const singleLine = <T extends z.ZodString>(schema: T, message = NO_CONTROL_CHARACTERS) =>
  schema.refine((value) => !hasControlCharacters(value), message);

export const multiLine = <T extends z.ZodString>(schema: T, message = NO_CONTROL_CHARACTERS) =>
  schema.refine((value) => !hasControlCharacters(value, true), message);

/**
 * Invisible controls that change the direction text is shown in (LRM, RLM, ALM, the embeddings, overrides and
 * isolates): a name with U+202E reads backwards in a mail or a staff screen and can disguise what it says.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

export const hasBidiControls = (value: string) => BIDI_CONTROLS.test(value);

/** The public forms' wording (the form puts the field's label first). */
export const NO_DIRECTION_CONTROLS = 'must not contain invisible text-direction characters';
/** The account form's wording. */
export const NAME_WITHOUT_DIRECTION_CONTROLS =
  'Remove the invisible text-direction characters (such as U+202E) from the name.';

/** A person's name: one line, and no text-direction controls (right-to-left scripts need none to show right). */
export const personName = <T extends z.ZodString>(schema: T, message: string, bidiMessage: string) =>
  singleLine(schema, message).refine((value) => !hasBidiControls(value), bidiMessage);
