/**
 * Where a page's main thread spent a traced window: the top-level tasks of its renderer main thread
 * (Chromium's `toplevel` and `devtools.timeline` categories) grouped by what ran in them — a timer
 * or animation-frame callback, an event, a network answer, style, layout, paint, garbage collection —
 * with JavaScript calls named by their script and function. Wall and CPU (thread) milliseconds.
 */
interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: {
    readonly name?: string;
    readonly src_file?: string;
    readonly src_func?: string;
    readonly data?: {
      readonly url?: string;
      readonly functionName?: string;
      readonly type?: string;
      readonly frames?: readonly { readonly url?: string; readonly functionName?: string }[];
    };
  };
}

export interface TraceShare {
  readonly what: string;
  readonly count: number;
  readonly wallMs: number;
  readonly cpuMs: number;
}

const label = (e: TraceEvent): string => {
  const data = e.args?.data;
  const file = (url: string | undefined) =>
    (url ?? '')
      .split('/')
      .pop()
      ?.replace(/-[\w-]{8}\.js$/, '.js') ?? '';
  switch (e.name) {
    case 'FunctionCall':
      return `FunctionCall ${file(data?.url)} ${data?.functionName ?? ''}`.trim();
    case 'EventDispatch':
      return `EventDispatch ${data?.type ?? ''}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'FireIdleCallback':
      return e.name;
    default:
      return e.name;
  }
};

/** The main thread's tasks in `trace` (the page's renderer: the one that has `CrRendererMain` with the most tasks), grouped. */
export const traceBreakdown = (trace: Buffer, top = 25): readonly TraceShare[] => {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const tasksOf = (m: TraceEvent) =>
    events.filter(
      (e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.pid === m.pid && e.tid === m.tid,
    );
  const main = mains
    .map((m) => ({ m, tasks: tasksOf(m) }))
    .sort((a, b) => b.tasks.length - a.tasks.length)[0];
  if (!main) return [];
  const inThread = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.pid === main.m.pid &&
        e.tid === main.m.tid &&
        e.name !== 'ThreadControllerImpl::RunTask',
    )
    .sort((a, b) => a.ts - b.ts);
  const shares = new Map<string, { count: number; wallMs: number; cpuMs: number }>();
  let j = 0;
  for (const task of main.tasks.sort((a, b) => a.ts - b.ts)) {
    const end = task.ts + (task.dur ?? 0);
    while (j < inThread.length && (inThread[j] as TraceEvent).ts < task.ts) j += 1;
    // The longest event directly inside the task names it; a task with none is the scheduler's own.
    let named: TraceEvent | undefined;
    for (let k = j; k < inThread.length && (inThread[k] as TraceEvent).ts < end; k += 1) {
      const e = inThread[k] as TraceEvent;
      if (!named || (e.dur ?? 0) > (named.dur ?? 0)) named = e;
    }
    // Otherwise where it was posted from says what it was.
    const posted = task.args?.src_func
      ? `${task.args.src_file?.split('/').pop() ?? ''} ${task.args.src_func}`
      : '';
    const what = named ? label(named) : `(task) ${posted}`.trim();
    const share = shares.get(what) ?? { count: 0, wallMs: 0, cpuMs: 0 };
    share.count += 1;
    share.wallMs += (task.dur ?? 0) / 1000;
    share.cpuMs += (task.tdur ?? task.dur ?? 0) / 1000;
    shares.set(what, share);
  }
  return [...shares.entries()]
    .map(([what, s]) => ({ what, ...s }))
    .sort((a, b) => b.cpuMs - a.cpuMs)
    .slice(0, top);
};

/**
 * Main-thread busy time (ms) of the page's renderer between the user-timing marks `start` and `end`:
 * the summed durations of the top-level tasks Chromium ran there, from a performance trace, as wall
 * time and as the thread's CPU time (what the tasks cost whatever else the machine runs).
 */
export const busyBetween = (trace: Buffer, start: string, end: string): { wall: number; cpu: number } => {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const startMark = events.find((e) => e.name === start);
  const endMark = events.find((e) => e.name === end);
  if (!startMark || !endMark) throw new Error('the trace lacks the benchmark marks');
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      e.pid === startMark.pid,
  );
  const tid = main?.tid ?? startMark.tid;
  const tasks = events.filter(
    (e) =>
      e.ph === 'X' &&
      e.name === 'ThreadControllerImpl::RunTask' &&
      e.pid === startMark.pid &&
      e.tid === tid &&
      e.ts + (e.dur ?? 0) >= startMark.ts &&
      e.ts <= endMark.ts,
  );
  let wall = 0;
  let cpu = 0;
  for (const e of tasks) {
    const dur = e.dur ?? 0;
    const inside = Math.min(e.ts + dur, endMark.ts) - Math.max(e.ts, startMark.ts);
    wall += inside;
    // A task cut by a mark counts its CPU time in the same share as its wall time.
    cpu += dur > 0 ? ((e.tdur ?? dur) * inside) / dur : 0;
  }
  return { wall: wall / 1000, cpu: cpu / 1000 };
};
