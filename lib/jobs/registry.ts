import 'server-only';
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import cron, { type ScheduledTask } from 'node-cron';
import { getDb } from '@/lib/db';
import { acquireLease, releaseLease, renewLease } from '@/lib/jobs/lease';
import { logger } from '@/lib/logger';
import { singleton } from '@/lib/singleton';

/**
 * The background job registry. Later features register their jobs (catalogue sync, order
 * reconciliation); instrumentation.ts starts them once per server process. Every run takes the
 * job's database lease first, is recorded in JobRun, and a job that throws is logged and simply
 * tried again at its next tick.
 */

export interface JobContext {
  /** Extends the lease during a long run; false when the lease was lost. */
  heartbeat(): Promise<boolean>;
}

export interface JobDefinition {
  name: string;
  /** A cron expression (node-cron syntax), or a function read when the jobs start or are rescheduled. */
  schedule: string | (() => string | Promise<string>);
  timezone?: string | (() => string);
  /** How long one run may hold the lease before another process may take over. */
  leaseMs: number;
  /** Also run once right after start-up when this says so (e.g. an empty catalogue). */
  runOnStart?: () => Promise<boolean>;
  run(context: JobContext): Promise<void>;
}

export type RunOutcome = 'succeeded' | 'failed' | 'skipped';

interface RegistryState {
  definitions: Map<string, JobDefinition>;
  tasks: Map<string, ScheduledTask>;
  started: boolean;
  holder: string;
}

function state(): RegistryState {
  return singleton('jobs', () => ({
    definitions: new Map(),
    tasks: new Map(),
    started: false,
    holder: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  }));
}

/** Adds a job (replacing one of the same name). */
export function registerJob(definition: JobDefinition): void {
  state().definitions.set(definition.name, definition);
}

/** The registered jobs, for the admin area and tests. */
export function listJobs(): JobDefinition[] {
  return [...state().definitions.values()];
}

/**
 * Runs a job now, under its lease. Never throws: a failure is logged and recorded.
 * `holder` identifies the contender (defaults to this process).
 */
export async function runJob(name: string, holder = state().holder): Promise<RunOutcome> {
  const job = state().definitions.get(name);
  if (!job) throw new Error(`No job named ${name} is registered`);
  const db = getDb();
  if (!(await acquireLease(name, holder, job.leaseMs, db))) {
    logger.info('job skipped: another process holds the lease', { job: name });
    return 'skipped';
  }
  const run = await db.jobRun.create({ data: { job: name, holder } });
  try {
    await job.run({ heartbeat: () => renewLease(name, holder, job.leaseMs, db) });
    await db.jobRun.update({ where: { id: run.id }, data: { outcome: 'succeeded', finishedAt: new Date() } });
    return 'succeeded';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error('job failed; it runs again at its next tick', { job: name, error: message });
    await db.jobRun.update({ where: { id: run.id }, data: { outcome: 'failed', finishedAt: new Date(), error: message } });
    return 'failed';
  } finally {
    await releaseLease(name, holder, db);
  }
}

/** Schedules every registered job once per process. Safe to call more than once. */
export async function startJobs(): Promise<void> {
  const jobs = state();
  if (jobs.started) return;
  jobs.started = true;
  for (const job of jobs.definitions.values()) {
    await scheduleTask(job);
    if (job.runOnStart) {
      const shouldRun = job.runOnStart;
      void shouldRun()
        .then((yes) => (yes ? runJob(job.name) : undefined))
        .catch((error: unknown) => logger.error('job start-up check failed', { job: job.name, error: String(error) }));
    }
  }
}

/**
 * Reads a job's schedule again and replaces its cron task (e.g. after staff changed the sync
 * hours), so the change takes effect without a restart. Does nothing when jobs are not running.
 */
export async function rescheduleJob(name: string): Promise<void> {
  const jobs = state();
  const job = jobs.definitions.get(name);
  if (!jobs.started || !job) return;
  await scheduleTask(job);
}

async function scheduleTask(job: JobDefinition): Promise<void> {
  const jobs = state();
  const expression = typeof job.schedule === 'function' ? await job.schedule() : job.schedule;
  const timezone = typeof job.timezone === 'function' ? job.timezone() : job.timezone;
  await jobs.tasks.get(job.name)?.destroy();
  jobs.tasks.set(
    job.name,
    cron.schedule(expression, () => runJob(job.name), { name: job.name, timezone, noOverlap: true }),
  );
  logger.info('job scheduled', { job: job.name, schedule: expression, timezone: timezone ?? 'server' });
}

/** Stops every scheduled task (tests, graceful shutdown). */
export async function stopJobs(): Promise<void> {
  const jobs = state();
  await Promise.all([...jobs.tasks.values()].map((t) => t.destroy()));
  jobs.tasks.clear();
  jobs.started = false;
}
