// Every page has its own root in app/[locale]/layout.tsx (its <html lang dir>); this one only passes through, so the
// root not-found below can exist for the few addresses no locale reaches (/api/…).
import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
