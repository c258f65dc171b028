/**
 * When the demo's historical orders were placed and how each moved through the kitchen.
 * Older orders (2–72 h ago) follow the grill house's day in Istanbul (UTC+3, no DST): closed
 * 03:00–10:00, busy at lunch and dinner, and are finished (Closed, a few Cancelled). The last two
 * hours are a scripted live service that holds every open status for every order type, so the
 * sandbox shows open orders whatever the time of day it is started at.
 */
import type { SandboxStatusName } from '@/lib/pos-sandbox/types';
import type { Random } from './random';

export type OrderKind = 'delivery' | 'pickup' | 'table';
type StepStatus = Exclude<SandboxStatusName, 'Ordered'>;

export interface PlannedOrder {
  kind: OrderKind;
  status: SandboxStatusName;
  /** Epoch milliseconds, whole seconds. */
  insertedAt: number;
  path: Array<{ status: StepStatus; at: number }>;
  /** For a cancelled order: the last status it reached before being cancelled. */
  cancelledFrom?: SandboxStatusName;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ISTANBUL_OFFSET_HOURS = 3;
const WINDOW = 72 * HOUR;
const LIVE = 2 * HOUR;
const HISTORY_COUNT = 270;

/** Relative order volume per Istanbul local hour (index 0 = 00:00–01:00). */
const HOUR_WEIGHTS = [0.5, 0.3, 0.15, 0, 0, 0, 0, 0, 0, 0, 0.3, 1, 2.6, 2.4, 1.2, 0.7, 0.7, 1.1, 2.2, 3, 2.6, 1.6, 1, 0.8];

/** Minutes each forward step takes, per order type: [status, min, max]. */
const STEPS: Record<OrderKind, Array<readonly [StepStatus, number, number]>> = {
  delivery: [
    ['Preparing', 1, 5],
    ['Prepared', 8, 20],
    ['OnDelivery', 2, 10],
    ['Closed', 12, 35],
  ],
  pickup: [
    ['Preparing', 1, 5],
    ['Prepared', 8, 18],
    ['Closed', 4, 25],
  ],
  table: [
    ['Preparing', 1, 4],
    ['Prepared', 8, 18],
    ['Closed', 25, 80],
  ],
};

/** Age ranges in minutes of live-service orders by their current status. */
const LIVE_AGES: Record<SandboxStatusName, readonly [number, number]> = {
  Ordered: [1, 12],
  Preparing: [6, 25],
  Prepared: [15, 45],
  OnDelivery: [25, 60],
  Closed: [40, 115],
  Cancelled: [5, 110],
};

/** The live service: every open status of every order type, plus some finished ones. */
const LIVE_SCRIPT: ReadonlyArray<readonly [OrderKind, SandboxStatusName, number]> = [
  ['delivery', 'Ordered', 3],
  ['delivery', 'Preparing', 3],
  ['delivery', 'Prepared', 2],
  ['delivery', 'OnDelivery', 3],
  ['delivery', 'Closed', 3],
  ['delivery', 'Cancelled', 1],
  ['pickup', 'Ordered', 2],
  ['pickup', 'Preparing', 2],
  ['pickup', 'Prepared', 2],
  ['pickup', 'Closed', 2],
  ['pickup', 'Cancelled', 1],
  ['table', 'Ordered', 1],
  ['table', 'Preparing', 2],
  ['table', 'Prepared', 1],
  ['table', 'Closed', 1],
  ['table', 'Cancelled', 1],
];

const istanbulHour = (epochMs: number) => (new Date(epochMs).getUTCHours() + ISTANBUL_OFFSET_HOURS) % 24;

/** Picks `count` instants in [start, end) with the hour-of-day weights, minute resolution. */
function sampleBusyInstants(random: Random, start: number, end: number, count: number): number[] {
  const minutes = Math.floor((end - start) / MINUTE);
  const cumulative: number[] = [];
  let total = 0;
  for (let m = 0; m < minutes; m++) {
    total += HOUR_WEIGHTS[istanbulHour(start + m * MINUTE)] ?? 0;
    cumulative.push(total);
  }
  return Array.from({ length: count }, () => {
    const roll = random.next() * total;
    let lo = 0;
    let hi = minutes - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > roll) hi = mid;
      else lo = mid + 1;
    }
    return start + lo * MINUTE + random.int(0, 59) * 1000;
  });
}

