import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc (USER_HZ): 100 on Linux. */
const TICKS_PER_SECOND = 100;

interface Proc {
  readonly pid: number;
  readonly ppid: number;
  readonly cmd: string;
  readonly cpuMs: number;
}

const readProcs = (): Proc[] => {
  const procs: Proc[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may contain spaces) start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      procs.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        cmd,
        cpuMs: (ticks * 1000) / TICKS_PER_SECOND,
      });
    } catch {
      // The process ended while being read.
    }
  }
  return procs;
};

/**
 * CPU milliseconds used so far by the Chromium this process launched, per process type (`renderer`,
 * `gpu-process`, `browser`, …): its browser process (a child of this one) and every process below it, from /proc
 * (Linux; empty elsewhere). Under software rendering the GPU process is where llvmpipe draws, so the
 * CPU time of a frame there and in the renderer is its cost whatever else the machine runs, where
 * frame rates swing with the load.
 */
export const chromiumCpuMs = (parentPid: number = process.pid): Record<string, number> => {
  const procs = readProcs();
  const mine = new Set(
    procs.filter((p) => p.ppid === parentPid && p.cmd.includes('chrom')).map((p) => p.pid),
  );
  for (let grew = mine.size > 0; grew;) {
    grew = false;
    for (const p of procs)
      if (!mine.has(p.pid) && mine.has(p.ppid)) {
        mine.add(p.pid);
        grew = true;
      }
  }
  const byType: Record<string, number> = {};
  for (const p of procs)
    if (mine.has(p.pid)) {
      const type = /--type=([\w-]+)/.exec(p.cmd)?.[1] ?? 'browser';
      byType[type] = (byType[type] ?? 0) + p.cpuMs;
    }
  return byType;
};
