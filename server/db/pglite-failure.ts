/**
 * Errors of the embedded database that end its instance (issue 37). PostgreSQL raises PANIC where it
 * cannot go on (for example a write-ahead segment that cannot be created on a full disk: "could not
 * write to file pg_wal/xlogtemp…", SQLSTATE 53100) and FATAL where the session ends; a real server
 * restarts the process, PGlite's single process in WebAssembly is left unusable: measured on PGlite
 * 0.5, the next statement sent to it never returns and keeps a core at 100 %. An abort inside the
 * WebAssembly module is a `RuntimeError`.
 */
export const endsTheInstance = (error: unknown): boolean => {
  // WebAssembly.RuntimeError (an abort or a trap; the server's types carry no WebAssembly values).
  if (error instanceof Error && error.name === 'RuntimeError') return true;
  const severity =
    typeof error === 'object' && error !== null ? (error as { severity?: unknown }).severity : undefined;
  return severity === 'PANIC' || severity === 'FATAL';
};

/**
 * The embedded database is being opened again after its instance ended, or could not be (the disk still
 * full): nothing was done. SQLSTATE 57P03 (cannot_connect_now), as a PostgreSQL server that is starting.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
  readonly code = '57P03';
  constructor(cause: unknown) {
    super(
      `The embedded database is not available: it stopped and is being opened again${
        cause instanceof Error ? ` (${cause.message})` : ''
      }`,
    );
  }
}

/** The database cannot answer now, but will (PostgreSQL's 57P03, or this module's own). */
export const isDatabaseUnavailable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '57P03';
