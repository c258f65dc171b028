import { z } from 'zod';
import { POS_STATUSES } from '@/lib/pos';
import type { WebOrderState } from '@/lib/orders/policy';

/**
 * The customer's view of an order's progress, built from its history alone (pure): the status
 * events the site recorded as the POS moved the order along. Labels are the customer's words for
 * the POS statuses (docs/decisions/090).
 */

export type StepKey = 'received' | 'preparing' | 'ready' | 'on-the-way' | 'delivered' | 'cancelled';

export const STEP_LABELS: Record<StepKey, string> = {
  received: 'Received',
  preparing: 'Preparing',
  ready: 'Ready',
  'on-the-way': 'On the way',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const STEP_BY_STATUS = new Map<number, StepKey>([
  [POS_STATUSES.Ordered, 'received'],
  [POS_STATUSES.Preparing, 'preparing'],
  [POS_STATUSES.Prepared, 'ready'],
  [POS_STATUSES.OnDelivery, 'on-the-way'],
  [POS_STATUSES.Closed, 'delivered'],
  [POS_STATUSES.Cancelled, 'cancelled'],
]);

/** The customer's step for a POS status id; null for a status the site does not know. */
export function stepForStatus(statusId: number): StepKey | null {
  return STEP_BY_STATUS.get(statusId) ?? null;
}

const PROGRESS: StepKey[] = ['received', 'preparing', 'ready', 'on-the-way', 'delivered'];

export interface TimelineStep {
  key: StepKey;
  label: string;
  state: 'done' | 'current' | 'upcoming';
  /** When the site learned the order reached this step; null when upcoming or skipped by the POS. */
  at: Date | null;
  /** The cancellation reason, on the cancelled step. */
  detail: string | null;
}

export interface Timeline {
  /** Where the order is now; null before the POS confirmed it, and for rejected or failed orders. */
  current: { key: StepKey; label: string; cancelReason: string | null } | null;
  steps: TimelineStep[];
}

/** The history events the timeline reads (OrderEvent rows). */
export interface TimelineEvent {
  kind: string;
  at: Date;
  data: string | null;
}

export interface TimelineInput {
  /** delivery, pickup or table: only deliveries have an "on the way" step. */
  mode: string;
  state: WebOrderState;
  events: TimelineEvent[];
}

const statusData = z.object({ statusId: z.number().int(), cancelReason: z.string().nullable().optional() });

interface Reached {
  step: StepKey;
  at: Date;
  cancelReason: string | null;
}

function reachedSteps(events: TimelineEvent[]): Reached[] {
  const reached: Reached[] = [];
  for (const event of [...events].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (event.kind !== 'status' || event.data === null) continue;
    const parsed = statusData.safeParse(safeJson(event.data));
    const step = parsed.success ? stepForStatus(parsed.data.statusId) : null;
    if (parsed.success && step) reached.push({ step, at: event.at, cancelReason: parsed.data.cancelReason ?? null });
  }
  return reached;
}

/**
 * Turns an order's history into its timeline. Steps before the current one are done (with the
 * time they were first reached, or none when the POS skipped them); the current one is current
 * (a final step — delivered or cancelled — is done); later ones are upcoming. A delivery that came
 * back from the road (CancelDelivery) shows "on the way" as upcoming again. A cancelled order
 * ends with a cancelled step carrying the reason.
 */
export function buildTimeline(input: TimelineInput): Timeline {
  if (input.state === 'rejected' || input.state === 'failed') return { current: null, steps: [] };
  const reached = reachedSteps(input.events);
  const path = PROGRESS.filter((key) => key !== 'on-the-way' || input.mode === 'delivery' || reached.some((r) => r.step === key));
  if (input.state !== 'sent') return { current: null, steps: path.map((key) => step(key, 'upcoming', null)) };

  const latest = reached[reached.length - 1] ?? { step: 'received' as const, at: null, cancelReason: null };
  const firstAt = (key: StepKey) => reached.find((r) => r.step === key)?.at ?? null;
  const cancelled = latest.step === 'cancelled';
  const lastProgress = cancelled ? ([...reached].reverse().find((r) => r.step !== 'cancelled')?.step ?? 'received') : latest.step;
  const currentIndex = path.indexOf(lastProgress);

  const steps: TimelineStep[] = [];
  path.forEach((key, index) => {
    if (cancelled && index > currentIndex) return;
    steps.push(step(key, stateOf(index, currentIndex, cancelled || key === 'delivered'), index <= currentIndex ? firstAt(key) : null));
  });
  if (cancelled) steps.push({ ...step('cancelled', 'done', latest.at), detail: latest.cancelReason });
  const currentKey = cancelled ? 'cancelled' : lastProgress;
  return {
    current: { key: currentKey, label: STEP_LABELS[currentKey], cancelReason: cancelled ? latest.cancelReason : null },
    steps,
  };
}

/** Before the current step: done; the current one: current, or done when it is final; after it: upcoming. */
function stateOf(index: number, currentIndex: number, final: boolean): TimelineStep['state'] {
  if (index < currentIndex) return 'done';
  if (index > currentIndex) return 'upcoming';
  return final ? 'done' : 'current';
}

function step(key: StepKey, state: TimelineStep['state'], at: Date | null): TimelineStep {
  return { key, label: STEP_LABELS[key], state, at, detail: null };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
