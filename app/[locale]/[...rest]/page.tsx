import { notFound } from 'next/navigation';

/** Any address under a language that no page matches: that language's not-found page. */
export default function CatchAll() {
  notFound();
}
