'use client';
// A form-level message (service unavailable, too many attempts), announced and focused when it appears.
import { useEffect, useRef } from 'react';
import styles from './form-alert.module.css';

export function FormAlert({ message, attempt }: { message?: string; attempt: number }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message, attempt]);
  if (!message) return null;
  return (
    <p ref={ref} role="alert" tabIndex={-1} className={styles.alert}>
      {message}
    </p>
  );
}
