'use client';
// The "we have it" panel after a form is stored: the reference to quote, focused so it is announced.
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './form-receipt.module.css';

export function FormReceiptPanel({
  title,
  reference,
  referenceText,
  children,
}: {
  title: string;
  reference: string;
  /** The line quoting the reference, with {reference}, on a page in another language than English. */
  referenceText?: string;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={styles.receipt} tabIndex={-1} role="status" aria-labelledby="form-receipt-title">
      <h2 id="form-receipt-title" className={styles.receiptTitle}>
        {title}
      </h2>
      {referenceText ? (
        <p>
          {referenceText.split(/(\{reference\})/).map((part, index) =>
            part === '{reference}' ? (
              // Kept on one line: a reference broken at its hyphen reads as two.
              <strong key={index} className={styles.reference} dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                {reference}
              </strong>
            ) : (
              part
            ),
          )}
        </p>
      ) : (
        <p>
          Your reference is <strong className={styles.reference}>{reference}</strong>. Quote it when you contact us
          about this.
        </p>
      )}
      {children}
    </div>
  );
}
