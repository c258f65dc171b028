import 'server-only';
import { getDb } from '@/lib/db';
import type { JobDefinition } from '@/lib/jobs/registry';
import { logger } from '@/lib/logger';
import { anonymiseArchivedOrders, anonymiseOrders, OUTBOX_PERSONAL_DATA, type AnonymisedCounts } from '@/lib/privacy/personal-data';
import { readPrivacySettings, retentionCutoff } from '@/lib/privacy/settings';

/** What one retention run changed. */
export interface RetentionResult extends AnonymisedCounts {
  cutoff: Date;
}

/**
 * Anonymises the personal data of everything older than the retention period (docs/decisions/240):
 * web orders with their messages and archive copies, the archive's other POS orders, and messages
 * not tied to an order. Lines, totals and dates stay, so the reports read the same.
 */
export async function runRetention(now: Date = new Date()): Promise<RetentionResult> {
  const { retentionMonths } = await readPrivacySettings();
  const cutoff = retentionCutoff(now, retentionMonths);
  const counts = await anonymiseOrders({ createdAt: { lt: cutoff } }, now);
  counts.archivedOrders += await anonymiseArchivedOrders({ insertedAt: { lt: cutoff } }, now);
  const messages = await getDb().outboxMessage.updateMany({
    where: { createdAt: { lt: cutoff }, NOT: { recipient: '' } },
    data: OUTBOX_PERSONAL_DATA,
  });
  counts.messages += messages.count;
  return { ...counts, cutoff };
}

/** Every night, after the cart clean-up: the retention period is applied (docs/decisions/240). */
export const privacyRetentionJob: JobDefinition = {
  name: 'privacy-retention',
  schedule: '45 4 * * *',
  leaseMs: 30 * 60_000,
  async run() {
    const result = await runRetention(new Date());
    const changed = result.webOrders + result.archivedOrders + result.messages;
    if (changed > 0) logger.info('personal data past its retention period anonymised', { ...result, cutoff: result.cutoff.toISOString() });
  },
};
