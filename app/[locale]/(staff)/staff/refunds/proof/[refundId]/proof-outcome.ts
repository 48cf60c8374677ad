// What came of adding a refund's proof, carried back to the proof page in its address (a code, never the text, so a
// link cannot put words on the page) after the upload's 303.
export const PROOF_FIELD = 'proof';

export const PROOF_OUTCOMES = {
  added: 'Proof added. It replaces any proof added before.',
  missing: 'Choose a photo or screenshot of the refund’s confirmation.',
  'too-large': 'The proof must be at most 10 MB. Send a smaller photo or a screenshot.',
  'not-image': 'The proof must be a photo or screenshot (JPEG, PNG or WebP), not another kind of file.',
  unreadable: 'The photo could not be read, or it is too small: its shorter side must be at least 300 pixels.',
  incomplete: 'The photo arrived incomplete, so nothing was stored. Send it again.',
  'not-found': 'There is no such refund.',
  own: 'This refund is your own: a colleague adds its proof.',
  unavailable: 'The proof could not be stored right now. Try again in a minute.',
} as const;
export type ProofOutcome = keyof typeof PROOF_OUTCOMES;

export const isProofOutcome = (value: unknown): value is ProofOutcome =>
  typeof value === 'string' && Object.hasOwn(PROOF_OUTCOMES, value);

/** The platform's refusal of an upload, by its status. */
export function outcomeOfStatus(status: number): ProofOutcome {
  if (status === 413) return 'too-large';
  if (status === 415) return 'not-image';
  if (status === 422 || status === 400) return 'unreadable';
  if (status === 404) return 'not-found';
  if (status === 403) return 'own';
  return 'unavailable';
}
