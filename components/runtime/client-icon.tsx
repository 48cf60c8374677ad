'use client';
// An icon rendered in the browser (inside interactive components): data comes from /api/icons, with the
// public Iconify API as fallback. Prefer the server-rendered Icon (components/ui/icon.tsx) elsewhere.
import { Icon as IconifyIcon } from '@iconify/react';
import { configureIconApi } from '@/lib/icons/iconify-api';

configureIconApi();

export function ClientIcon({ name, size = '1em', label }: { name: string; size?: string; label?: string }) {
  return (
    <IconifyIcon
      icon={name}
      height={size}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      data-icon={name}
    />
  );
}
