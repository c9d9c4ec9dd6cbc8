/**
 * The environment of a portal whose clock runs `aheadMs` ahead of this machine's: a module preloaded
 * into the server process (`--import`) puts a `Date` in place whose "now" is that far ahead, so the
 * server's clock, the simulator and PGlite's `now()` agree with each other; timers are not touched.
 *
 * For journeys that need the demo fleet on the move: the simulator follows a timetable (nothing drives
 * at night or on Sundays), and the only way to see it drive at any hour is to start the portal at a
 * time it drives. Only forwards: the copied history ends now, and the simulator writes the hours in
 * between as it does after a restart. Dates the server sends lie ahead of the browser's clock by as
 * much, which only makes tokens look longer-lived to the page.
 */
export const serverClockAheadEnv = (aheadMs: number): Record<string, string> => {
  if (!Number.isInteger(aheadMs) || aheadMs < 0) throw new Error(`aheadMs must be ≥ 0, got ${aheadMs}`);
  if (aheadMs === 0) return {};
  // Every Date made without a time, and Date.now(), read the shifted clock; Date with a time, Date.UTC,
  // Date.parse and `instanceof Date` stay the real ones (the proxy makes real Date objects).
  const code = [
    `const RealDate = Date;`,
    `const now = () => RealDate.now() + ${aheadMs};`,
    `globalThis.Date = new Proxy(RealDate, {`,
    `  construct: (target, args, newTarget) => Reflect.construct(RealDate, args.length ? args : [now()], newTarget),`,
    `  apply: () => new RealDate(now()).toString(),`,
    `  get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),`,
    `});`,
  ].join('\n');
  const preload = `--import=data:text/javascript,${encodeURIComponent(code)}`;
  return { NODE_OPTIONS: [process.env['NODE_OPTIONS'], preload].filter(Boolean).join(' ') };
};
