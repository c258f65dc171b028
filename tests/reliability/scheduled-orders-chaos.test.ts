/**
 * Orders for later under faults (issue 19): 200 scheduled orders over 50 slots of 15 minutes, four
 * per slot, sent by the scheduled-orders job and settled by the reconciler, minute by minute on a
 * controlled clock, while the sandbox drops answers after saving, answers 5xx or answers a body
 * that is not JSON. Partway through, the job's process is killed (SIGKILL, a real child process)
 * while its SaveOrders hang, nothing runs for 40 minutes, and a new process catches up at once.
 * Every order must reach the POS exactly once, linked, and none before its send time (slot minus
 * preparation). The figures are printed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { createWebOrder } from '@/lib/orders/create';
import { reconcileOrders } from '@/lib/orders/reconcile';
import { sendDueScheduledOrders } from '@/lib/orders/scheduled';
import { reserveSlot } from '@/lib/schedule/capacity';
import { demoCheckout, demoUnitPrice } from '@/tests/support/fixtures/demo-checkout';
import { countingClient, SANDBOX_KEY, SANDBOX_SECRET } from '@/tests/support/sandbox';
import { expectEveryOrderInThePosExactlyOnce, posOrderIds } from '@/tests/support/shopper';
import { ordersSuite } from '@/tests/support/suites';
import { startHoldProxy } from './crash/hold-proxy';

const suite = ordersSuite();

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const CHILD = path.join(ROOT, 'tests/reliability/crash/child.ts');
const TSCONFIG = path.join(ROOT, 'tsconfig.outside-next.json');

const MINUTE = 60_000;
const SLOTS = 50;
const PER_SLOT = 4;
const PREP_MINUTES = 30;
/** The slot whose send time the job's process is killed at, and how long nothing runs after. */
const CRASH_SLOT = 20;
const DOWN_MINUTES = 40;
const FAULTS = { dropAfterCommitRate: 0.2, failureRate: 0.1, malformedRate: 0.05 };
const prices = async () => demoUnitPrice;

