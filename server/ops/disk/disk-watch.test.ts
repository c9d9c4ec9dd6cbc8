import { describe, expect, it } from 'vitest';
import { readDiskConfig } from '../ops-config';
import { defaultMinFree, startDiskWatch } from './disk-watch';

const MIB = 1024 ** 2;
const GIB = 1024 ** 3;

describe('the storage watch (issue 37)', () => {
  it.each([
    ['a 120 MB disk keeps a quarter free', 120 * MIB, 30 * MIB],
    ['a 2 GiB disk a quarter too', 2 * GIB, 0.5 * GIB],
    ['a 10 GiB disk 1 GiB', 10 * GIB, GIB],
    ['a 100 GiB disk 5 %', 100 * GIB, 5 * GIB],
  ])('%s by default', (_, total, expected) => {
    expect(defaultMinFree(total)).toBe(expected);
  });

  it.each([
    ['', null],
    ['5%', { kind: 'percent', value: 5 }],
    ['2GB', { kind: 'bytes', value: 2 * GIB }],
    ['500 mb', { kind: 'bytes', value: 500 * MIB }],
    ['1048576', { kind: 'bytes', value: MIB }],
  ])('reads DISK_MIN_FREE=%j', (raw, expected) => {
    expect(readDiskConfig({ DISK_MIN_FREE: raw }).minFree).toEqual(expected);
  });

  it.each(['0', '100%', 'lots', '-5GB', '5 PB'])('refuses DISK_MIN_FREE=%j naming it', (raw) => {
    expect(() => readDiskConfig({ DISK_MIN_FREE: raw })).toThrow(/DISK_MIN_FREE/);
  });

  it('goes ok → warning → full → warning → ok with one log line each, resuming writes only with a margin', async () => {
    const logged: string[] = [];
    let free = 500 * MIB;
    const watch = await startDiskWatch({
      paths: ['/data'],
      config: { minFree: { kind: 'bytes', value: 50 * MIB }, warnPercent: 90, checkSeconds: 60 },
      log: (line) => logged.push(line),
      measure: async () => ({ totalBytes: 1000 * MIB, freeBytes: free }),
    });
    const seen: string[] = [];
    watch.onChange((next) => seen.push(next.state));
    expect(watch.state()).toBe('ok');
    const after = async (bytes: number) => {
      free = bytes;
      return (await watch.check()).state;
    };
    expect(await after(80 * MIB)).toBe('warning');
    expect(await after(40 * MIB)).toBe('full');
    expect(await after(40 * MIB)).toBe('full');
    // Above the watermark, but not by the margin (10 %): still full.
    expect(await after(52 * MIB)).toBe('full');
    expect(await after(60 * MIB)).toBe('warning');
    expect(await after(400 * MIB)).toBe('ok');
    watch.stop();
    expect(seen).toEqual(['warning', 'full', 'warning', 'ok']);
    expect(logged).toEqual([
      'Storage warning: 80 MiB free of 1000 MiB on /data (writes are refused below 50 MiB); over 90 % used',
      'Storage full: 40 MiB free of 1000 MiB on /data (writes are refused below 50 MiB); refusing writes, reads go on',
      'Storage: there is room again (60 MiB free of 1000 MiB on /data (writes are refused below 50 MiB)); writes resume',
      'Storage: below the warning level again',
    ]);
  });
});
