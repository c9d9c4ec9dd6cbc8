import type { HeavyCaller } from './heavy-work';
import type { BinaryResult, Caller, Device } from './request-types';

/**
 * Whom a heavy request counts against (issue 38): the account (or the device key's vehicle), and the
 * organisation whose turn it takes: the one the path names (logbook operations), else the caller's
 * active one, else the caller itself.
 */
export const heavyCallerOf = (caller: Caller, device: Device, params: unknown): HeavyCaller => {
  if (!caller.accountId) {
    const key = device.vehicleId ? `device:${device.vehicleId}` : 'anonymous';
    return { caller: key, organisation: key };
  }
  const named = (params as { readonly organisationId?: unknown } | undefined)?.organisationId;
  const organisation =
    typeof named === 'string' ? named : (caller.scope?.().organisationId ?? `account:${caller.accountId}`);
  return { caller: `account:${caller.accountId}`, organisation: `organisation:${organisation}` };
};

/**
 * A file answer handed over, and the heavy turn it took ended: at once for held bytes; for a stream
 * when it has been read to its end, failed or been cancelled (the client went away).
 */
export const handedOver = (binary: BinaryResult, release: () => void): BinaryResult => {
  if (!('stream' in binary)) {
    release();
    return binary;
  }
  const reader = binary.stream.getReader();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    async cancel(reason) {
      release();
      await reader.cancel(reason);
    },
  });
  return { ...binary, stream };
};

/** Vehicles a heavy answer builds between two turns of the request loop (see `yieldTurn`). */
export const VEHICLES_PER_SLICE = 4;

/**
 * Lets the request loop answer what waits (an interactive read) before heavy building goes on: heavy
 * work built in slices with a `yieldTurn` between them blocks others for a slice, not for the whole.
 */
export const yieldTurn = (): Promise<void> => new Promise((resume) => setImmediate(resume));
