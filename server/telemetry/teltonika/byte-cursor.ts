/**
 * Reads big-endian values from a byte range without ever throwing: a read past the end returns 0 (or
 * an empty copy) and sets `overrun`, which the caller checks (and stops on) instead of catching.
 */
export class ByteCursor {
  /** Set by the first read that would pass `end`; every later read fails too. */
  overrun = false;
  private readonly view: DataView;

  constructor(
    private readonly bytes: Uint8Array,
    private pos: number,
    private readonly end: number,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** The offset of the next read. */
  get position(): number {
    return this.pos;
  }

  /** Claims n bytes: their offset, or -1 (and `overrun`) when fewer are left. */
  private take(n: number): number {
    if (this.overrun || n > this.end - this.pos) {
      this.overrun = true;
      return -1;
    }
    const at = this.pos;
    this.pos += n;
    return at;
  }

  u8(): number {
    const at = this.take(1);
    return at < 0 ? 0 : this.view.getUint8(at);
  }

  u16(): number {
    const at = this.take(2);
    return at < 0 ? 0 : this.view.getUint16(at);
  }

  i16(): number {
    const at = this.take(2);
    return at < 0 ? 0 : this.view.getInt16(at);
  }

  i32(): number {
    const at = this.take(4);
    return at < 0 ? 0 : this.view.getInt32(at);
  }

  /** An unsigned 64-bit value as a number (exact up to 2⁵³, which millisecond timestamps stay below). */
  u64(): number {
    const at = this.take(8);
    return at < 0 ? 0 : Number(this.view.getBigUint64(at));
  }

  /** A copy of the next n bytes (not a view: the caller may reuse its buffer). */
  copy(n: number): Uint8Array {
    const at = this.take(n);
    return at < 0 ? new Uint8Array(0) : new Uint8Array(this.bytes.subarray(at, at + n));
  }
}
