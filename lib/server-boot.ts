import { ensureFirstStaffAccount } from '@/lib/auth/bootstrap';
import { EnvError, getEnv } from '@/lib/env';
import { registerSiteJobs } from '@/lib/site-jobs';
import { startJobs } from '@/lib/jobs/registry';
import { logger } from '@/lib/logger';
import { setMoneyFormat } from '@/lib/money';
import { readShopSettings } from '@/lib/settings/shop';

/**
 * Start-up of a server process: configuration first (a bad value stops the process with a
 * message naming it), the first staff account, the shop's money format, then the background jobs
 * when enabled.
 */
export async function bootServer(): Promise<void> {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`${error.message}\nSee .env.example for every variable and its default.`);
      process.exit(1);
    }
    throw error;
  }
  await ensureFirstStaffAccount();
  // Prices are shown in the shop's currency and locale (docs/decisions/124).
  const { currency, locale } = await readShopSettings();
  setMoneyFormat({ currency, locale });
  if (!env.JOBS_ENABLED) {
    logger.info('background jobs disabled (JOBS_ENABLED=false)');
    return;
  }
  registerSiteJobs();
  await startJobs();
}
