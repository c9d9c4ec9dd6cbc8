import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc (USER_HZ): 100 on Linux. */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux). Wall times on a machine
 * other work shares swing with its load; CPU time says what the work itself costs. NaN elsewhere.
 */
export const cpuSeconds = (pid: number | undefined): number => {
  if (pid === undefined) return NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
};

/** The 1-minute load average, to print beside wall times. */
export const loadAverage = (): number => {
  try {
    return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  } catch {
    return NaN;
  }
};

/**
 * CPU seconds used so far by every running process with this command name (e.g. `postgres`: the
 * database server's backends), from /proc. Processes that ended meanwhile are not counted.
 */
export const cpuSecondsOfCommand = (command: string): number => {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name === command) total += cpuSeconds(Number(entry));
    } catch {
      // The process ended while being read.
    }
  }
  return total;
};
