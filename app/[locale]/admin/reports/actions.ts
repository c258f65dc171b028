'use server';

import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { requestCatchUp } from '@/lib/archive/job';
import { staffAction } from '@/lib/forms/staff-action';
import { logger } from '@/lib/logger';

/**
 * "Catch up now": asks the archive job for a pass at once and answers without waiting for a page —
 * the copy keeps the POS's pace (one CompletedOrders page per window) in the background.
 */
export const catchUpAction = staffAction(z.object({}), async (_form, { staff }) => {
  await requestCatchUp();
  logger.info('archive catch-up requested', { staff: staff.email });
  return (await getTranslations('AdminReports.freshness'))('requested');
});
