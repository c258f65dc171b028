import { notFound } from 'next/navigation';

/** Where an unknown table's link lands: always the friendly "not found" beside it (HTTP 404). */
export default function UnknownTablePage() {
  notFound();
}
