'use client';
// Puts the enrolments the dashboard loaded into the session store (the seed's `products`): the checkout reads
// them to know a programme is already bought.
import { useEffect } from 'react';
import { useSession } from './session-provider';

export function SessionProducts({ enrolments }: { enrolments: Array<{ programme: string; intake: string }> }) {
  const { store } = useSession();
  const key = enrolments.map((e) => `${e.programme}:${e.intake}`).join(',');
  useEffect(() => {
    store.update({ products: Object.fromEntries(key ? key.split(',').map((pair) => { const [programme, intake] = pair.split(':'); return [programme, { intake }]; }) : []) });
  }, [store, key]);
  return null;
}
