// A sentence from a catalogue with one mark ("{address}", "{link}") where an element goes. The words around it arrive
// as one plain string resolved on the server, so a client form places the element without a catalogue or ICU runtime.
import type { ReactNode } from 'react';

export function SentenceWith({ sentence, mark, children }: { sentence: string; mark: string; children: ReactNode }) {
  const [before, after = ''] = sentence.split(mark);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
