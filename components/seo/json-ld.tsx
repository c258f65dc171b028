import { serializeJsonLd } from '@/lib/seo/structured-data';

/** Structured data for search engines (docs/decisions/226). */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
