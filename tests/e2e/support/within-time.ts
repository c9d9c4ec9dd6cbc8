/** How the error of a wait that ran out ends. */
export const NO_ANSWER = 'no answer in time';

/**
 * `work`, or an error naming `what` once `ms` have passed without an answer. For the harness's own waits
 * on a page or a process (an axe check, a snapshot, a close): a browser or server that stopped answering
 * fails the test that met it within a bounded time, instead of holding every hook after it to its
 * timeout (a hung page once cost a CI run 25 minutes: each hook of the file waited its 360 s).
 */
export const withinTime = <T>(work: Promise<T>, ms: number, what: string): Promise<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} (${ms / 1000} s): ${NO_ANSWER}`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

/** Whether `error` is a wait of {@link withinTime} that ran out. */
export const isNoAnswer = (error: unknown): boolean =>
  error instanceof Error && error.message.endsWith(NO_ANSWER);
