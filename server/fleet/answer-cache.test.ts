import { describe, expect, it, vi } from 'vitest';
import { createAnswerCache } from './answer-cache';

describe('answer cache', () => {
  it('shares one read between concurrent and repeated callers until the time to live passes', async () => {
    let now = 1_000;
    const cache = createAnswerCache({ ttlMs: 2_000, maxEntries: 10, now: () => now });
    const produce = vi.fn(async () => `answer at ${now}`);
    const [a, b] = await Promise.all([cache.get('k', produce), cache.get('k', produce)]);
    expect(a).toBe('answer at 1000');
    expect(b).toBe(a);
    now += 1_999;
    expect(await cache.get('k', produce)).toBe('answer at 1000');
    expect(produce).toHaveBeenCalledTimes(1);
    now += 1;
    expect(await cache.get('k', produce)).toBe('answer at 3000');
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('keeps keys apart, forgets failures and stays within its size', async () => {
    const cache = createAnswerCache({ ttlMs: 60_000, maxEntries: 2, now: () => 0 });
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', async () => 'recovered')).toBe('recovered');
    expect(await cache.get('x', async () => 'x')).toBe('x');
    expect(await cache.get('y', async () => 'y')).toBe('y');
    // 'bad' was the oldest and is gone; a fresh read happens for it.
    const produce = vi.fn(async () => 'again');
    expect(await cache.get('bad', produce)).toBe('again');
    expect(produce).toHaveBeenCalledTimes(1);
  });
});
