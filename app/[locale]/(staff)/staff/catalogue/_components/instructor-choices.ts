// The instructors a course may name, for the programme editor's "Taught by" lists: every instructor, published or not.
import 'server-only';
import { readCatalogueOverview } from '@/lib/api/catalogue-editor';

export async function instructorChoices(accessToken: string) {
  const { instructors } = await readCatalogueOverview(accessToken);
  return instructors.map(({ slug, name, published }) => ({ slug, name: published ? name : `${name} (not published)` }));
}
