import { ensureFirstStaffAccount } from '@/lib/auth/bootstrap';
import { EnvError, getEnv } from '@/lib/env';
import { registerBuiltInJobs } from '@/lib/jobs/built-in';
import { startJobs } from '@/lib/jobs/registry';
import { logger } from '@/lib/logger';

/**
 * Start-up of a server process: configuration first (a bad value stops the process with a
 * message naming it), then the background jobs when enabled.
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
  if (!env.JOBS_ENABLED) {
    logger.info('background jobs disabled (JOBS_ENABLED=false)');
    return;
  }
  registerBuiltInJobs();
  await startJobs();
}
