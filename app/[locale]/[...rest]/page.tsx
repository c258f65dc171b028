import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

/**
 * Any address under a language that no page matches: that language's not-found page. The metadata
 * says so too: it reaches the browser apart from the page, and would otherwise put the layout's
 * title back on the tab.
 */
export function generateMetadata(): Metadata {
  notFound();
}

export default function CatchAll() {
  notFound();
}
