'use client';
// The staff not-found boundary's choice of message: a boundary gets no params, so the browser picks the one whose way
// back leads to the queue in the address (/staff/{queue}/…).
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

export function QueueNotFound({ queues, other }: { queues: Record<string, ReactNode>; other: ReactNode }) {
  const segments = usePathname().split('/');
  const queue = segments[segments.indexOf('staff') + 1] ?? '';
  return Object.hasOwn(queues, queue) ? queues[queue] : other;
}
