import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerBuffers } from './answer-buffers';
import { PreEncodedJson, recycleWhenSent } from './pre-encoded';

/** Empties what earlier tests of this worker left kept. */
const drain = () => {
  while (answerBuffers.keptCount > 0) answerBuffers.take(1);
};

describe('answer buffers', () => {
  afterEach(drain);

  it('gives back the smallest kept buffer that fits, keeps the two largest, none over 64 MB', () => {
    drain();
    const small = answerBuffers.take(1000);
    const middle = answerBuffers.take(5000);
    const large = answerBuffers.take(9000);
    for (const buffer of [small, middle, large]) answerBuffers.give(buffer);
    expect(answerBuffers.keptCount).toBe(2);
    expect(answerBuffers.take(4000)).toBe(middle);
    expect(answerBuffers.take(4000)).toBe(large);
    // Nothing kept fits: a new one, of the size asked.
    expect(answerBuffers.take(4000).byteLength).toBe(4000);
    answerBuffers.give(answerBuffers.take(65 * 1024 * 1024));
    expect(answerBuffers.keptCount).toBe(0);
  });

  it('lets kept buffers go a minute after the last was given back', () => {
    vi.useFakeTimers();
    try {
      drain();
      answerBuffers.give(answerBuffers.take(100));
      vi.advanceTimersByTime(59_000);
      expect(answerBuffers.keptCount).toBe(1);
      vi.advanceTimersByTime(1_000);
      expect(answerBuffers.keptCount).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('recycles an answer’s buffer when the response finished, not when it closed before', () => {
    const recycle = vi.fn();
    const answer = new PreEncodedJson(new Uint8Array(4), undefined, undefined, recycle);
    const aborted = new EventEmitter();
    recycleWhenSent({ outgoing: aborted }, answer);
    aborted.emit('close');
    expect(recycle).not.toHaveBeenCalled();
    const sent = new EventEmitter();
    recycleWhenSent({ outgoing: sent }, answer);
    sent.emit('finish');
    expect(recycle).toHaveBeenCalledTimes(1);
    // Made in-process: no response to wait for, the buffer is never reused.
    recycleWhenSent(undefined, answer);
    expect(recycle).toHaveBeenCalledTimes(1);
  });
});
