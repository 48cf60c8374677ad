'use client';
// Gateways that take the learner by form POST (JazzCash): the signed fields, posted at once when scripts
// run, and a button that does the same without them. Its words come from the server in the page's language.
import { useEffect, useRef } from 'react';
import type { GatewayRedirect } from '@/contract';
import { Button } from '@/components/ui/button';
import styles from './checkout.module.css';

export function GatewayHandoff({
  redirect,
  heading,
  button,
}: {
  redirect: GatewayRedirect;
  heading: string;
  button: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.submit(), []);
  return (
    <form ref={form} method="post" action={redirect.url} className={styles.notice} aria-labelledby="handoff-heading">
      <h3 id="handoff-heading">{heading}</h3>
      {Object.entries(redirect.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit">{button}</Button>
    </form>
  );
}
