// The Urdu twin of an English field, beside it: written right to left, and marked "Missing" while empty, since the
// Urdu pages then show the English text (marked as English) and nobody should take that for a translation.
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import styles from './editor.module.css';

interface Props {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  multiLine?: boolean;
  rows?: number;
}

export function UrduTwin({ id, name, label, defaultValue, error, multiLine, rows }: Props) {
  const missing = defaultValue.trim() === '';
  const fullLabel = (
    <>
      {label} in Urdu{missing ? <strong className={styles.missing}> (missing)</strong> : null}
    </>
  );
  const hint = missing ? 'Not translated: Urdu pages show the English text, marked as English.' : undefined;
  const shared = { id, name, label: fullLabel, hint, defaultValue, error, lang: 'ur', dir: 'rtl' as const };
  return multiLine ? <TextAreaField rows={rows ?? 4} {...shared} /> : <TextField autoComplete="off" {...shared} />;
}
