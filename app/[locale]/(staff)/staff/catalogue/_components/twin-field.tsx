// A catalogue text in English with its Urdu twin beside it. The twin is written right to left, and marked "Missing"
// while empty, since the Urdu pages then show the English text (marked as English) and nobody should take that for a
// translation. Only the English one is required and has a hint or a length limit: the Urdu one may wait.
import type { ReactNode } from 'react';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import styles from './editor.module.css';

/** A field's own props, as the editor's `field(name)` gives them. */
interface FieldProps {
  id: string;
  name: string;
  defaultValue: string;
  error?: string;
}

interface Props {
  label: string;
  /** The English field's name; the Urdu one's is this with `Ur` after it. */
  name: string;
  field: (name: string) => FieldProps;
  hint?: ReactNode;
  required?: boolean;
  /** Given, both are multi-line fields this many rows high. */
  rows?: number;
  /** Characters the platform accepts in the English text. */
  limit?: number;
}

export function TwinField({ label, name, field, hint, required, rows, limit }: Props) {
  const english = field(name);
  return (
    <div className={styles.pair}>
      {rows === undefined ? (
        <TextField label={label} hint={hint} autoComplete="off" required={required} {...english} />
      ) : (
        <TextAreaField label={label} hint={hint} rows={rows} limit={limit} required={required} {...english} />
      )}
      <UrduTwin label={label} rows={rows} {...field(`${name}Ur`)} />
    </div>
  );
}

function UrduTwin({ label, rows, ...props }: FieldProps & { label: string; rows?: number }) {
  const missing = props.defaultValue.trim() === '';
  const fullLabel = (
    <>
      {label} in Urdu{missing ? <strong className={styles.missing}> (missing)</strong> : null}
    </>
  );
  const hint = missing ? 'Not translated: Urdu pages show the English text, marked as English.' : undefined;
  const shared = { ...props, label: fullLabel, hint, lang: 'ur', dir: 'rtl' as const };
  return rows === undefined ? <TextField autoComplete="off" {...shared} /> : <TextAreaField rows={rows} {...shared} />;
}
