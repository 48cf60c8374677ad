// The tel input's fixed attributes, one definition for the live field and the static one drawn before its code loads,
// so the server's markup and the live field's first render cannot drift apart (static-phone-field.test.tsx).
import type { InputHTMLAttributes } from 'react';
import fieldStyles from '@/components/ui/field.module.css';
import { PHONE_MAX_LENGTH, PHONE_PLACEHOLDER } from '@/lib/phone/constants';
import styles from './phone-field.module.css';

export const TEL_INPUT_ATTRIBUTES = {
  type: 'tel',
  dir: 'ltr',
  inputMode: 'tel',
  autoComplete: 'tel',
  maxLength: PHONE_MAX_LENGTH,
  placeholder: PHONE_PLACEHOLDER,
  className: `${fieldStyles.control} ${styles.input}`,
} as const satisfies InputHTMLAttributes<HTMLInputElement>;
