/** Whether `url` answers 200 now (a refused connection is a no). */
export const healthy = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
};

/**
 * Waits for a started server's first 200 of `url` (its `/api/health`), asking every `pollMs`; fails
 * when the process has exited (`exitCode` not null) or after `timeoutMs`, naming `what`.
 */
export const untilHealthy = async (
  url: string,
  exitCode: () => number | null,
  options: { readonly what: string; readonly pollMs: number; readonly timeoutMs: number },
): Promise<void> => {
  const started = performance.now();
  while (!(await healthy(url))) {
    if (exitCode() !== null) throw new Error(`${options.what} exited with ${exitCode()}`);
    if (performance.now() - started > options.timeoutMs)
      throw new Error(`${options.what}: no healthy answer within ${options.timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, options.pollMs));
  }
};
