// Keeps the caret on the same digit when the field reformats its value (no jump to the end).
const isSignificant = (ch: string) => /[\d+]/.test(ch);

/**
 * Where the caret belongs in `next` so that as many digits (and plus signs) stand to its right as stood
 * to the right of `caret` in `previous`. Counting from the right survives prefixes that formatting adds.
 */
export function caretAfterReformat(previous: string, caret: number, next: string): number {
  let after = 0;
  for (const ch of previous.slice(caret)) if (isSignificant(ch)) after += 1;
  if (after === 0) return next.length;
  let seen = 0;
  for (let i = next.length - 1; i >= 0; i -= 1) {
    if (isSignificant(next.charAt(i))) seen += 1;
    if (seen === after) {
      // Step back over separators so the caret sits right after the previous digit.
      let position = i;
      while (position > 0 && !isSignificant(next.charAt(position - 1))) position -= 1;
      return position;
    }
  }
  return 0;
}

/** Drops characters outside the allowed set and moves the caret back by the ones dropped before it. */
export function restrictCharacters(value: string, caret: number, disallowed: RegExp): { value: string; caret: number } {
  const before = value.slice(0, caret).replace(disallowed, '');
  const after = value.slice(caret).replace(disallowed, '');
  return { value: before + after, caret: before.length };
}