/** The forward steps an order of `kind` goes through to reach `status` (Cancelled: see caller). */
function stepsUntil(kind: OrderKind, status: SandboxStatusName) {
  const steps = STEPS[kind];
  const index = steps.findIndex(([s]) => s === status);
  return index < 0 ? [] : steps.slice(0, index + 1);
}

/** Which open status a cancelled order had reached; most cancellations happen early. */
function cancelledFrom(random: Random, kind: OrderKind): SandboxStatusName {
  const options: Array<readonly [SandboxStatusName, number]> = [
    ['Ordered', 45],
    ['Preparing', 25],
    ['Prepared', 15],
  ];
  if (kind === 'delivery') options.push(['OnDelivery', 15]);
  return random.weighted(options);
}

/**
 * Step instants after `insertedAt`, squeezed proportionally when they would not end at least
 * 30 s before `latest`, so every path is increasing and lies in the past.
 */
function timePath(
  random: Random,
  insertedAt: number,
  latest: number,
  steps: ReadonlyArray<readonly [StepStatus, number, number]>,
): PlannedOrder['path'] {
  let elapsed = 0;
  const offsets = steps.map(([, min, max]) => (elapsed += random.int(min * 60, max * 60)));
  const room = Math.floor((latest - insertedAt) / 1000) - 30;
  const scale = elapsed > room ? room / elapsed : 1;
  let previous = 0;
  return steps.map(([status], index) => {
    previous = Math.max(Math.floor((offsets[index] ?? 0) * scale), previous + 1);
    return { status, at: insertedAt + previous * 1000 };
  });
}

function planOrder(random: Random, kind: OrderKind, status: SandboxStatusName, insertedAt: number, now: number): PlannedOrder {
  if (status !== 'Cancelled') {
    return { kind, status, insertedAt, path: timePath(random, insertedAt, now, stepsUntil(kind, status)) };
  }
  const from = cancelledFrom(random, kind);
  const cancelStep = ['Cancelled', 2, 15] as const;
  const path = timePath(random, insertedAt, now, [...stepsUntil(kind, from), cancelStep]);
  return { kind, status, insertedAt, path, cancelledFrom: from };
}

/**
 * Plans the demo's order history for the 72 hours before `now`: ~300 orders sorted by placement,
 * each with its type, final status and timed status path. Deterministic for a given `now` and seed.
 */
export function planTimeline(random: Random, now: Date): PlannedOrder[] {
  const end = Math.floor(now.getTime() / 1000) * 1000;
  const planned: PlannedOrder[] = [];
  for (const [kind, status, count] of LIVE_SCRIPT) {
    for (let i = 0; i < count; i++) {
      const [minAge, maxAge] = LIVE_AGES[status];
      const insertedAt = end - random.int(minAge * 60, maxAge * 60) * 1000;
      planned.push(planOrder(random, kind, status, insertedAt, end));
    }
  }
  const instants = sampleBusyInstants(random, end - WINDOW + MINUTE, end - LIVE, HISTORY_COUNT);
  for (const insertedAt of instants) {
    const kind = random.weighted<OrderKind>([
      ['delivery', 55],
      ['pickup', 20],
      ['table', 25],
    ]);
    const status = random.chance(0.08) ? 'Cancelled' : 'Closed';
    planned.push(planOrder(random, kind, status, insertedAt, end));
  }
  return planned.sort((a, b) => a.insertedAt - b.insertedAt);
}
