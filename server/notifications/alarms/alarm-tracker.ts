import { ALARM_CLEAR_MINUTES, type NotificationLabel } from '../../../src/api/contract';

/** An alarm of the vehicle that is open when a batch starts, as the engine reads it. */
export interface OpenAlarm {
  readonly id: number;
  readonly type: NotificationLabel;
  readonly firstMs: number;
  readonly lastMs: number;
  readonly fineSinceMs: number | null;
  readonly autoClearMs: number | null;
}

/**
 * An alarm as a batch changes it: an open one (with its id) or one the batch opens (id null until it is
 * stored). `added` events join it; `clearedMs` is set when its condition cleared it in the batch.
 */
export interface AlarmDraft {
  id: number | null;
  /** Opened by this batch (stored with its events), not open before it. */
  readonly opened: boolean;
  readonly type: NotificationLabel;
  readonly firstMs: number;
  lastMs: number;
  added: number;
  fineSinceMs: number | null;
  autoClearMs: number | null;
  clearedMs: number | null;
  /** Changed in this batch (only those are written). */
  changed: boolean;
}

/** What a batch did to the vehicle's alarms. */
export interface AlarmPlan {
  /** Per event of the batch, in order: the alarm it belongs to. */
  readonly eventAlarms: readonly AlarmDraft[];
  /** Every alarm the batch changed or opened, in the order first touched. */
  readonly touched: readonly AlarmDraft[];
}

const clearAfterMs = (type: NotificationLabel): number | null => {
  const minutes = ALARM_CLEAR_MINUTES[type];
  return minutes === null ? null : minutes * 60_000;
};

/**
 * Groups a vehicle's events into alarms as its records are checked in time order: an event joins the
 * open alarm of its rule, else opens one; a record that finds the rule's condition false starts the
 * clear time (once); a record at or after the end of the clear time clears the alarm at that end, so
 * the next event opens a new one. A record that finds the condition true again (an event) stops the
 * clear time. Pure: the engine writes the plan in its transaction.
 */
export const createAlarmTracker = (open: readonly OpenAlarm[]) => {
  const current = new Map<NotificationLabel, AlarmDraft>();
  for (const a of open) {
    current.set(a.type, {
      id: a.id,
      opened: false,
      type: a.type,
      firstMs: a.firstMs,
      lastMs: a.lastMs,
      added: 0,
      fineSinceMs: a.fineSinceMs,
      autoClearMs: a.autoClearMs,
      clearedMs: null,
      changed: false,
    });
  }
  const touched: AlarmDraft[] = [];
  const eventAlarms: AlarmDraft[] = [];
  const touch = (a: AlarmDraft) => {
    if (!a.changed) {
      a.changed = true;
      touched.push(a);
    }
  };

  return {
    /** The rule's open alarm now (null: none), for the engine's fast path. */
    openOf: (type: NotificationLabel): AlarmDraft | null => current.get(type) ?? null,

    /** Clears the rule's open alarm if its clear time ended at or before `ms`; answers whether it did. */
    due(type: NotificationLabel, ms: number): boolean {
      const a = current.get(type);
      if (!a || a.autoClearMs === null || ms < a.autoClearMs) return false;
      a.clearedMs = a.autoClearMs;
      touch(a);
      current.delete(type);
      return true;
    },

    /** The rule raised an event at `ms` (the next event of the batch): it joins or opens the alarm. */
    raise(type: NotificationLabel, ms: number): AlarmDraft {
      let a = current.get(type);
      if (!a) {
        a = {
          id: null,
          opened: true,
          type,
          firstMs: ms,
          lastMs: ms,
          added: 0,
          fineSinceMs: null,
          autoClearMs: null,
          clearedMs: null,
          changed: false,
        };
        current.set(type, a);
      }
      a.added += 1;
      a.lastMs = Math.max(a.lastMs, ms);
      a.fineSinceMs = null;
      a.autoClearMs = null;
      touch(a);
      eventAlarms.push(a);
      return a;
    },

    /** A record at `ms` found the rule's condition false: the clear time starts unless it runs already. */
    fine(type: NotificationLabel, ms: number): void {
      const a = current.get(type);
      if (!a || a.fineSinceMs !== null) return;
      const after = clearAfterMs(type);
      if (after === null) return;
      a.fineSinceMs = ms;
      a.autoClearMs = ms + after;
      touch(a);
      // A clear time of 0 (the period limits) clears at once.
      if (after === 0) this.due(type, ms);
    },

    plan: (): AlarmPlan => ({ eventAlarms, touched }),
  };
};

export type AlarmTracker = ReturnType<typeof createAlarmTracker>;
