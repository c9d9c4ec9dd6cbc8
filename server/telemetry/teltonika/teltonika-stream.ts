import {
  type AvlPacket,
  type AvlPacketError,
  type AvlPacketOptions,
  checkPacketHeader,
  decodeAvlPacket,
  PACKET_CRC_BYTES,
  PACKET_HEADER_BYTES,
} from './avl-packet';

/**
 * The reader of one device's TCP connection, as a state machine without I/O. The device first sends
 * its IMEI (u16 length, then that many ASCII digits); the server answers {@link encodeHandshakeReply};
 * then the device sends AVL packets, each acknowledged with {@link encodeAck} of its record count.
 *
 * Feed it the bytes as they arrive, in chunks of any size; it answers the events the chunk completes.
 * It holds at most one packet (12 bytes + the maximum data field), allocated once its header is read,
 * so a length field of gigabytes fails at once as 'too_large' without buffering. A single 0xFF byte
 * between packets is the device's keep-alive ping and is skipped (as Traccar's frame decoder does).
 * After an error the reader stays failed and ignores further bytes: the connection should be closed.
 */

/** IMEIs are 15 digits; Teltonika devices identify themselves by theirs. */
export const IMEI_DIGITS = 15;
const IMEI_LENGTH_BYTES = 2;
const PING = 0xff;

/** Why a connection's stream was refused. */
export type StreamError = AvlPacketError | 'bad_imei';

/** What a chunk of the stream completed. */
export type TeltonikaEvent =
  | { readonly type: 'imei'; readonly imei: string }
  | { readonly type: 'packet'; readonly packet: AvlPacket }
  | { readonly type: 'error'; readonly reason: StreamError };

/** One connection's reader. */
export interface TeltonikaStream {
  /** Takes the next bytes of the connection; answers the events they complete, in order. */
  feed(chunk: Uint8Array): TeltonikaEvent[];
  /** The reason the stream failed, or null while it is fine. */
  readonly failure: StreamError | null;
  /** The IMEI once the handshake is read, else null. */
  readonly imei: string | null;
  /** Whether part of a handshake or packet is held, waiting for the rest (the listener times it). */
  readonly buffering: boolean;
}

type Phase = 'imei-length' | 'imei' | 'header' | 'body' | 'failed';

/** Creates the reader of one connection (options: the maximum data field length of a packet). */
export const createTeltonikaStream = (options: AvlPacketOptions = {}): TeltonikaStream => {
  let phase: Phase = 'imei-length';
  let failure: StreamError | null = null;
  let imei: string | null = null;
  /** The bytes of the current unit (IMEI length, IMEI, packet header, then the whole packet). */
  let unit = new Uint8Array(IMEI_LENGTH_BYTES);
  let filled = 0;

  const fail = (reason: StreamError): TeltonikaEvent => {
    phase = 'failed';
    failure = reason;
    unit = new Uint8Array(0);
    return { type: 'error', reason };
  };

  /** Moves to the next phase with a fresh unit of that length, keeping the current unit's first bytes. */
  const nextUnit = (next: Phase, length: number, keep = 0): void => {
    const bytes = new Uint8Array(length);
    bytes.set(unit.subarray(0, keep));
    phase = next;
    unit = bytes;
    filled = keep;
  };

  /** The current unit is complete: the event it makes, if any, after moving to the next phase. */
  const complete = (): TeltonikaEvent | null => {
    switch (phase) {
      case 'imei-length': {
        const length = ((unit[0] ?? 0) << 8) | (unit[1] ?? 0);
        if (length !== IMEI_DIGITS) return fail('bad_imei');
        nextUnit('imei', length);
        return null;
      }
      case 'imei': {
        if (!unit.every((byte) => byte >= 0x30 && byte <= 0x39)) return fail('bad_imei');
        imei = String.fromCharCode(...unit);
        nextUnit('header', PACKET_HEADER_BYTES);
        return { type: 'imei', imei };
      }
      case 'header': {
        const header = checkPacketHeader(unit, options);
        if (!header.ok) return fail(header.reason);
        nextUnit('body', PACKET_HEADER_BYTES + header.dataLength + PACKET_CRC_BYTES, PACKET_HEADER_BYTES);
        return null;
      }
      case 'body': {
        const result = decodeAvlPacket(unit, options);
        if (!result.ok) return fail(result.reason);
        nextUnit('header', PACKET_HEADER_BYTES);
        return { type: 'packet', packet: { codec: result.codec, records: result.records } };
      }
      case 'failed':
        return null;
    }
  };

  const feed = (chunk: Uint8Array): TeltonikaEvent[] => {
    const events: TeltonikaEvent[] = [];
    let at = 0;
    while (at < chunk.length && phase !== 'failed') {
      if (phase === 'header' && filled === 0 && chunk[at] === PING) {
        at += 1;
        continue;
      }
      const take = Math.min(unit.length - filled, chunk.length - at);
      unit.set(chunk.subarray(at, at + take), filled);
      filled += take;
      at += take;
      // A non-zero preamble byte fails at once, not only after the 8 header bytes.
      const early =
        phase === 'header' && filled < PACKET_HEADER_BYTES
          ? checkPacketHeader(unit.subarray(0, filled))
          : null;
      if (early && !early.ok && early.reason === 'bad_preamble') {
        events.push(fail('bad_preamble'));
      } else if (filled === unit.length) {
        const event = complete();
        if (event) events.push(event);
      }
    }
    return events;
  };

  return {
    feed,
    get failure() {
      return failure;
    },
    get imei() {
      return imei;
    },
    get buffering() {
      return phase !== 'failed' && filled > 0;
    },
  };
};

/** The handshake answer: one byte, 0x01 to accept the IMEI, 0x00 to refuse it. */
export const encodeHandshakeReply = (accept: boolean): Uint8Array => Uint8Array.of(accept ? 0x01 : 0x00);

/** The acknowledgement of a packet: its number of records as a 4-byte big-endian integer. */
export const encodeAck = (recordCount: number): Uint8Array => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, recordCount);
  return bytes;
};
