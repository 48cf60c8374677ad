'use client';
// A labelled multi-line field with hint, error and, given a limit, its length as the learner types. There is no
// maxlength: it cut pasted text silently. The count says when the text is too long, and the server refuses it at the
// field with the text kept. Without JavaScript the limit shows as a static hint.
import { useId, useRef, useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { lengthHint, lengthZone, zoneAnnouncement, type CountText, type LengthZone } from './character-count';
import { FieldShell, fieldAria } from './field-shell';
import styles from './field.module.css';

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'children' | 'maxLength'> & {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  error?: string;
  /** Characters the platform accepts: shown and counted, never enforced by the browser. */
  limit?: number;
  /** The count's words on a page in another language than English. */
  countText?: CountText;
};

export function TextAreaField({
  label,
  hint,
  error,
  id,
  required,
  limit,
  countText,
  onChange,
  ...props
}: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  // null until the first keystroke: until then the line states the limit (as it does without JavaScript).
  const [length, setLength] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const zone = useRef<LengthZone>('within');
  const countId = `${fieldId}-count`;

  const onInput = (event: ChangeEvent<HTMLTextAreaElement>) => {
    onChange?.(event);
    if (limit === undefined) return;
    const typed = event.currentTarget.value.length;
    const next = lengthZone(typed, limit);
    const said = zoneAnnouncement(next, zone.current, typed, limit, countText);
    zone.current = next;
    setLength(typed);
    if (said) setAnnouncement(said);
  };

  return (
    <FieldShell controlId={fieldId} label={label} required={required} hint={hint} error={error}>
      {/* The learner's own words, in whichever script: typed Urdu reads right to left. */}
      <textarea
        dir="auto"
        {...props}
        id={fieldId}
        required={required}
        className={styles.control}
        onChange={onInput}
        {...fieldAria(fieldId, hint, error, limit === undefined ? undefined : countId)}
      />
      {limit === undefined ? null : (
        <>
          <span id={countId} className={length !== null && length > limit ? styles.error : styles.hint}>
            {lengthHint(length, limit, countText)}
          </span>
          <span role="status" className="visually-hidden">
            {announcement}
          </span>
        </>
      )}
    </FieldShell>
  );
}
