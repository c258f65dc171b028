/** A date-time as Prisma's SQLite adapter writes and reads it (ISO 8601 with "+00:00"), for SQL the code writes itself. */
export function sqliteTimestamp(date: Date): string {
  return date.toISOString().replace('Z', '+00:00');
}
