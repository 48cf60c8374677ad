// A queue cell on two lines: what the row is (often the link to its case) and, muted below, what tells it apart.
import type { ReactNode } from 'react';

export function TwoLineCell({ children, detail }: { children: ReactNode; detail: ReactNode }) {
  return (
    <>
      {children}
      <br />
      <span className="muted">{detail}</span>
    </>
  );
}
