/**
 * schema.org data about what a screen shows (a hotel, its offers, a list of results), for search
 * engines: a JSON-LD data block, never run (the CSP allows no inline script, and a data block is
 * not one). The texts in it come from the backend, escaped so that none can leave the block.
 */
import { jsonForScript } from '../lib/json-in-html';

export function StructuredData({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      // JSON escaped for a script element (json-in-html.ts): a data block, not markup
      dangerouslySetInnerHTML={{
        __html: jsonForScript({ '@context': 'https://schema.org', ...data }),
      }}
    />
  );
}
