import type { CallerScope } from '../accounts/caller-scope';
import type { HeavyCaller } from './heavy-work';

/** What of a request's caller and device the turn needs (route.ts's `Caller` and `Device`). */
interface TurnCaller {
  readonly accountId: string;
  readonly scope?: () => CallerScope;
}
interface TurnDevice {
  readonly vehicleId: number;
}
/** A file answer (route.ts's `BinaryResult`): held bytes, or a stream built while it is sent. */
type TurnFile = { readonly bytes: Uint8Array } | { readonly stream: ReadableStream<Uint8Array> };

/**
 * Whom a heavy request counts against (issue 38): the account (or the device key's vehicle), and the
 * organisation whose turn it takes: the one the path names (logbook operations), else the caller's
 * active one, else the caller itself.
 */
export const heavyCallerOf = (caller: TurnCaller, device: TurnDevice, params: unknown): HeavyCaller => {
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
 * A file answer whose heavy turn ends when it has been sent: held bytes at once, a stream when it has
 * been read to its end, failed or been cancelled (the client went away).
 */
export const releasedWithStream = <F extends TurnFile>(binary: F, release: () => void): F => {
  if (!('stream' in binary)) return binary;
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
