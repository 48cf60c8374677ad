'use client';
// Prints the receipt; without scripts the browser's own Print does the same, with the same stylesheet.
import { Button } from '@/components/ui/button';

export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" variant="secondary" onClick={() => window.print()}>
      {label}
    </Button>
  );
}
