/**
 * The steps of the server's start and how long each took, for the line that says it is ready: an
 * operator (and the restart bench, issue 34 §1) sees where a slow start spent its time without a
 * profiler. `mark(name)` ends the step running since the previous mark (or since `startPhases`).
 */
export interface StartPhases {
  readonly mark: (name: string) => void;
  /** "1,104 ms since the process started: loading 610, database 320, migrations 40, …" */
  readonly describe: () => string;
}

export const startPhases = (
  now: () => number = () => performance.now(),
  sinceProcessStart: () => number = () => process.uptime() * 1000,
): StartPhases => {
  // Before the start itself: Node, the server's modules and (embedded) PGlite's thread starting.
  const steps: { name: string; ms: number }[] = [{ name: 'loading', ms: sinceProcessStart() }];
  let last = now();
  const whole = (ms: number) => Math.round(ms).toLocaleString('en-GB');
  return {
    mark: (name) => {
      const at = now();
      steps.push({ name, ms: at - last });
      last = at;
    },
    describe: () =>
      `${whole(sinceProcessStart())} ms since the process started: ${steps
        .map((step) => `${step.name} ${whole(step.ms)}`)
        .join(', ')}`,
  };
};
