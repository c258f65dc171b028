/**
 * The sandbox outbox as a browser test reads it: the messages the site "sent" are rows of the
 * e2e site's database (OutboxMessage). Once the notifications work adds `/sandbox/outbox`, this
 * helper can read that page instead; the tests only call `latestCode`.
 */
import path from 'node:path';
import Database from 'better-sqlite3';

// Playwright runs from the project root, where playwright.config.ts puts the e2e site's database.
const E2E_DATABASE = path.resolve('.data/e2e/site.db');

/** The 6-digit code in the newest SMS to a number (E.164), or null when none was texted. */
export function latestCode(recipient: string, databaseFile: string = E2E_DATABASE): string | null {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(`SELECT "text" FROM "OutboxMessage" WHERE "channel" = 'sms' AND "recipient" = ? ORDER BY "id" DESC LIMIT 1`)
      .get(recipient) as { text: string } | undefined;
    return /\b(\d{6})\b/.exec(row?.text ?? '')?.[1] ?? null;
  } finally {
    db.close();
  }
}
