import { describe, expect, it } from 'vitest';
import { createServerClock, SERVER_CLOCK_OFFSET_KEY } from './server-clock';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

const HOUR = 3_600_000;
const serverTime = Date.parse('2026-11-22T12:00:00Z');

describe('server clock', () => {
  it('takes the offset from an answer: a device two hours ahead gets the server time', () => {
    let device = serverTime + 2 * HOUR;
    const clock = createServerClock({ deviceNow: () => device });
    expect(clock.now()).toBe(device);
    clock.observe(new Date(serverTime).toUTCString(), device - 100, device + 100);
    expect(Math.abs(clock.now() - serverTime)).toBeLessThan(1_000);
    device += 60_000;
    expect(Math.abs(clock.now() - (serverTime + 60_000))).toBeLessThan(1_000);
  });

  it('a device two hours behind too', () => {
    const device = serverTime - 2 * HOUR;
    const clock = createServerClock({ deviceNow: () => device });
    clock.observe(new Date(serverTime).toUTCString(), device - 50, device + 50);
    expect(Math.abs(clock.now() - serverTime)).toBeLessThan(1_000);
    expect(clock.offsetMs()).toBeLessThan(-2 * HOUR + 1_000);
  });

  it('ignores the header resolution: a right device clock stays exact', () => {
    const device = serverTime + 700;
    const clock = createServerClock({ deviceNow: () => device });
    clock.observe(new Date(serverTime).toUTCString(), device - 20, device + 20);
    expect(clock.offsetMs()).toBe(0);
    expect(clock.now()).toBe(device);
  });

  it('keeps the offset for a reload offline, and ignores missing or broken headers', () => {
    const storage = memoryStorage();
    const device = serverTime + 2 * HOUR;
    const first = createServerClock({ deviceNow: () => device, storage });
    first.observe(null, device, device);
    first.observe('not a date', device, device);
    expect(storage.getItem(SERVER_CLOCK_OFFSET_KEY)).toBeNull();
    first.observe(new Date(serverTime).toUTCString(), device, device);
    const afterReload = createServerClock({ deviceNow: () => device, storage });
    expect(afterReload.offsetMs()).toBe(first.offsetMs());
    expect(Math.abs(afterReload.now() - serverTime)).toBeLessThan(1_000);
  });

  it('a storage that throws costs only the persistence', () => {
    const device = serverTime + HOUR;
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const clock = createServerClock({ deviceNow: () => device, storage: broken });
    clock.observe(new Date(serverTime).toUTCString(), device, device);
    expect(Math.abs(clock.now() - serverTime)).toBeLessThan(1_000);
  });
});
