/**
 * The server's time as the device best knows it (issue 8, fault case 9: a device clock hours wrong).
 * Every answer's `Date` header tells how far the device clock is off; the offset is kept in
 * localStorage so it also holds offline, and the logbook takes "now" from here (a new entry's
 * reference time, the future-time rules), so a wrong device clock neither makes the server refuse an
 * entry made offline nor dates it hours off. Offsets under a few seconds are ignored: the header has
 * whole seconds only.
 */
export interface ServerClock {
  /** The server's time now (ms since the epoch). */
  now(): number;
  /** The device clock minus the server's (ms); 0 until an answer was seen. */
  offsetMs(): number;
  /** Reads an answer's `Date` header; `sentAt`/`receivedAt` are device times around the call. */
  observe(dateHeader: string | null, sentAt: number, receivedAt: number): void;
}

/** The localStorage key of the last known offset. */
export const SERVER_CLOCK_OFFSET_KEY = 'serverClockOffsetMs';

/** Below this the header's one-second resolution and the round trip decide: the device clock is right. */
const NOISE_MS = 3_000;

export interface ServerClockDeps {
  readonly deviceNow: () => number;
  /** Where the offset survives a reload (localStorage); absent in tests that need none. */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

const readStored = (storage: ServerClockDeps['storage']): number => {
  try {
    const value = Number(storage?.getItem(SERVER_CLOCK_OFFSET_KEY) ?? 0);
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
};

export const createServerClock = (deps: ServerClockDeps): ServerClock => {
  let offset = readStored(deps.storage);
  return {
    now: () => deps.deviceNow() - offset,
    offsetMs: () => offset,
    observe: (dateHeader, sentAt, receivedAt) => {
      const serverTime = dateHeader === null ? Number.NaN : Date.parse(dateHeader);
      if (!Number.isFinite(serverTime)) return;
      // The header is the server's time somewhere in the round trip, truncated to the second.
      const deviceMid = (sentAt + receivedAt) / 2;
      const measured = deviceMid - (serverTime + 500);
      const next = Math.abs(measured) < NOISE_MS ? 0 : Math.round(measured);
      if (next === offset) return;
      offset = next;
      try {
        deps.storage?.setItem(SERVER_CLOCK_OFFSET_KEY, String(offset));
      } catch {
        // A full storage only costs the offset after a reload; the live value still holds.
      }
    },
  };
};

let shared: ServerClock = createServerClock({ deviceNow: () => Date.now() });

/** The app's server clock (the composition root installs one that persists; tests may install theirs). */
export const serverClock = (): ServerClock => shared;
export const installServerClock = (clock: ServerClock): void => {
  shared = clock;
};
/** The server's time now: what the logbook uses instead of `Date.now()`. */
export const serverNow = (): number => shared.now();
