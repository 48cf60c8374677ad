// Type-to-find in the country list: keys typed within the timeout (700 ms) build one search;
// digits (or "+") search dial codes, letters search names, and a repeated letter cycles through matches.
import { TYPE_TO_FIND_TIMEOUT_MS, type CountryOption } from '@/lib/phone';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

interface Typeahead {
  /** The index to highlight after `key`, searching from `current`; `current` when nothing matches. */
  find(key: string, items: readonly CountryOption[], current: number): number;
  /** Whether a search is still running (a space then belongs to it instead of selecting). */
  isActive(): boolean;
  /** Forgets the search (the list closed): the next key starts a new one, however soon it comes. */
  reset(): void;
}

export function createTypeahead(timeoutMs = TYPE_TO_FIND_TIMEOUT_MS, now: () => number = () => Date.now()): Typeahead {
  let query = '';
  let lastKeyAt = Number.NEGATIVE_INFINITY;
  const expired = () => now() - lastKeyAt >= timeoutMs;

  return {
    isActive: () => query !== '' && !expired(),
    reset() {
      query = '';
      lastKeyAt = Number.NEGATIVE_INFINITY;
    },
    find(key, items, current) {
      query = expired() ? fold(key) : query + fold(key);
      lastKeyAt = now();
      if (items.length === 0) return current;
      const repeated = query.length > 1 && [...query].every((ch) => ch === query[0]);
      const needle = repeated ? query.charAt(0) : query;
      const byDialCode = /^\+?\d+$/.test(needle);
      const matches = (item: CountryOption) =>
        byDialCode
          ? `+${item.dialCode}`.startsWith(needle.startsWith('+') ? needle : `+${needle}`)
          : fold(item.name).startsWith(needle);
      // A new single-letter search starts after the current item so repeated presses move on.
      const offset = needle.length === 1 || repeated ? 1 : 0;
      const start = current < 0 ? 0 : current + offset;
      for (let step = 0; step < items.length; step += 1) {
        const index = (start + step) % items.length;
        const item = items[index];
        if (item && matches(item)) return index;
      }
      return current;
    },
  };
}
