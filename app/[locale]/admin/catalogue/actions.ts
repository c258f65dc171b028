'use server';

import { after } from 'next/server';
import { getFormatter, getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { revalidateAfterSync, startSyncInBackground, SyncBusyError, SyncTooSoonError } from '@/lib/catalog/sync';
import type { SyncNowState } from '@/lib/catalog/sync/forms';
import { staffAction } from '@/lib/forms/staff-action';
import { logger } from '@/lib/logger';

/**
 * "Sync now": starts a catalogue sync in the background under the shared lease and answers the
 * run to follow at once (the one already running, if any). The page then polls its progress.
 */
export const syncNowAction = staffAction(
  z.object({}),
  async (_form, { staff }): Promise<SyncNowState> => {
    const t = await getTranslations('AdminCatalogue.sync');
    try {
      const started = await startSyncInBackground('manual');
      logger.info('catalogue sync requested', { staff: staff.email, id: started.id, alreadyRunning: started.alreadyRunning });
      const { finished } = started;
      // The run outlives this answer; Next expires cache tags set during after(), not ones set once the request is answered.
      if (finished) after(async () => revalidateAfterSync(await finished));
      return {
        ok: true,
        syncId: started.id,
        message: started.alreadyRunning ? t('alreadyRunning') : undefined,
      };
    } catch (error) {
      if (error instanceof SyncBusyError) return { ok: false, message: t('busy') };
      if (error instanceof SyncTooSoonError) {
        const at = (await getFormatter()).dateTime(error.possibleAt, {
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
          hourCycle: 'h23',
        });
        return { ok: false, message: t('tooSoon', { at }) };
      }
      logger.error('catalogue sync could not be started', { error: String(error) });
      return { ok: false, message: t('couldNotStart') };
    }
  },
  { role: 'staff' },
);
