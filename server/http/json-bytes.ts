import { answerBuffers } from './answer-buffers';

const encoder = new TextEncoder();

/** Below this many thousandths the whole part is written digit by digit, exactly. */
const FAST_LIMIT = 1e15;

const ZERO = 0x30;

const DOT = 0x2e;

/**
 * JSON text written straight into bytes, for answers of megabytes (a year's export of 100 vehicles
 * is 14 MB): no string per row to build, join, flatten and encode again, which cost as much CPU as the
 * figures themselves (issue 29 §4). The caller writes valid JSON; pieces it writes often are encoded
 * once with {@link jsonPiece}.
 */
export class JsonBytes {
  private bytes: Uint8Array<ArrayBuffer>;
  private length = 0;

  /** Bytes from {@link answerBuffers}, not zeroed: every byte up to `length` is written before it is read. */
  constructor(expectedBytes = 64 * 1024) {
    this.bytes = answerBuffers.take(Math.max(16, expectedBytes));
  }

  private room(more: number): Uint8Array<ArrayBuffer> {
    if (this.length + more > this.bytes.length) {
      const grown = answerBuffers.take(Math.max(this.bytes.length * 2, this.length + more));
      grown.set(this.bytes.subarray(0, this.length));
      answerBuffers.give(this.bytes);
      this.bytes = grown;
    }
    return this.bytes;
  }

  /** Bytes encoded beforehand (a key, a bracket). */
  piece(piece: Uint8Array): this {
    const bytes = this.room(piece.length);
    const at = this.length;
    // Short pieces: a loop is quicker than `set` with its checks and call.
    if (piece.length > 16) bytes.set(piece, at);
    else for (let i = 0; i < piece.length; i++) bytes[at + i] = piece[i]!;
    this.length = at + piece.length;
    return this;
  }

  /** Any JSON value (a name, a head object), through `JSON.stringify`. */
  value(value: unknown): this {
    return this.piece(encoder.encode(JSON.stringify(value)));
  }

  /**
   * A number rounded to 3 decimals: the same text as `JSON.stringify(Math.round(value * 1000) / 1000)`
   * (the shortest decimal of that double is the rounded decimal itself), written from its whole part's
   * digits and a table of fractions instead of V8's search for the shortest digits of each number.
   */
  milli(value: number): this {
    const thousandths = Math.round(value * 1000);
    if (!(thousandths >= 0 && thousandths < FAST_LIMIT)) return this.value(thousandths / 1000);
    const bytes = this.room(24);
    let at = this.length;
    // Integer arithmetic on the small numbers most figures are; digits of larger ones by division.
    const small = thousandths < 2 ** 31;
    const whole = small ? (thousandths / 1000) | 0 : Math.floor(thousandths / 1000);
    const fraction = thousandths - whole * 1000;
    if (whole < 10) bytes[at++] = ZERO + whole;
    else if (whole < 100) {
      bytes[at++] = ZERO + ((whole / 10) | 0);
      bytes[at++] = ZERO + (whole % 10);
    } else {
      let digits = 3;
      for (let rest = Math.floor(whole / 1000); rest > 0; rest = Math.floor(rest / 10)) digits++;
      let rest = whole;
      for (let i = digits - 1; i >= 0; i--) {
        const next = Math.floor(rest / 10);
        bytes[at + i] = ZERO + rest - next * 10;
        rest = next;
      }
      at += digits;
    }
    if (fraction !== 0) {
      const tenths = (fraction / 100) | 0;
      const hundredths = ((fraction / 10) | 0) % 10;
      const last = fraction % 10;
      bytes[at++] = DOT;
      bytes[at++] = ZERO + tenths;
      if (hundredths !== 0 || last !== 0) bytes[at++] = ZERO + hundredths;
      if (last !== 0) bytes[at++] = ZERO + last;
    }
    this.length = at;
    return this;
  }

  /**
   * The text written so far (a view of the buffer, not a copy), and `recycle`, which hands the buffer
   * back to {@link answerBuffers} once nothing reads the text any more (its answer was sent).
   */
  done(): { readonly text: Uint8Array<ArrayBuffer>; readonly recycle: () => void } {
    const bytes = this.bytes;
    return { text: bytes.subarray(0, this.length), recycle: () => answerBuffers.give(bytes) };
  }
}

/** A piece of JSON text encoded once, to write many times. */
export const jsonPiece = (text: string): Uint8Array => encoder.encode(text);
