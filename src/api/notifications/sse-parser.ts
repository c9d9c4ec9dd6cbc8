/**
 * An incremental parser of a `text/event-stream` body (the WHATWG HTML "event stream interpretation"),
 * fed with the byte chunks a fetch body yields. Chunks may split anywhere: inside a UTF-8 sequence,
 * between the CR and LF of a line end, inside a field name. Pure: no I/O, no timers.
 */

/** What one complete part of the stream means. */
export type SseFrame =
  /** A dispatched message: `event` defaults to `message`; `id` is the stream's last event id after it. */
  | { readonly kind: 'message'; readonly event: string; readonly data: string; readonly id: string }
  /** The server's reconnection time (`retry:` with digits only). */
  | { readonly kind: 'retry'; readonly ms: number }
  /** A comment line (`: ping`): nothing to dispatch, but proof the connection is alive. */
  | { readonly kind: 'comment'; readonly text: string };

export interface SseParser {
  /** Feeds the next chunk; answers the frames it completed. */
  push(chunk: Uint8Array): SseFrame[];
  /** The body ended: a message without its closing blank line is dropped, as the standard says. */
  end(): SseFrame[];
}

/** Starts a parser; `lastEventId` is the id in force before the first `id:` line (the resume point). */
export const createSseParser = (lastEventId = ''): SseParser => {
  // Strips a leading byte order mark, as the standard asks.
  const decoder = new TextDecoder('utf-8');
  let buffer = '';
  // The previous chunk ended in CR: an LF at the start of the next one belongs to that line end.
  let pendingCr = false;
  let eventType = '';
  let data: string[] = [];
  let id = lastEventId;

  const line = (text: string, frames: SseFrame[]) => {
    if (text === '') {
      if (data.length > 0)
        frames.push({ kind: 'message', event: eventType || 'message', data: data.join('\n'), id });
      data = [];
      eventType = '';
      return;
    }
    if (text.startsWith(':')) {
      frames.push({ kind: 'comment', text: text.slice(1).replace(/^ /, '') });
      return;
    }
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') eventType = value;
    else if (field === 'id') {
      if (!value.includes('\0')) id = value;
    } else if (field === 'retry' && /^\d+$/.test(value)) frames.push({ kind: 'retry', ms: Number(value) });
  };

  const take = (text: string): SseFrame[] => {
    const frames: SseFrame[] = [];
    let rest = text;
    if (pendingCr && rest.length > 0) {
      if (rest.startsWith('\n')) rest = rest.slice(1);
      pendingCr = false;
    }
    buffer += rest;
    let start = 0;
    for (let i = 0; i < buffer.length; i += 1) {
      const c = buffer[i];
      if (c !== '\n' && c !== '\r') continue;
      line(buffer.slice(start, i), frames);
      if (c === '\r') {
        if (i + 1 === buffer.length) pendingCr = true;
        else if (buffer[i + 1] === '\n') i += 1;
      }
      start = i + 1;
    }
    buffer = buffer.slice(start);
    return frames;
  };

  return {
    push: (chunk) => take(decoder.decode(chunk, { stream: true })),
    end: () => {
      const frames = take(decoder.decode());
      buffer = '';
      data = [];
      return frames;
    },
  };
};
