'use client';
// The path the visitor asked for, for the 404 messages. usePathname also renders on the server,
// so the message is in the HTML for crawlers and visitors without JavaScript.
import { usePathname } from 'next/navigation';

export function RequestedPath() {
  return <code>{usePathname()}</code>;
}