/** Runs the scheduled-orders job and the reconciler in a new process at `now`, through `apiBaseUrl`. */
function runChild(apiBaseUrl: string, now: Date) {
  const child = spawn(TSX, ['--tsconfig', TSCONFIG, CHILD], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'error',
      ROLE: 'scheduled',
      NOW: now.toISOString(),
      CRASH_POS_URL: apiBaseUrl,
      CRASH_POS_KEY: SANDBOX_KEY,
      CRASH_POS_SECRET: SANDBOX_SECRET,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const output = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, output };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe('orders for later under faults and a restart', () => {
  it(
    `${SLOTS * PER_SLOT} scheduled orders over ${SLOTS} slots with faults on: all reach the POS exactly once, none early`,
    async () => {
      const started = performance.now();
      const client = countingClient(suite.sandbox.client);
      const before = await posOrderIds(suite.sandbox);
      // The first slot starts on a quarter hour at least an hour from now: every order is stored before its send time.
      const firstSlot = Math.ceil((Date.now() + 60 * MINUTE) / (15 * MINUTE)) * 15 * MINUTE;
      const sendAtOf = new Map<string, number>();
      for (let slot = 0; slot < SLOTS; slot += 1) {
        const slotStart = new Date(firstSlot + slot * 15 * MINUTE);
        const sendAt = new Date(slotStart.getTime() - PREP_MINUTES * MINUTE);
        for (let i = 0; i < PER_SLOT; i += 1) {
          const mode = i % 2 === 0 ? 'delivery' : 'pickup';
          await reserveSlot(mode, slotStart, null);
          const { publicId } = await createWebOrder({ ...demoCheckout(mode), schedule: { slotStart, sendAt }, promisedAt: slotStart });
          sendAtOf.set(publicId, sendAt.getTime());
        }
      }
      expect(await getDb().webOrder.count({ where: { state: 'scheduled' } })).toBe(SLOTS * PER_SLOT);

      /** When (on the controlled clock) each order was first seen in the POS. */
      const firstSeen = new Map<string, number>();
      const early: string[] = [];
      const look = async (now: number) => {
        for (const order of await suite.sandbox.allOrders()) {
          const id = order.externalAppId;
          if (id === null || before.has(order.id) || firstSeen.has(id)) continue;
          firstSeen.set(id, now);
          if (now < (sendAtOf.get(id) ?? Infinity)) early.push(id);
        }
      };
      const unsettled = () => getDb().webOrder.count({ where: { state: { not: 'sent' } } });

      await suite.sandbox.faults(FAULTS);
      const crashAt = firstSlot + CRASH_SLOT * 15 * MINUTE - PREP_MINUTES * MINUTE;
      const backAt = crashAt + DOWN_MINUTES * MINUTE;
      const lastSendAt = firstSlot + (SLOTS - 1) * 15 * MINUTE - PREP_MINUTES * MINUTE;
      let ticks = 0;
      let releasedAtCrash = 0;
      let caughtUp = '';
      let failedRuns = 0;
      for (let now = firstSlot - PREP_MINUTES * MINUTE - 5 * MINUTE; ; now += MINUTE) {
        if (now >= crashAt && now < backAt) {
          if (now === crashAt) {
            // The job's process takes the orders due now, and is killed while their SaveOrders hang.
            const proxy = await startHoldProxy(suite.sandbox.apiBaseUrl);
            proxy.mode = 'hold-request';
            const { child, output } = runChild(proxy.apiBaseUrl, new Date(now));
            const ended = output.then((o) => {
              throw new Error(`the job's process ended before its SaveOrder was held: ${JSON.stringify(o)}`);
            });
            ended.catch(() => undefined); // observed through the race; the kill makes it reject later
            await Promise.race([proxy.held(), ended]);
            child.kill('SIGKILL');
            expect((await output).signal).toBe('SIGKILL');
            await proxy.close();
            releasedAtCrash = await getDb().webOrder.count({ where: { state: 'pending', sendAt: { lte: new Date(now) } } });
          }
          continue; // No process runs: the clock moves on without anyone sending.
        }
        if (now === backAt) {
          // A new process starts and catches up at once: the overdue orders and the killed attempts.
          const { output } = runChild(suite.sandbox.apiBaseUrl, new Date(now));
          const result = await output;
          expect(result, result.stderr).toMatchObject({ code: 0 });
          caughtUp = result.stdout.trim();
          await look(now);
          continue;
        }
        ticks += 1;
        // Both jobs run every minute; a run the POS fails is logged and the next minute's run goes on.
        const sent = await sendDueScheduledOrders({ client, now: new Date(now), unitPrices: prices }).catch(
          () => ((failedRuns += 1), null),
        );
        const orders = await reconcileOrders({ client, now: new Date(now) }).catch(() => ((failedRuns += 1), null));
        if ((sent?.released ?? 0) > 0 || (orders?.due ?? 0) > 0 || sent === null || orders === null) await look(now);
        if (now > lastSendAt && (await unsettled()) === 0) break;
        if (now > lastSendAt + 120 * MINUTE) break;
      }
      const settledWithFaults = await unsettled();
      await suite.sandbox.faults({});

      const lateness = [...firstSeen].map(([id, at]) => (at - (sendAtOf.get(id) ?? at)) / MINUTE);
      const onTime = lateness.filter((minutes) => minutes === 0).length;
      const events = await getDb().orderEvent.groupBy({
        by: ['kind'],
        _count: true,
        where: { kind: { in: ['schedule', 'schedule-late'] } },
      });
      console.info(
        [
          `scheduled orders: ${SLOTS * PER_SLOT} over ${SLOTS} slots, faults ${JSON.stringify(FAULTS)}, ${ticks} job minutes (runs failed by the POS: ${failedRuns}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
          `  restart: killed at slot ${CRASH_SLOT}'s send time with ${releasedAtCrash} orders mid-send; down ${DOWN_MINUTES} min; the new process: ${caughtUp}`,
          `  in the POS: ${firstSeen.size}; early: ${early.length}; unsettled when the faults stopped: ${settledWithFaults}`,
          `  minutes after the send time: on time ${onTime}, median ${median(lateness)}, max ${Math.max(...lateness)}`,
          `  SaveOrder calls from this process: ${[...client.tally.calls.values()].reduce((a, b) => a + b, 0)}; released ${events.map((e) => `${e.kind} ${e._count}`).join(', ')}`,
        ].join('\n'),
      );

      expect(early).toEqual([]);
      expect(releasedAtCrash, 'the kill caught orders mid-send (else the restart proves nothing)').toBeGreaterThan(0);
      expect(settledWithFaults).toBe(0);
      expect(firstSeen.size).toBe(SLOTS * PER_SLOT);
      await expectEveryOrderInThePosExactlyOnce(suite.sandbox, before);
      expect(client.tally.overlaps).toBe(0);
      // The orders due while no process ran were sent by the new one, said to be late.
      expect(events.find((e) => e.kind === 'schedule-late')?._count ?? 0).toBeGreaterThanOrEqual(PER_SLOT * 2);
    },
    15 * MINUTE,
  );
});
