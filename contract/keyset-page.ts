// One page of a staff list: its rows and where the next one starts. Keyset pages stay put while rows are added.
import { z } from 'zod';

/** `nextCursor`: pass it as `cursor`, with the same filters, for the next page; null on the last page. */
export function keysetPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
