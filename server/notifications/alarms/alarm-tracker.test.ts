import { describe, expect, it } from 'vitest';
import { createAlarmTracker } from './alarm-tracker';

const MIN = 60_000;

describe('alarm tracker (grouping events into alarms)', () => {
  it('groups the events of one rule into one alarm until its condition held false for the clear time', () => {
    const t = createAlarmTracker([]);
    t.raise('NSSpeedlimitExeeded', 0);
    t.fine('NSSpeedlimitExeeded', 1 * MIN);
    expect(t.due('NSSpeedlimitExeeded', 5 * MIN)).toBe(false);
    t.raise('NSSpeedlimitExeeded', 6 * MIN);
    t.fine('NSSpeedlimitExeeded', 7 * MIN);
    // 10 minutes false (speed): cleared at 17 min, the next event opens a new alarm.
    expect(t.due('NSSpeedlimitExeeded', 17 * MIN)).toBe(true);
    t.raise('NSSpeedlimitExeeded', 20 * MIN);
    const { eventAlarms, touched } = t.plan();
    expect(touched).toHaveLength(2);
    const [first, second] = touched;
    expect(first).toMatchObject({
      id: null,
      opened: true,
      added: 2,
      firstMs: 0,
      lastMs: 6 * MIN,
      clearedMs: 17 * MIN,
    });
    expect(second).toMatchObject({ added: 1, firstMs: 20 * MIN, clearedMs: null, fineSinceMs: null });
    expect(eventAlarms).toEqual([first, first, second]);
  });

  it('joins an alarm that was open before, and keeps rules apart', () => {
    const t = createAlarmTracker([
      { id: 7, type: 'NSVoltageDrop', firstMs: 0, lastMs: MIN, fineSinceMs: 2 * MIN, autoClearMs: 32 * MIN },
    ]);
    t.raise('NSVoltageDrop', 10 * MIN);
    t.raise('NSSpeedlimitExeeded', 10 * MIN);
    const [voltage, speed] = t.plan().touched;
    expect(voltage).toMatchObject({ id: 7, opened: false, added: 1, fineSinceMs: null, autoClearMs: null });
    expect(speed).toMatchObject({ id: null, opened: true, type: 'NSSpeedlimitExeeded' });
  });

  it('never clears a suspected crash by itself; a period limit clears when its period ends', () => {
    const t = createAlarmTracker([]);
    t.raise('NSSuspectedCrash', 0);
    t.fine('NSSuspectedCrash', MIN);
    expect(t.due('NSSuspectedCrash', 1000 * MIN)).toBe(false);
    t.raise('NSMaxMileageDay', 0);
    t.fine('NSMaxMileageDay', 600 * MIN);
    expect(t.openOf('NSMaxMileageDay')).toBeNull();
    expect(t.openOf('NSSuspectedCrash')).not.toBeNull();
  });

  it('starts the clear time once: later records that find the condition false do not move it', () => {
    const t = createAlarmTracker([]);
    t.raise('NSLongDelayBreaks', 0);
    t.fine('NSLongDelayBreaks', MIN);
    t.fine('NSLongDelayBreaks', 5 * MIN);
    expect(t.openOf('NSLongDelayBreaks')?.autoClearMs).toBe(11 * MIN);
  });
});
