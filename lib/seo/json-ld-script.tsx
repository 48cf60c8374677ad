// Places JSON-LD in the page for crawlers; the data is escaped by serializeJsonLd, never raw user HTML.
import { serializeJsonLd, type JsonLd } from './json-ld';

export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
