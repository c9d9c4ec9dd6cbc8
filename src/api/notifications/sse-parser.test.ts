import { describe, expect, it } from 'vitest';
import { createSseParser, type SseFrame } from './sse-parser';

const bytes = (text: string) => new TextEncoder().encode(text);

/** Feeds `body` split at the given byte offsets; answers every frame, the end included. */
const parse = (body: Uint8Array, cuts: readonly number[] = [], lastEventId?: string): SseFrame[] => {
  const parser = createSseParser(lastEventId);
  const frames: SseFrame[] = [];
  let start = 0;
  for (const cut of [...cuts, body.length]) {
    frames.push(...parser.push(body.subarray(start, cut)));
    start = cut;
  }
  return [...frames, ...parser.end()];
};

// The protocol of NOTIFICATION_STREAM_PATH, with every kind of line end and a multi-byte place name.
const STREAM =
  'retry: 2000\r\n' +
  'event: ready\r\ndata: {"lastEventId":41}\r\n\r\n' +
  ': ping\n' +
  'id: 42\nevent: notification\ndata: {"id":42,"placeName":"Köln Hbf – Gleis 3 🚆"}\n\n' +
  'id: 43\revent: notification\rdata: {"id":43}\r\r';

const EXPECTED: SseFrame[] = [
  { kind: 'retry', ms: 2000 },
  { kind: 'message', event: 'ready', data: '{"lastEventId":41}', id: '' },
  { kind: 'comment', text: 'ping' },
  {
    kind: 'message',
    event: 'notification',
    data: '{"id":42,"placeName":"Köln Hbf – Gleis 3 🚆"}',
    id: '42',
  },
  { kind: 'message', event: 'notification', data: '{"id":43}', id: '43' },
];

describe('the SSE parser', () => {
  it('reads the stream protocol in one chunk', () => {
    expect(parse(bytes(STREAM))).toEqual(EXPECTED);
  });

  it('reads the same frames however the body is cut in two (inside UTF-8 sequences and CR LF too)', () => {
    const body = bytes(STREAM);
    for (let cut = 0; cut <= body.length; cut += 1)
      expect(parse(body, [cut]), `cut at ${cut}`).toEqual(EXPECTED);
  });

  it('reads the same frames byte by byte and in seeded random cuts', () => {
    const body = bytes(STREAM);
    expect(
      parse(
        body,
        Array.from({ length: body.length }, (_, i) => i),
      ),
    ).toEqual(EXPECTED);
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 200; run += 1) {
      const cuts = [...new Set(Array.from({ length: 6 }, () => Math.floor(random() * body.length)))].sort(
        (a, b) => a - b,
      );
      expect(parse(body, cuts), `cuts ${cuts.join(',')}`).toEqual(EXPECTED);
    }
  });

  it('does not take an LF after a CR that ended the previous chunk for a blank line', () => {
    expect(parse(bytes('data: a\r\n\r\n'), [8, 9, 10])).toEqual([
      { kind: 'message', event: 'message', data: 'a', id: '' },
    ]);
    // A CR line end, then an LF that starts a chunk of its own and a blank line after it.
    expect(parse(bytes('data: a\r\n\n'), [8, 9])).toEqual([
      { kind: 'message', event: 'message', data: 'a', id: '' },
    ]);
  });

  it('joins data lines, strips one space after the colon, keeps the last id', () => {
    expect(parse(bytes('data:x\ndata:  y\ndata\nid: 7\n\ndata: z\n\n'))).toEqual([
      { kind: 'message', event: 'message', data: 'x\n y\n', id: '7' },
      { kind: 'message', event: 'message', data: 'z', id: '7' },
    ]);
  });

  it('starts from the id it is given and ignores ids with NUL, unknown fields and bad retries', () => {
    expect(parse(bytes('id: 9\u0000\nfoo: bar\nretry: 2s\nretry\ndata: a\n\n'), [], '5')).toEqual([
      { kind: 'message', event: 'message', data: 'a', id: '5' },
    ]);
  });

  it('dispatches nothing for a message without data, and drops an unfinished one at the end', () => {
    expect(parse(bytes('event: ready\n\nid: 3\n\ndata: half'))).toEqual([]);
  });

  it('strips a byte order mark at the start only', () => {
    expect(parse(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('data: a\n\n')]), [1, 2])).toEqual([
      { kind: 'message', event: 'message', data: 'a', id: '' },
    ]);
  });
});
